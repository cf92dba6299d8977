import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signUpAsHost } from './helpers';

/**
 * The listings journey of a new host, in one browser session: add a listing, complete it section by section, open
 * it for syncing, archive and unarchive it, copy its pricing to a second listing, and see both in the table and the
 * tiles. Place searches go to the fake places server (e2e/fake-places.ts); iCal imports go to the fake feeds server
 * (e2e/fake-feeds.ts), which knows only Vrbo feeds.
 */
test.describe.configure({ mode: 'serial' });

const FIRST = 'Harbour View Cottage';
const SECOND = 'Garden Flat';
const AIRBNB_ICAL = 'https://www.airbnb.com/calendar/ical/40656947.ics?s=32a0a26548f45a0cfd7ceef309386670';
const SECTIONS = [
  'Property Details',
  'Property Address',
  'Manage Pricing',
  'Booking Settings',
  'Photos',
  'Add iCal Link',
  'Check-In/Out Guides',
];
const ROOM_TYPES = ['Bedroom', 'Kitchen', 'Living room', 'Bathroom', 'Exterior', 'Garden', 'Dining room', 'Entrance'];

let page: Page;
let firstUrl: string;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
});

test.afterAll(async () => {
  await page.close();
});

const section = (name: string) => page.getByRole('region', { name, exact: true });
const mark = (name: string, complete: boolean) =>
  section(name).getByRole('img', { name: complete ? 'Complete' : 'Incomplete', exact: true });
const switchNamed = (name: 'Open' | 'Closed') => page.getByRole('checkbox', { name, exact: true });

/** Presses the button named `button` in `part` (a section or a form of it), then waits for 'Changes saved'. */
async function saveIn(part: Locator, button: string) {
  await part.getByRole('button', { name: button }).click();
  await expectFlash('Changes saved');
}

/** The flash bar shows `text`; it is closed so that the next save's message is a new one. */
async function expectFlash(text: string) {
  const flash = page.getByTestId('flash').filter({ hasText: text });
  await expect(flash).toBeVisible();
  await flash.getByRole('button', { name: 'Close' }).click();
  await expect(flash).toBeHidden();
}

