import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { inDays, password, rest, signUpAsHost, uniqueEmail } from './helpers';

/* Settings' Notifications: a mail notice switched off stays off; a notice mail's link opens its conversation. */

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

const logIn = (request: APIRequestContext, email: string) =>
  rest<{ token: string; id: number }>(request, 'POST', '/login', null, { email, password });

test("a notice mail's link opens the conversation in the panel, which tells the server it was read", async ({
  page,
  request,
}) => {
  test.slow();
  const hostEmail = await signUpAsHost(page, 'Lena', 'Link');
  const host = await logIn(request, hostEmail);
  const property = await rest<{ id: number; '@id': string }>(request, 'POST', '/properties', host.token, {
    name: 'Linked Loft',
  });
  await rest(request, 'PUT', `/properties/${property.id}`, host.token, { baseRate: 12000, minNights: 2 });
  const booking = await rest<{ id: number; inviteCode: string }>(request, 'POST', '/bookings', host.token, {
    property: property['@id'],
    startDate: inDays(10),
    endDate: inDays(14),
    providerGuestName: 'Grace H.',
    numberOfGuest: 2,
  });
  const guestEmail = uniqueEmail().replace('host-', 'guest-');
  await rest(request, 'POST', '/register', null, {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: guestEmail,
    phone: '+44 7700 900456',
    plainPassword: password,
    acceptsMarketing: false,
  });
  const guest = await logIn(request, guestEmail);
  await rest(request, 'POST', `/bookings/${booking.id}/join`, guest.token, { inviteCode: booking.inviteCode });
  await rest(request, 'POST', '/messages', guest.token, {
    booking: `/bookings/${booking.id}`,
    content: 'Is there a cot for the baby?',
  });

  const read = page.waitForRequest(
    (r) => r.url().endsWith('/graphql') && (r.postData() ?? '').includes('PanelMarkConversationRead'),
  );
  await page.goto(`/?conversation=${booking.id}`);
  const panel = page.getByRole('dialog', { name: 'Messages' });
  await expect(
    panel.getByRole('log', { name: 'Conversation' }).getByText('Is there a cot for the baby?'),
  ).toBeVisible();
  await read;
});
