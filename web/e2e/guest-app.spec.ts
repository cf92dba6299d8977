import { expect, test, type Page } from '@playwright/test';
import { CHURCH_STREET_ADDRESS } from '@portal/testkit/listing-fields';
import { expectAccessible } from './a11y';
import { graphql, inDays, password, PHONE, rest, sessionOf, signUpAsHost, uniqueEmail } from './helpers';

/**
 * The guest web app (issue 13): the host copies a booking's invite link; a guest opens it on a phone, signs up,
 * joins, sees the stay (guides, wifi), orders a service and pays it through the checkout of the fake Stripe (the e2e
 * stack has payments configured: web/e2e/fake-stripe.ts), leaves a second order unpaid; the host sees both on the
 * booking, paid and unpaid.
 */

test.setTimeout(120_000);

/** A listing with what the guest app shows, a service on offer and a direct booking from tomorrow. */
async function hostSetUp(page: Page) {
  const { token, id } = await sessionOf(page);
  const request = page.request;
  await rest(request, 'PUT', `/users/${id}`, token, { currency: 'gbp' });
  const service = await rest<{ id: number }>(request, 'POST', '/services', token, {
    title: 'Late check-out',
    price: 2500,
    description: 'Stay until 1 pm',
    terms: 'Ask at least a day ahead',
  });
  const property = await rest<{ id: number; '@id': string }>(request, 'POST', '/properties', token, {
    name: 'Harbour View Cottage',
  });
  await rest(request, 'PUT', `/properties/${property.id}`, token, {
    baseRate: 12000,
    minNights: 2,
    standardGuests: 2,
    canSleepMax: 4,
    ...CHURCH_STREET_ADDRESS,
    arriveAfter: '15:00',
    departBefore: '10:00',
    welcomeMessage: 'Welcome to Whitby! Fresh towels are in the hallway cupboard.',
    checkInStep1Description: 'The key safe is left of the blue door.',
    checkInStep2Description: 'Code 4821, then turn the key twice.',
    checkOutStep1Description: 'Leave the keys in the key safe.',
    wifiName: 'Harbour-5G',
    wifiCode: 'sea-breeze-42',
    services: [service.id],
  });
  await rest(request, 'POST', '/home-guides', token, {
    property: property['@id'],
    type: 'heating',
    title: 'Boiler',
    description: 'The boiler is in the kitchen; the red button resets it.',
  });
  const { addDirectBooking } = await graphql<{ addDirectBooking: { id: string } }>(
    page,
    'mutation($input: DirectBookingInput!) { addDirectBooking(input: $input) { id } }',
    {
      input: {
        propertyId: String(property.id),
        startDate: inDays(1),
        endDate: inDays(4),
        providerGuestName: 'Grace Hopper',
        numberOfGuest: 2,
      },
    },
  );
  return { propertyId: property.id, bookingId: addDirectBooking.id };
}

