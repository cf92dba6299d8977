import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signUpAsHost } from './helpers';

/* Settings' Notifications: a mail notice switched off stays off. */

/** The machine running these is shared and slow: first loads may take a while. */
const expect = baseExpect.configure({ timeout: 15_000 });

async function shoot(page: Page, name: string) {
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.locator('#notifications').screenshot({ path: test.info().outputPath(`${name}-${size}.png`) });
  }
}

test('settings: switching the offline-message mail off, kept after a reload', async ({ page }) => {
  test.slow();
  await signUpAsHost(page, 'Nora', 'Notices');
  await page.goto('/settings#notifications');
  const notifications = page.getByRole('region', { name: 'Notifications' });
  const offline = notifications.getByRole('checkbox', { name: 'New message while you are away' });
  const channels = notifications.getByRole('checkbox', { name: 'Bookings from your channels' });
  await expect(offline).toBeChecked();
  await expect(channels).toBeChecked();
  await expect(notifications.getByText('Mail is not configured on this server')).toHaveCount(0);
  await shoot(page, 'notifications');

  // Chakra's switch hides the checkbox: the label is what a user clicks.
  await notifications.getByText('New message while you are away').click();
  await expect(page.getByText('New message while you are away: off')).toBeVisible();
  await expect(offline).not.toBeChecked();

  await page.reload();
  await expect(offline).not.toBeChecked();
  await expect(channels).toBeChecked();
  await shoot(page, 'notifications-off');
});
