import { expect, type Page } from '@playwright/test';

export const password = 'Sunny2Stay';
let counter = 0;
export const uniqueEmail = () => `host-${Date.now()}-${counter++}@example.com`;

export async function register(page: Page, email: string, firstName = 'Alice', lastName = 'Walker') {
  await page.goto('/register');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function logIn(page: Page, email: string, pass = password) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(pass);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** A new user who picks host mode and the free plan, and reaches the shell. */
export async function signUpAsHost(page: Page, firstName = 'Alice', lastName = 'Walker', email = uniqueEmail()) {
  await register(page, email, firstName, lastName);
  await page.getByRole('button', { name: 'Continue as Host' }).click();
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('banner').getByText(`${firstName} ${lastName}`)).toBeVisible();
  return email;
}
