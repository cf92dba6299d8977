import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DESKTOP, inDays, password, PHONE, rest, signUpAsHost, uniqueEmail } from './helpers';

/**
 * Messaging between a host in the browser and a guest who only speaks REST (the guest app is another client):
 * live delivery over the subscription, unread badges, answers, message templates in /settings (at most 5) and a
 * template used in a conversation. The REST API is reached through the gateway's /api proxy, as the browser does.
 */

const SHOTS = process.env.E2E_SCREENSHOTS ?? join(process.env.TMPDIR ?? '/tmp', 'portal-e2e-shots', 'messaging');
mkdirSync(SHOTS, { recursive: true });

async function graphql<T>(request: APIRequestContext, token: string, query: string, variables = {}) {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  return (await response.json()) as { data?: T; errors?: { message: string; extensions: Record<string, unknown> }[] };
}

const logInRest = async (request: APIRequestContext, email: string) =>
  (await rest<{ token: string; id: number }>(request, 'POST', '/login', null, { email, password })).token;

/** A listing with a base rate (what a direct booking's quote needs), made by its host through REST. */
async function addListing(request: APIRequestContext, token: string, name: string) {
  const property = await rest<{ id: number }>(request, 'POST', '/properties', token, { name });
  await rest(request, 'PUT', `/properties/${property.id}`, token, {
    baseRate: 12000,
    minNights: 2,
    standardGuests: 2,
    canSleepMax: 4,
  });
  return property.id;
}

/** A direct booking made through GraphQL as the host: its id and the invite code a guest joins with. */
async function directBooking(request: APIRequestContext, token: string, propertyId: number, guestName: string) {
  const { data, errors } = await graphql<{ addDirectBooking: { id: string; inviteCode: string } }>(
    request,
    token,
    'mutation($input: DirectBookingInput!) { addDirectBooking(input: $input) { id inviteCode } }',
    {
      input: {
        propertyId: String(propertyId),
        startDate: inDays(10),
        endDate: inDays(14),
        providerGuestName: guestName,
        numberOfGuest: 2,
      },
    },
  );
  expect(errors).toBeUndefined();
  return data!.addDirectBooking;
}

/** A guest as the guest app makes one: registers, picks guest mode, joins the booking with its invite code. */
async function guestJoins(request: APIRequestContext, bookingId: string, inviteCode: string) {
  const email = uniqueEmail().replace('host-', 'guest-');
  await rest(request, 'POST', '/register', null, {
    firstName: 'Grace',
    lastName: 'Hopper',
    email,
    phone: '+44 7700 900456',
    plainPassword: password,
    acceptsMarketing: false,
  });
  const { token, id } = await rest<{ token: string; id: number }>(request, 'POST', '/login', null, { email, password });
  await rest(request, 'PUT', `/users/${id}`, token, { onboardModeSelection: 'guest' });
  await rest(request, 'POST', `/bookings/${bookingId}/join`, token, { inviteCode });
  return token;
}

/** A host signed up in the browser, with one listing and a direct booking of it; their REST token. */
async function hostWithBooking(
  page: Page,
  request: APIRequestContext,
  [firstName, lastName]: [string, string],
  listing: string,
  guestName: string,
) {
  const token = await logInRest(request, await signUpAsHost(page, firstName, lastName));
  const propertyId = await addListing(request, token, listing);
  const booking = await directBooking(request, token, propertyId, guestName);
  return { token, booking };
}

const panel = (page: Page) => page.getByRole('dialog', { name: 'Messages' });
const openPanel = async (page: Page) => {
  await page.getByRole('banner').getByRole('button', { name: 'Messages', exact: true }).click();
  await expect(panel(page)).toBeVisible();
};

async function shoot(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: join(SHOTS, `${name}-desktop.png`) });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: join(SHOTS, `${name}-phone.png`) });
  await page.setViewportSize(DESKTOP);
}

