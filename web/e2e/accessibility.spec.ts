import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y';
import { addPricedListing, signUpAsHost } from './helpers';

/**
 * The host's screens under axe (issue 13 point 9): the login page and the dashboard with a listing, on a desktop
 * and at phone width. The guest app and the public booking site are checked in their own journeys.
 */

test.setTimeout(120_000);
expect.configure({ timeout: 20_000 });

test('the login page and the host dashboard have no serious or critical axe violation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expectAccessible(page, 'login');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'login (phone)');
  await page.setViewportSize({ width: 1280, height: 800 });

  await signUpAsHost(page, 'Ada', 'Axe');
  await addPricedListing(page, 'Harbour View Cottage');
  await page.goto('/');
  await expect(page.getByText("You haven't received any feedback yet.")).toBeVisible({ timeout: 45_000 });
  await expectAccessible(page, 'dashboard');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'dashboard (phone)');
});