test('a guest opens the invite link on a phone, signs up, joins, sees the stay and orders; the host sees it', async ({
  page,
  browser,
}) => {
  await signUpAsHost(page, 'Hannah', 'Moss');
  const { propertyId, bookingId } = await hostSetUp(page);

  // The host copies the invite link from the booking detail.
  await page.goto(`/calendar/${propertyId}/${bookingId}`);
  const detail = page.getByRole('region', { name: 'Booking detail', exact: true });
  const invite = (await detail.getByTestId('invite-link').textContent())!;
  expect(invite).toMatch(new RegExp(`/invite/${bookingId}/grace-hopper\\?code=`));

  // The guest, on a phone, in a browser of their own.
  const guestContext = await browser.newContext({ viewport: PHONE, baseURL: new URL(page.url()).origin });
  const guest = await guestContext.newPage();
  await guest.goto(new URL(invite).pathname + new URL(invite).search);
  await expect(guest).toHaveURL(new RegExp(`/stay/${bookingId}\\?code=`));
  await expect(guest.getByRole('heading', { name: 'Your stay, in your pocket' })).toBeVisible();
  await guest.screenshot({ path: test.info().outputPath('sign-up-phone.png'), fullPage: true });
  await expectAccessible(guest, 'guest sign-up');
  await guest.getByLabel('First name').fill('Grace');
  await guest.getByLabel('Last name').fill('Hopper');
  await guest.getByLabel('Email').fill(uniqueEmail().replace('host-', 'guest-'));
  await guest.getByLabel('Password').fill(password);
  await guest.getByRole('button', { name: 'Create account' }).click();

  // Joined: the stay at its clean address.
  await expect(guest).toHaveURL(new RegExp(`/stay/${bookingId}$`));
  await expect(guest.getByRole('heading', { name: 'Harbour View Cottage' })).toBeVisible();
  await expect(guest.getByText('12 Church Street, Whitby, YO22 4AE, United Kingdom')).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Open in map' }).first()).toHaveAttribute(
    'href',
    /openstreetmap\.org\/\?mlat=54\.4866&mlon=-0\.6114/,
  );
  await expect(guest.getByText('2 guests')).toBeVisible();
  await expect(guest.getByText('after 15:00')).toBeVisible();
  await expect(guest.getByText('before 10:00')).toBeVisible();
  await expect(guest.getByText('Welcome to Whitby!', { exact: false })).toBeVisible();
  const wifi = guest.getByRole('region', { name: 'Wifi' });
  await expect(wifi).toContainText('Harbour-5G');
  await expect(wifi).toContainText('sea-breeze-42');
  const checkIn = guest.getByRole('region', { name: 'Check-in guide' });
  await expect(checkIn.getByRole('listitem')).toHaveText([
    'The key safe is left of the blue door.',
    'Code 4821, then turn the key twice.',
  ]);
  await expect(guest.getByRole('region', { name: 'Home guide' })).toContainText('Boiler');
  await guest.screenshot({ path: test.info().outputPath('stay-phone.png'), fullPage: true });
  await expectAccessible(guest, 'stay');

  // Two late check-outs, paid online: the fake Stripe's checkout page, then back to the stay, paid.
  const services = guest.getByRole('region', { name: 'Services' });
  await expect(services).toContainText('£25');
  await expect(services).toContainText('You pay securely online when you confirm.');
  await services.getByRole('button', { name: 'One more Late check-out' }).click();
  await services.getByRole('button', { name: 'One more Late check-out' }).click();
  await expect(services).toContainText('£50');
  await services.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(guest).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/pay\/cs_test_\w+$/);
  await expect(guest.getByText('Late check-out × 2: 25.00 GBP')).toBeVisible();
  await expect(guest.getByText('Total: 50.00 GBP')).toBeVisible();
  await guest.screenshot({ path: test.info().outputPath('checkout-phone.png'), fullPage: true });
  await guest.getByRole('button', { name: 'Pay' }).click();
  await expect(guest).toHaveURL(new RegExp(`/stay/${bookingId}\\?checkout=paid$`));
  await expect(guest.getByRole('status').filter({ hasText: 'Your payment is confirmed' })).toBeVisible();
  const orders = guest.getByRole('region', { name: 'Your orders' });
  const order = orders.getByTestId('stay-order');
  await expect(order.first()).toContainText('2 × Late check-out');
  await expect(order.first()).toContainText('Paid');
  await guest.screenshot({ path: test.info().outputPath('stay-paid-phone.png'), fullPage: true });

  // A second order, its checkout cancelled: pending, with Pay now; the host is not told of it.
  await services.getByRole('button', { name: 'One more Late check-out' }).click();
  await services.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(guest).toHaveURL(/\/pay\/cs_test_\w+$/);
  await guest.getByRole('link', { name: 'Cancel' }).click();
  await expect(guest).toHaveURL(new RegExp(`/stay/${bookingId}\\?checkout=cancelled$`));
  await expect(guest.getByRole('status').filter({ hasText: 'Payment cancelled' })).toBeVisible();
  await expect(order).toHaveCount(2);
  await expect(order.nth(1)).toContainText('1 × Late check-out');
  await expect(order.nth(1)).toContainText('Payment pending');
  await expect(order.nth(1).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', /\/pay\/cs_test_\w+$/);

  // A message to the host; the rating opens on the checkout day.
  const messages = guest.getByRole('region', { name: 'Messages with your host' });
  await expect(messages).toContainText('Grace Hopper ordered 2 × Late check-out');
  await expect(messages).not.toContainText('ordered 1 × Late check-out');
  await messages.getByRole('textbox', { name: 'Write to your host' }).fill('We arrive around 4 pm.');
  await messages.getByRole('button', { name: 'Send' }).click();
  await expect(messages.getByRole('log')).toContainText('We arrive around 4 pm.');
  // Paid and pending orders, and the guest's own messages (their time on the brand colour), all checked by axe.
  await guest.screenshot({ path: test.info().outputPath('stay-ordered-phone.png'), fullPage: true });
  await expectAccessible(guest, 'stay with orders and messages');
  await expect(guest.getByRole('region', { name: 'Rate your stay' })).toContainText('You can rate your stay from');

  // The host sees the purchases on the booking: paid and unpaid.
  await page.reload();
  const purchases = detail.getByTestId('booking-purchase');
  await expect(purchases).toHaveText(['2 × Late check-outPaid', '1 × Late check-outUnpaid: payment pending']);
  await page.screenshot({ path: test.info().outputPath('booking-purchases.png') });
  await page.getByRole('banner').getByRole('button', { name: 'Messages', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Messages' })).toContainText('We arrive around 4 pm.');

  // Unread (point 4): the host answers; the guest's stay shows it as new until the conversation has been on screen.
  await graphql(page, 'mutation($id: ID!, $text: String!) { sendMessage(bookingId: $id, content: $text) { id } }', {
    id: bookingId,
    text: 'The parking space is number 7.',
  });
  await guest.reload();
  await guest.evaluate(() => window.scrollTo(0, 0));
  const newMessages = guest.getByRole('link', { name: '1 new message from your host' });
  await expect(newMessages).toBeVisible();
  await expect(messages.getByTestId('stay-unread')).toHaveText('1 unread');
  await guest.screenshot({ path: test.info().outputPath('stay-unread-phone.png') });
  await newMessages.click();
  await expect(messages.getByRole('log')).toContainText('The parking space is number 7.');
  await expect(messages.getByTestId('stay-unread')).toHaveCount(0);
  await expect(newMessages).toHaveCount(0);

  // Installable (point 8): the stay page links the guest app's manifest, whose icons are served.
  await expect(guest.locator('link[rel="manifest"]')).toHaveAttribute('href', '/stay/manifest.webmanifest');
  const manifest = (await (await guest.request.get('/stay/manifest.webmanifest')).json()) as {
    start_url: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest.start_url).toBe('/stay/');
  for (const icon of manifest.icons) {
    const served = await guest.request.get(icon.src);
    expect(served.headers()['content-type'], icon.src).toBe('image/png');
  }
  // Offline (point 8): once the worker has kept the stay's answer, the network is cut and the page reloaded.
  await expect
    .poll(() => guest.evaluate(async () => (await (await caches.open('stay-v1-data')).keys()).length), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
  await guestContext.setOffline(true);
  await guest.reload();
  await expect(guest.getByRole('heading', { name: 'Harbour View Cottage' })).toBeVisible();
  await expect(guest.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(guest.getByRole('region', { name: 'Wifi' })).toContainText('sea-breeze-42');
  await expect(guest.getByRole('region', { name: 'Check-in guide' }).getByRole('listitem')).toHaveCount(2);
  await expect(guest.getByRole('region', { name: 'Home guide' })).toContainText('Boiler');
  await guest.screenshot({ path: test.info().outputPath('stay-offline-phone.png'), fullPage: true });
  await guestContext.setOffline(false);
  // Only the stay's answer was kept: not the order, not the messages.
  const kept = await guest.evaluate(async () => (await (await caches.open('stay-v1-data')).keys()).length);
  expect(kept).toBe(1);
  await guestContext.close();
});