test('a guest message posted to the REST API reaches the open panel live; the host answers', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const { booking } = await hostWithBooking(page, request, ['Hannah', 'Moss'], 'Harbour View Cottage', 'Grace H.');
  const guestToken = await guestJoins(request, booking.id, booking.inviteCode);

  await page.reload();
  await openPanel(page);
  await expect(
    panel(page).getByText("You don't have any messages yet. Use the plus button above to send your first."),
  ).toBeVisible();
  await shoot(page, 'empty-no-messages');

  // The guest writes through REST; the host's panel shows it without a reload (the 10 s polling is off while live).
  const sentAt = Date.now();
  await rest(request, 'POST', '/messages', guestToken, {
    booking: `/bookings/${booking.id}`,
    content: 'Hello! Could we check in a little early?',
  });
  const list = panel(page).getByRole('list', { name: 'Conversations' });
  await expect(list.getByText('Hello! Could we check in a little early?')).toBeVisible({ timeout: 3_000 });
  const liveMs = Date.now() - sentAt;
  await expect(list.getByText('Grace Hopper')).toBeVisible();
  await expect(list.getByText('Harbour View Cottage')).toBeVisible();
  await expect(panel(page).getByTestId(`unread-${booking.id}`)).toHaveText('1');
  await expect(page.getByTestId('messages-unread')).toHaveText('1');
  console.info(`guest message shown in the host's panel after ${liveMs} ms`);
  await shoot(page, 'list-unread');

  // Opening the conversation reads it: both badges go.
  await list.getByRole('button', { name: /Grace Hopper, 1 unread/ }).click();
  const log = panel(page).getByRole('log', { name: 'Conversation' });
  await expect(log.getByText('Hello! Could we check in a little early?')).toBeVisible();
  await expect(page.getByTestId('messages-unread')).toBeHidden();

  // A second message arrives while the conversation is open: shown there, and never counted as unread.
  await rest(request, 'POST', '/messages', guestToken, {
    booking: `/bookings/${booking.id}`,
    content: 'We land at 11.',
  });
  await expect(log.getByText('We land at 11.')).toBeVisible({ timeout: 3_000 });
  await expect(page.getByTestId('messages-unread')).toBeHidden();

  // Whitespace only is not sent; the answer is.
  const box = panel(page).getByRole('textbox', { name: 'Message' });
  const send = panel(page).getByRole('button', { name: 'Send' });
  await box.fill('   ');
  await expect(send).toBeDisabled();
  await box.fill('Of course, the cottage is ready from 1pm. <b>See you soon</b>');
  await send.click();
  await expect(page.getByTestId('flash').filter({ hasText: 'Message sent' })).toBeVisible();
  await expect(box).toHaveValue('');
  // Shown as text, markup included.
  await expect(log.getByText('Of course, the cottage is ready from 1pm. <b>See you soon</b>')).toBeVisible();
  await shoot(page, 'conversation');

  const seenByGuest = await rest<{ 'hydra:member': { content: string; sender: { firstName: string } }[] }>(
    request,
    'GET',
    `/messages?booking=/bookings/${booking.id}`,
    guestToken,
  );
  expect(seenByGuest['hydra:member'].map((m) => [m.sender.firstName, m.content])).toEqual([
    ['Grace', 'Hello! Could we check in a little early?'],
    ['Grace', 'We land at 11.'],
    ['Hannah', 'Of course, the cottage is ready from 1pm. <b>See you soon</b>'],
  ]);

  // Back to the list: newest first, nothing unread.
  await panel(page)
    .getByRole('button', { name: /Back to conversations/ })
    .click();
  await expect(list.getByText(/the cottage is ready from 1pm/)).toBeVisible();
  await expect(panel(page).getByTestId(`unread-${booking.id}`)).toBeHidden();
});

const SAVE_TEMPLATE = `mutation($name: String!, $content: String!) {
  saveMessageTemplate(name: $name, content: $content) { id }
}`;

test('message templates in /settings: add, edit, delete; a sixth is refused by the page and the API', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const hostEmail = await signUpAsHost(page, 'Tom', 'Baker');
  const token = await logInRest(request, hostEmail);

  // A host without bookings sees the second empty state in the panel.
  await openPanel(page);
  await expect(
    panel(page).getByText("You don't have any bookings yet. Import a Booking Calendar to begin sending messages."),
  ).toBeVisible();
  await shoot(page, 'empty-no-bookings');
  await panel(page).getByRole('button', { name: 'Close messages' }).click();

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Message Templates' });
  await expect(section.getByText("You haven't added any message templates yet.")).toBeVisible();

  await section.getByRole('link', { name: 'Add template' }).click();
  await expect(page).toHaveURL(/\/settings\/message-templates\/add$/);
  await page.getByLabel('Name').fill('Welcome');
  await page.getByLabel('Content').fill('Hi {guestName}, welcome to {listingName}!');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('flash').filter({ hasText: 'Changes saved' })).toBeVisible();
  await expect(section.getByText('Welcome', { exact: true })).toBeVisible();

  await section.getByRole('link', { name: 'Edit Welcome' }).click();
  await expect(page.getByLabel('Content')).toHaveValue('Hi {guestName}, welcome to {listingName}!');
  await page.getByLabel('Name').fill('Arrival');
  await page.getByLabel('Content').fill('See you on {checkIn}, {guestName}.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByText('Arrival', { exact: true })).toBeVisible();
  await expect(section.getByText('See you on {checkIn}, {guestName}.')).toBeVisible();

  await section.getByRole('link', { name: 'Edit Arrival' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('flash').filter({ hasText: 'Message template deleted' })).toBeVisible();
  await expect(section.getByText("You haven't added any message templates yet.")).toBeVisible();

  for (let i = 1; i <= 5; i++) {
    const { errors } = await graphql(request, token, SAVE_TEMPLATE, { name: `Reply ${i}`, content: `Text ${i}` });
    expect(errors).toBeUndefined();
  }
  await page.reload();
  await expect(section.getByRole('link', { name: /^Edit Reply/ })).toHaveCount(5);
  // The page: no way to add a sixth, and why.
  await expect(section.getByRole('link', { name: 'Add template' })).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Add template' })).toBeDisabled();
  await expect(section.getByText('You can have at most 5 message templates')).toBeVisible();
  // The API: refused, with the violation on the name.
  const sixth = await graphql(request, token, SAVE_TEMPLATE, { name: 'Reply 6', content: 'Text 6' });
  expect(sixth.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  expect(sixth.errors?.[0]?.extensions.violations).toEqual([
    { propertyPath: 'name', message: 'You can have at most 5 message templates' },
  ]);
  // Straight to the form's address: the refusal shows at the name field.
  await page.goto('/settings/message-templates/add');
  await page.getByLabel('Name').fill('Reply 6');
  await page.getByLabel('Content').fill('Text 6');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('You can have at most 5 message templates')).toBeVisible();
});

