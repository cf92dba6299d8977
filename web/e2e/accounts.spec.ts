import { expect, test } from '@playwright/test';
import { logIn, password, register, signUpAsHost, uniqueEmail, watchCspViolations } from './helpers';

test('a new host registers, picks host mode and the free plan, and reaches the shell', async ({ page }) => {
  const csp = await watchCspViolations(page);
  const email = uniqueEmail();
  await register(page, email);
  await expect(page.getByRole('button', { name: 'Continue as Host' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue as Host' }).click();

  await expect(page.getByText(/no active subscription/i)).toBeVisible();
  await expect(page.getByText('Coming Soon')).toHaveCount(2);
  await page.getByRole('button', { name: 'Get Started' }).click();

  await expect(page.getByRole('banner').getByText('Alice Walker')).toBeVisible();
  await expect(page).toHaveTitle(/Dashboard/);
  for (const item of [
    'Dashboard',
    'Channels',
    'Calendar',
    'Listings',
    'Services',
    'Profile',
    'Analytics',
    'Settings',
  ]) {
    await expect(page.getByRole('navigation').getByRole('link', { name: item, exact: true }).first()).toBeVisible();
  }

  // The choice is stored on the server: a fresh sign-in goes straight to the shell's plan gate, not mode select.
  await page.reload();
  await expect(page.getByRole('banner').getByText('Alice Walker')).toBeVisible();
  // The app runs under its Content-Security-Policy (no inline script) without a single violation.
  expect(csp.violations()).toEqual([]);
});

test('weak passwords get the spec messages at the password field', async ({ page }) => {
  await page.goto('/register');
  const field = page.getByLabel('Password');
  await page.getByLabel('First name').fill('Bob');
  await page.getByLabel('Last name').fill('Stone');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText("Password can't be blank")).toBeVisible();
  await field.fill('lowercase1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password must include at least one capital letter and one number')).toBeVisible();
  await field.fill('Ab1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password is too short (minimum is 8 characters)')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('a wrong password says so, the right one signs in, and log out signs out', async ({ page }) => {
  const email = await signUpAsHost(page, 'Carol', 'Hughes');
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('hostPortal') ?? '{}').auth?.user?.jwt);
  const me = () => page.request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
  expect((await me()).status()).toBe(200);
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  // Logged out on the server too: a copy of the token no longer works.
  expect((await me()).status()).toBe(401);

  await logIn(page, email, 'Wrong4Password');
  await expect(page.getByText('Incorrect email or password')).toBeVisible();

  await logIn(page, email);
  // Host mode is remembered by the server; the dismissed plan page was cleared by logging out.
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('banner').getByText('Carol Hughes')).toBeVisible();
});

test('signed-out and signed-in redirects follow the route table', async ({ page }) => {
  await page.goto('/properties');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

  await signUpAsHost(page, 'Dan', 'Miles');
  for (const path of ['/register', '/login', '/oauth-login']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
  await page.goto('/services');
  await expect(page).toHaveURL(/\/services\/guest$/);
});

test('guest mode shows the app-only page, which can switch to host mode', async ({ page }) => {
  await register(page, uniqueEmail(), 'Eve', 'Guest');
  await page.getByRole('button', { name: 'Continue as Guest' }).click();
  await expect(page.getByRole('link', { name: /App Store/i })).toBeVisible();
  await expect(page.getByRole('link', { name: /Google Play/i })).toBeVisible();
  await page.getByRole('button', { name: 'Switch to host mode' }).click();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
});

test('the login-callback screen signs in from the query string', async ({ page, request }) => {
  const email = uniqueEmail();
  const created = await request.post('/api/register', {
    data: {
      firstName: 'Gus',
      lastName: 'Callback',
      email,
      phone: '+44',
      plainPassword: password,
      acceptsMarketing: false,
    },
  });
  expect(created.status()).toBe(201);
  const login = await request.post('/api/login', { data: { email, password } });
  const { token, id } = (await login.json()) as { token: string; id: number };
  await page.goto(`/login-callback?id=${id}&email=${encodeURIComponent(email)}&jwt=${token}`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Continue as Host' })).toBeVisible();
});
