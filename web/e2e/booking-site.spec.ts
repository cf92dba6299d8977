import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { COMPLETE_FIELDS } from '@portal/testkit/listing-fields';
import { expectAccessible } from './a11y';
import { sessionOf, signUpAsHost } from './helpers';

/**
 * The white-label booking site (issue 15 point 9): a host opens the Booking Site screen, copies the site's
 * address; an anonymous visitor opens it on a phone, picks a listing and dates, sees the price and requests to book;
 * the host finds the booking in the listing's calendar.
 */

const LISTING = 'Harbour Loft';
/** A whole listing, as an apartment for four with a cleaning fee (its check-in steps left empty). */
const DETAILS = {
  ...COMPLETE_FIELDS,
  description: 'A bright loft over the harbour, two minutes from the beach. Sleeps four.',
  type: 'Apartment',
  floor: 2,
  space: 60,
  standardGuests: 2,
  canSleepMax: 4,
  checkInStep1Description: undefined,
  extraChargesEnabled: true,
  cleaningFee: 3000,
};

/** A listing open for booking, made through the REST API behind /api: every field, 10 photos, opened. */
async function addOpenListing(page: Page): Promise<number> {
  const headers = { authorization: `Bearer ${(await sessionOf(page)).token}` };
  const added = await page.request.post('/api/properties', { headers, data: { name: LISTING } });
  expect(added.status()).toBe(201);
  const { id, '@id': iri } = (await added.json()) as { id: number; '@id': string };
  expect((await page.request.put(`/api/properties/${id}`, { headers, data: DETAILS })).status()).toBe(200);
  for (let index = 0; index < 10; index++) {
    const photo = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 30 + 20 * index, g: 140, b: 220 - 15 * index } },
    })
      .png()
      .toBuffer();
    const uploaded = await page.request.post('/api/images', {
      headers,
      multipart: {
        property: iri,
        propertyPhotoType: index === 0 ? 'main' : 'bedroom',
        file: { name: `photo-${index}.png`, mimeType: 'image/png', buffer: photo },
      },
    });
    expect(uploaded.status()).toBe(201);
  }
  await page.request.post('/api/property-bedrooms', { headers, data: { property: iri, doubleBeds: 1, singleBeds: 2 } });
  await page.request.post('/api/property-amenities', { headers, data: { property: iri, wifi: true, washer: true } });
  const opened = await page.request.post(`/api/properties/${id}/activation/switch`, { headers, data: {} });
  expect(opened.status(), await opened.text()).toBe(200);
  return id;
}

test('a guest books a host’s listing on the public site, and the host sees it in the calendar', async ({ browser }) => {
  const host = await browser.newPage();
  await host.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpAsHost(host, 'Mira', 'Santos');
  const listingId = await addOpenListing(host);

  // The host's Booking Site screen: the site in a frame and its address to copy.
  await host.getByRole('link', { name: 'Booking Site' }).first().click();
  await expect(host.getByRole('heading', { level: 1, name: 'Booking Site' })).toBeVisible();
  const address = host.getByTestId('site-address');
  await expect(address).toHaveText(/\/sites\/mira-santos$/);
  await host.getByRole('button', { name: 'Copy address' }).click();
  await expect(host.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await host.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await address.textContent());
  const frame = host.frameLocator('iframe[title="Your booking site"]');
  await expect(frame.getByRole('heading', { name: LISTING })).toBeVisible();
  await host.screenshot({ path: test.info().outputPath('booking-site-frame.png'), fullPage: true });
  await host.setViewportSize({ width: 390, height: 844 });
  await host.screenshot({ path: test.info().outputPath('booking-site-frame-phone.png') });
  await host.setViewportSize({ width: 1280, height: 720 });

  // An anonymous visitor on a phone.
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const guest = await visitorContext.newPage();
  await guest.goto(copied);
  await expect(guest.getByRole('heading', { level: 1, name: 'Places to stay' })).toBeVisible();
  await expect(guest.getByText('Mira Santos')).toBeVisible();
  await expect(guest.locator('article img')).toHaveJSProperty('complete', true);
  await guest.screenshot({ path: test.info().outputPath('booking-site-list.png'), fullPage: true });
  await expectAccessible(guest, 'booking site');
  await guest.getByRole('link', { name: LISTING }).click();
  await expect(guest.getByRole('heading', { level: 1, name: LISTING })).toBeVisible();
  await expect(guest.getByText('1 double bed, 2 single beds')).toBeVisible();

  // Dates next month: arrival the 10th, departure the 13th (3 nights of £120, plus £30 cleaning).
  const calendar = guest.getByRole('group', { name: 'Choose your dates' });
  await calendar.getByRole('button', { name: 'Next month' }).click();
  const day = (n: number) => calendar.getByRole('button', { name: new RegExp(`^\\w+day ${n} `) });
  await day(10).click();
  await expect(guest.getByText('Now choose your departure date.')).toBeVisible();
  await day(13).click();
  const price = guest.getByRole('region', { name: 'Price' });
  await expect(price.getByText('£390')).toBeVisible();
  await guest.getByLabel('Your name').fill('Grace Hopper');
  await guest.getByLabel('Email').fill('grace@example.com');
  await guest.getByLabel('Guests').fill('2');
  await guest.screenshot({ path: test.info().outputPath('booking-site-listing.png'), fullPage: true });
  await expectAccessible(guest, 'booking site listing');
  await guest.getByRole('button', { name: 'Request to book' }).click();
  await expect(guest.getByText('Your request has been sent to the host')).toBeVisible();
  // The nights are now taken on the site.
  await expect(day(11)).toBeDisabled();
  await guest.screenshot({ path: test.info().outputPath('booking-site-sent.png'), fullPage: true });
  await visitorContext.close();

  // The host finds the booking in the listing's calendar.
  await host.goto(`/calendar/${listingId}`);
  await host
    .getByRole('button', { name: /next month/i })
    .first()
    .click();
  await host.getByText('Grace Hopper').first().click();
  await expect(host.getByText('grace@example.com')).toBeVisible();
  await host.screenshot({ path: test.info().outputPath('booking-site-host-calendar.png'), fullPage: true });
  await host.close();
});
