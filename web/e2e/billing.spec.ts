import { expect, test, type Page } from '@playwright/test';
import { logIn, register, uniqueEmail } from './helpers';

/*
 * Plan subscriptions through Stripe, played by the API's fake Stripe (web/e2e/fake-stripe.ts): its checkout and
 * portal pages stand for Stripe's hosted ones and send the signed webhooks the API trusts. Nothing leaves the machine.
 */

const planPage = (page: Page) => page.getByText(/no active subscription/i);

async function signOutAndIn(page: Page, email: string) {
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await logIn(page, email);
}

async function startPremiumTrial(page: Page, name: [string, string]) {
  const email = uniqueEmail();
  await register(page, email, ...name);
  await page.getByRole('button', { name: 'Continue as Host' }).click();
  await page.getByRole('link', { name: 'Start Trial' }).first().click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/pay\/cs_test_\w+$/);
  await expect(page.getByText('Premium plan × 1: 4.99 GBP per month')).toBeVisible();
  await expect(page.getByText('30-day free trial')).toBeVisible();
  return email;
}

test('a host starts the Premium trial, passes the plan gate, and cancels in the customer portal', async ({ page }) => {
  test.slow(); // two hosted pages and three sign-ins
  const email = await startPremiumTrial(page, ['Fay', 'Trial']);
  await page.getByRole('button', { name: 'Start trial' }).click();
  await expect(page).toHaveURL(/\/settings#subscription$/);
  await expect(page.getByRole('banner').getByText('Fay Trial')).toBeVisible();

  // Signing out forgets the dismissed plan page: the gate now passes on the subscription the webhook recorded.
  await signOutAndIn(page, email);
  await expect(page.getByRole('banner').getByText('Fay Trial')).toBeVisible();
  await expect(planPage(page)).toHaveCount(0);

  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('hostPortal') ?? '{}') as { auth?: { user?: { jwt?: string } } }).auth?.user
        ?.jwt,
  );
  await page.goto(`/api/billing/portal-session?bearer=${token}`);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/portal\/bps_/);
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page).toHaveURL(/\/settings#subscription$/);

  await signOutAndIn(page, email);
  await expect(planPage(page)).toBeVisible();
});

test('cancelling the checkout comes back to the plan page with its notice', async ({ page }) => {
  await startPremiumTrial(page, ['Gil', 'Undecided']);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/subscription\/cancelled$/);
  await expect(
    page.getByText('Checkout was cancelled, so no subscription was started.', { exact: false }),
  ).toBeVisible();
  await expect(planPage(page)).toBeVisible();
});
