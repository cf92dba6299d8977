import { expect, test, type Locator } from '@playwright/test';
import { webhookReceiverUrl } from './fake-webhooks';
import { expectAccessible } from './a11y';
import { signUpAsHost } from './helpers';

/*
 * Settings → Webhooks against the journeys' receiver on 127.0.0.1 (web/e2e/fake-webhooks.ts; the stack runs with
 * WEBHOOKS_ALLOW_LOOPBACK): add an endpoint, keep its secret, send a test event and see the delivery it made.
 */
/** Ticks or unticks a checkbox as a keyboard user does (the drawn control covers the input). */
async function toggle(box: Locator, checked: boolean) {
  await box.press('Space');
  await (checked ? expect(box).toBeChecked() : expect(box).not.toBeChecked());
}

test('a host adds a webhook endpoint, sends a test event and sees the delivery', async ({ page }) => {
  await signUpAsHost(page, 'Wendy', 'Hooks');
  await page.goto('/settings#webhooks');
  const section = page.getByRole('region', { name: 'Webhooks' });
  await expect(section.getByText('No webhook endpoints yet.')).toBeVisible();

  await section.getByRole('button', { name: 'Add endpoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
  // The rules of the form: an address, and at least one event.
  await toggle(dialog.getByRole('checkbox', { name: /Booking created/ }), false);
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(dialog.getByText('Enter the URL that receives the events')).toBeVisible();
  await expect(dialog.getByText('Choose at least one event')).toBeVisible();

  const url = webhookReceiverUrl(Number(process.env.E2E_PORT ?? 4100));
  await dialog.getByLabel('Endpoint URL').fill(url);
  await toggle(dialog.getByRole('checkbox', { name: /Booking created/ }), true);
  await toggle(dialog.getByRole('checkbox', { name: /Message received/ }), true);
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();

  const secretDialog = page.getByRole('dialog', { name: 'Your signing secret' });
  await expect(secretDialog.getByText(/^whsec_[\w-]{32}$/)).toBeVisible();
  await expectAccessible(page, 'the webhook secret dialog');
  await page.screenshot({ path: test.info().outputPath('webhooks-secret.png') });
  await secretDialog.getByRole('button', { name: 'Done' }).click();

  const endpoint = section.getByRole('listitem').filter({ hasText: url });
  await expect(endpoint.getByText('Booking created')).toBeVisible();
  await expect(endpoint.getByText('Message received')).toBeVisible();

  await endpoint.getByRole('button', { name: 'Send test event' }).click();
  const deliveries = endpoint.getByRole('list', { name: 'Recent deliveries' });
  const delivery = deliveries.getByRole('listitem').first();
  await expect(delivery.getByText('webhook.test')).toBeVisible();
  await expect(delivery.getByText('Delivered')).toBeVisible({ timeout: 10_000 });
  await expect(delivery.getByText('200', { exact: true })).toBeVisible();
  await expect(delivery.getByText('received by the e2e receiver')).toBeVisible();
  await expectAccessible(page, 'Settings with a webhook and its deliveries');
  await page.screenshot({ path: test.info().outputPath('webhooks-deliveries.png') });

  await endpoint.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this endpoint?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(section.getByText('No webhook endpoints yet.')).toBeVisible();
});