async function addListing(name: string) {
  await page.goto('/properties');
  await page.getByRole('button', { name: 'Add Property' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a listing' });
  await dialog.getByLabel('Listing name').fill(name);
  await dialog.getByRole('button', { name: 'Add listing' }).click();
  await expectFlash('Listing Added');
  await expect(page).toHaveURL(/\/properties\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Ten small, different, real PNGs. */
async function photoFiles() {
  return Promise.all(
    Array.from({ length: 10 }, async (_, index) => ({
      name: `room-${index + 1}.png`,
      mimeType: 'image/png',
      buffer: await sharp({
        create: { width: 320, height: 240, channels: 3, background: { r: 20 * index, g: 120, b: 255 - 20 * index } },
      })
        .png()
        .toBuffer(),
    })),
  );
}

/**
 * Ticks a checkbox, switch or radio card as a keyboard user does: their inputs are visually hidden under the drawn
 * control, which takes the pointer.
 */
async function check(box: Locator) {
  await box.press('Space');
  await expect(box).toBeChecked();
}

test('a new host adds a listing, is told what is missing, completes every section and opens it', async () => {
  test.setTimeout(90_000);
  await signUpAsHost(page, 'Hana', 'Lister');
  await page.goto('/properties');
  await expect(page.getByText("You haven't added any Listings yet.")).toBeVisible();
  await addListing(FIRST);
  firstUrl = page.url();
  await expect(page.getByText('0 of 7 complete')).toBeVisible();
  for (const name of SECTIONS) await expect(mark(name, false)).toBeVisible();

  // Opening an incomplete listing lists its problems.
  await switchNamed('Closed').press('Space');
  const refusal = page.getByRole('alertdialog', { name: 'Could not Open property' });
  await expect(refusal).toBeVisible();
  await expect(
    refusal.getByText(
      `The property "${FIRST}" cannot be activated for syncing until the following issues are corrected:`,
    ),
  ).toBeVisible();
  const problems = refusal.getByRole('listitem');
  for (const problem of [
    'Description: Add a description of the property',
    'Location: Find the address with the address search, so the property has a location on the map',
    'Base rate: Set the base rate',
    'Minimum stay: Set the minimum number of nights',
    'Cancellation policy: Choose a cancellation policy',
    'Photos: Add at least 10 photos (there are 0 so far)',
    'Photos: Choose a main photo',
    'Arrive after: Set the earliest check-in time',
  ]) {
    await expect(problems.filter({ hasText: problem })).toHaveCount(1);
  }
  // An iCal link and the step texts complete the page, but opening does not need them.
  await expect(problems.filter({ hasText: /iCal|check-in step/ })).toHaveCount(0);
  await refusal.getByRole('button', { name: 'OK' }).click();
  await expect(refusal).toBeHidden();
  await expect(switchNamed('Closed')).not.toBeChecked();

  // Property Details, a bedroom and some amenities.
  const details = section('Property Details');
  const detailsForm = details.getByRole('form', { name: 'Property details' });
  await detailsForm
    .getByLabel('Description (maximum 500 words)')
    .fill('A bright fisherman’s cottage above the harbour, two minutes from the beach and the abbey steps.');
  await detailsForm.getByLabel('Type').selectOption('Cottage');
  await detailsForm.getByLabel('Floor', { exact: true }).fill('1');
  await detailsForm.getByLabel('Space (m²)').fill('85');
  await detailsForm.getByLabel('Bathrooms').fill('2');
  await detailsForm.getByLabel('Licence number').fill('STL-2024-0042');
  await check(detailsForm.getByRole('checkbox', { name: /legal to operate/ }));
  await saveIn(detailsForm, 'Save details');

  await details.getByRole('button', { name: 'Add bedroom' }).click();
  const bedroom = details.getByRole('form', { name: 'Bedroom 1' });
  await bedroom.getByLabel('Double beds').fill('1');
  await bedroom.getByLabel('Single beds').fill('2');
  await saveIn(bedroom, 'Add');
  await expect(details.getByText('1 bedroom', { exact: true })).toBeVisible();

  const amenities = details.getByRole('form', { name: 'Amenities' });
  for (const amenity of ['Wifi', 'TV', 'Kitchen', 'Heating', 'BBQ']) {
    await check(amenities.getByRole('checkbox', { name: amenity, exact: true }));
  }
  await saveIn(amenities, 'Save amenities');
  await expect(amenities.getByText(/^5 of \d+ selected$/)).toBeVisible();
  await expect(mark('Property Details', true)).toBeVisible();

  // Property Address: find mode (the fake places server), then form mode, then back.
  const address = section('Property Address');
  await address.getByLabel('Find the address').fill('12 Church Street Whitby');
  await address
    .getByRole('list', { name: 'Suggestions' })
    .getByRole('button', { name: /12 Church Street/ })
    .click();
  const addressForm = address.getByRole('form', { name: 'Property address' });
  await expect(addressForm.getByLabel('Street')).toHaveValue('Church Street');
  await expect(addressForm.getByLabel('Postcode')).toHaveValue('YO22 4AE');
  await expect(addressForm.getByText('54.486600')).toBeVisible();
  await addressForm.getByLabel('House name').fill('Harbour View');
  await saveIn(addressForm, 'Save address');
  const saved = address.getByRole('group', { name: 'Saved address' });
  await expect(saved).toContainText('Harbour View, 12 Church Street');
  await expect(saved).toContainText('54.48660, -0.61140');
  await expect(mark('Property Address', true)).toBeVisible();

  // Manage Pricing: the base rate.
  const pricing = section('Manage Pricing');
  await pricing.getByLabel('Nightly base rate').fill('120');
  await saveIn(pricing, 'Save pricing');
  await expect(mark('Manage Pricing', true)).toBeVisible();

  // Booking Settings.
  const booking = section('Booking Settings');
  await booking.getByLabel('Minimum stay (nights)').fill('2');
  await booking.getByLabel('Days before arrival').fill('1');
  await booking.getByLabel('Standard guests').fill('4');
  await booking.getByLabel('Maximum guests').fill('6');
  await check(booking.getByRole('radio', { name: /Moderate/ }));
  await saveIn(booking, 'Save booking settings');
  await expect(mark('Booking Settings', true)).toBeVisible();

  // Photos: ten uploads, the first offered as the main photo, a room type for each of the others.
  const photos = section('Photos');
  await photos.getByLabel('Upload photos').setInputFiles(await photoFiles());
  for (let index = 2; index <= 10; index++) {
    await photos
      .getByRole('region', { name: `New photo room-${index}.png` })
      .getByLabel('Room type')
      .selectOption({ label: ROOM_TYPES[(index - 2) % ROOM_TYPES.length] as string });
  }
  await expect(photos.getByRole('region', { name: 'New photo room-1.png' }).getByLabel('Room type')).toHaveValue(
    'main',
  );
  await expect(photos.getByText('Uploaded', { exact: true })).toHaveCount(10, { timeout: 20_000 });
  await saveIn(photos, 'Add 10 photos');
  await expect(photos.getByTestId('photo-counter')).toHaveText('10 photos');
  await expect(photos.getByRole('region', { name: /^Photo \d+$/ })).toHaveCount(10);
  await expect(photos.getByLabel('Room type of photo 1', { exact: true })).toHaveValue('main');
  await expect(mark('Photos', true)).toBeVisible();

  // Add iCal Link: stored and listed (the fake feeds server has no Airbnb feed: its import fails, which is fine here).
  const ical = section('Add iCal Link');
  await ical.getByLabel('Calendar URL').fill(AIRBNB_ICAL);
  await expect(ical.getByText('Airbnb calendar')).toBeVisible();
  await saveIn(ical, 'Add link');
  const links = ical.getByRole('list', { name: 'Calendar links' });
  await expect(links.getByRole('listitem')).toHaveCount(1);
  await expect(links.getByRole('listitem').first()).toContainText('Airbnb');
  await expect(links.getByRole('listitem').first()).toContainText(AIRBNB_ICAL);
  await expect(mark('Add iCal Link', true)).toBeVisible();

  // Check-In/Out Guides: the times and the first check-in step.
  const guides = section('Check-In/Out Guides');
  await guides.getByLabel('Arrive after').fill('16:00');
  await guides.getByLabel('Arrive before').fill('21:30');
  await guides.getByLabel('Depart before').fill('10:00');
  await guides.getByLabel('Check-in step 1 description').fill('The key safe is left of the blue door; code 4821.');
  await saveIn(guides, 'Save guides');
  await expect(mark('Check-In/Out Guides', true)).toBeVisible();
  await expect(page.getByText('7 of 7 complete')).toBeVisible();

  // Every save survived: a reload shows the stored values.
  await page.reload();
  await expect(page.getByText('7 of 7 complete')).toBeVisible();
  for (const name of SECTIONS) await expect(mark(name, true)).toBeVisible();
  await expect(section('Property Details').getByLabel('Type')).toHaveValue('Cottage');
  await expect(section('Property Details').getByLabel('Licence number')).toHaveValue('STL-2024-0042');
  await expect(section('Property Details').getByRole('checkbox', { name: 'BBQ', exact: true })).toBeChecked();
  await expect(section('Property Address').getByRole('group', { name: 'Saved address' })).toContainText(
    'Whitby YO22 4AE',
  );
  await expect(section('Manage Pricing').getByLabel('Nightly base rate')).toHaveValue('120');
  await expect(section('Booking Settings').getByLabel('Maximum guests')).toHaveValue('6');
  await expect(section('Booking Settings').getByRole('radio', { name: /Moderate/ })).toBeChecked();
  await expect(section('Photos').getByTestId('photo-counter')).toHaveText('10 photos');
  await expect(section('Add iCal Link').getByRole('list', { name: 'Calendar links' })).toContainText('Airbnb');
  await expect(section('Check-In/Out Guides').getByLabel('Arrive before')).toHaveValue('21:30');

  // Complete: it opens.
  await switchNamed('Closed').press('Space');
  await expect(switchNamed('Open')).toBeChecked();
  await page.reload();
  await expect(switchNamed('Open')).toBeChecked();
});

test('archiving closes the listing and makes the switch unavailable; unarchiving brings it back', async () => {
  await page.goto(firstUrl);
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  const archive = page.getByRole('alertdialog', { name: 'Archive this listing?' });
  await archive.getByRole('button', { name: 'Archive listing' }).click();
  await expectFlash('Property archived');
  await expect(archive).toBeHidden();
  await expect(page.getByText('Archived', { exact: true })).toBeVisible();
  await expect(switchNamed('Closed')).toBeDisabled();
  await expect(page.getByTestId('activation-unavailable')).toBeVisible();

  await page.getByRole('button', { name: 'Unarchive', exact: true }).click();
  const unarchive = page.getByRole('alertdialog', { name: 'Unarchive this listing?' });
  await unarchive.getByRole('button', { name: 'Unarchive listing' }).click();
  await expectFlash('Property unarchived');
  await expect(page.getByRole('button', { name: 'Archive', exact: true })).toBeVisible();
  await expect(switchNamed('Closed')).toBeEnabled();

  // Still complete: it opens again.
  await switchNamed('Closed').press('Space');
  await expect(switchNamed('Open')).toBeChecked();
});

test('a second listing copies its pricing from the first', async () => {
  await addListing(SECOND);
  const pricing = section('Manage Pricing');
  await expect(pricing.getByLabel('Nightly base rate')).toHaveValue('');
  await pricing.getByRole('button', { name: 'Copy from another listing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy pricing from another listing' });
  await expect(dialog.getByText('This will overwrite your pricing options, except manual overrides.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy and overwrite' }).click();
  await expect(dialog.getByText('You must select a listing')).toBeVisible();
  await dialog.getByLabel('Copy from').selectOption({ label: FIRST });
  await dialog.getByRole('button', { name: 'Copy and overwrite' }).click();
  await expectFlash(`Pricing copied from ${FIRST}`);
  await expect(dialog).toBeHidden();
  await expect(pricing.getByLabel('Nightly base rate')).toHaveValue('120');
  await expect(mark('Manage Pricing', true)).toBeVisible();
  await page.reload();
  await expect(section('Manage Pricing').getByLabel('Nightly base rate')).toHaveValue('120');
});

test('the table shows both listings with price and status; the tiles put the open one first', async () => {
  await page.goto('/properties');
  const table = page.getByRole('table', { name: 'Listings' });
  const row = (name: string) => table.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row(FIRST)).toContainText('£120');
  await expect(row(FIRST)).toContainText('Open');
  await expect(row(FIRST)).toContainText('2 nights');
  await expect(row(SECOND)).toContainText('£120');
  await expect(row(SECOND)).toContainText('Closed');

  await page.getByRole('link', { name: 'Tiles' }).click();
  await expect(page).toHaveURL(/\/properties\/list$/);
  const tiles = page.getByRole('list', { name: 'Listings' }).getByRole('article');
  await expect(tiles).toHaveCount(2);
  await expect(tiles.nth(0)).toHaveAccessibleName(FIRST);
  await expect(tiles.nth(0)).toContainText('Open');
  await expect(tiles.nth(0)).toContainText('Whitby');
  await expect(tiles.nth(1)).toHaveAccessibleName(SECOND);
  await expect(tiles.nth(1)).toContainText('Closed');

  await tiles.nth(1).getByRole('link', { name: SECOND }).click();
  await expect(page.getByRole('heading', { level: 1, name: SECOND })).toBeVisible();
});