test('a template used in a conversation fills the text box with the booking in its placeholders', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const { token } = await hostWithBooking(page, request, ['Rosa', 'Diaz'], 'Lighthouse Loft', 'Ken Adams');
  for (const [name, content] of [
    ['Welcome', 'Hi {guestName}, welcome to {listingName}! Check-in {checkIn}, checkout {checkOut}.'],
    ['Thanks', 'Thank you for staying with us, {guestName}.'],
  ]) {
    expect((await graphql(request, token, SAVE_TEMPLATE, { name, content })).errors).toBeUndefined();
  }

  await page.reload();
  await openPanel(page);
  await panel(page).getByRole('button', { name: 'New message' }).click();
  await panel(page)
    .getByRole('list', { name: 'Recipients' })
    .getByRole('button', { name: /Ken Adams/ })
    .click();
  const picker = panel(page).getByRole('combobox', { name: 'Use a template…' });
  await picker.selectOption({ label: 'Welcome' });
  const box = panel(page).getByRole('textbox', { name: 'Message' });
  await expect(box).toHaveValue(
    `Hi Ken Adams, welcome to Lighthouse Loft! Check-in ${inDays(10)}, checkout ${inDays(14)}.`,
  );
  await expect(box).toBeFocused();
  await shoot(page, 'conversation-template');

  await panel(page).getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('flash').filter({ hasText: 'Message sent' })).toBeVisible();
  await expect(
    panel(page)
      .getByRole('log', { name: 'Conversation' })
      .getByText(/^Hi Ken Adams, welcome/),
  ).toBeVisible();

  // The new conversation heads the list, read.
  await panel(page)
    .getByRole('button', { name: /Back to conversations/ })
    .click();
  const list = panel(page).getByRole('list', { name: 'Conversations' });
  await expect(list.getByText('Lighthouse Loft', { exact: true })).toBeVisible();
  await shoot(page, 'list-read');
});

test('without a working socket the panel refreshes every 10 seconds, and is live again once the socket is back', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  // The gateway's socket refuses the page (1011, as a failing proxy would) until `socketBack`.
  let socketBack = false;
  await page.routeWebSocket(/\/graphql$/, (ws) => {
    if (socketBack) ws.connectToServer();
    else void ws.close({ code: 1011, reason: 'Unavailable' });
  });
  const { booking } = await hostWithBooking(page, request, ['Olga', 'Petrova'], 'Mill House', 'Grace H.');
  const guestToken = await guestJoins(request, booking.id, booking.inviteCode);
  const post = (content: string) =>
    rest(request, 'POST', '/messages', guestToken, { booking: `/bookings/${booking.id}`, content });

  await page.reload();
  await openPanel(page);
  const notice = panel(page).getByText('Live updates are paused: messages refresh every 10 seconds.');
  await expect(notice).toBeVisible();
  await shoot(page, 'polling');

  await post('Is parking included?');
  const list = panel(page).getByRole('list', { name: 'Conversations' });
  // The next refresh (at most 10 s away) brings it, with its unread count.
  await expect(list.getByText('Is parking included?')).toBeVisible({ timeout: 12_000 });
  await expect(panel(page).getByTestId(`unread-${booking.id}`)).toHaveText('1');

  socketBack = true;
  await expect(notice).toBeHidden({ timeout: 25_000 });
  // Live again (no refresh timer any more): a new message shows at once.
  await post('And is there a cot?');
  await expect(list.getByText('And is there a cot?')).toBeVisible({ timeout: 3_000 });
  await expect(panel(page).getByTestId(`unread-${booking.id}`)).toHaveText('2');
});
