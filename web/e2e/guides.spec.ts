import { expect as baseExpect, test, type Page } from '@playwright/test';
import { placesPort } from './fake-places';
import { graphql, screenshots, signUpAsHost } from './helpers';

// The machines that run this are shared and slow: lazy chunks may take a while to arrive.
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = process.env.GUIDE_SHOTS_DIR;
/** Desktop and phone screenshots of the current screen (for looking at them; kept only when asked). */
const shot = (page: Page, name: string) => screenshots(page, name, { dir: SHOTS });

test.beforeEach(async ({ page }) => {
  // Nothing leaves the machine: the video player and any map tiles are blocked.
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
});

test('a host fills the home guide and the wifi details', async ({ page }) => {
  test.setTimeout(180_000); // a long journey, with screenshots at two widths
  await signUpAsHost(page);
  const { addProperty } = await graphql<{ addProperty: { id: string } }>(
    page,
    'mutation { addProperty(name: "Harbour View Cottage") { id } }',
  );
  const id = addProperty.id;

  await page.goto(`/properties/${id}/home-guide`);
  await expect(page.getByText('Your home guide is empty')).toBeVisible();
  await shot(page, 'home-guide-empty');

  await page.getByRole('link', { name: 'Add New: Heating' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add to Home Guide' })).toBeVisible();
  await page.getByLabel('Title').fill('Boiler');
  await page.getByLabel('Description').fill('The boiler is in the kitchen cupboard.\nPress reset twice if it stops.');
  await page.getByLabel('Video').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await expect(page.locator('iframe[title="Boiler"]')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  );
  await shot(page, 'home-guide-add');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/properties/${id}/home-guide`);
  const heating = page.getByRole('region', { name: /Heating/ });
  await expect(heating.getByRole('link', { name: 'Edit Boiler' })).toBeVisible();
  await page.getByRole('link', { name: 'Add New: Bins' }).click();
  await page.getByLabel('Title').fill('Recycling day');
  await page.getByLabel('Description').fill('Blue bin out on Tuesday night.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('region', { name: /Bins/ }).getByRole('link', { name: 'Edit Recycling day' }),
  ).toBeVisible();
  await shot(page, 'home-guide-overview');

  await heating.getByRole('link', { name: 'Edit Boiler' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Home Guide entry' })).toBeVisible();
  await page.getByLabel('Title').fill('x'.repeat(51));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Too long')).toBeVisible();
  await page.getByLabel('Title').fill('Combi boiler');
  await shot(page, 'home-guide-edit');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(heating.getByRole('link', { name: 'Edit Combi boiler' })).toBeVisible();

  await heating.getByRole('link', { name: 'Edit Combi boiler' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Combi boiler');
  await shot(page, 'home-guide-delete');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(`/properties/${id}/home-guide`);
  await expect(heating.getByRole('link', { name: /boiler/i })).toHaveCount(0);

  await page.getByRole('link', { name: 'Wifi details' }).click();
  await expect(page).toHaveURL(`/properties/${id}/wifi`);
  await page.getByLabel('Network name').fill('HarbourView');
  await page.getByLabel('Password').fill('kippers-and-tea');
  await page.getByLabel('Notes').fill('The router is under the stairs.');
  await page.getByRole('button', { name: 'Save wifi details' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  await shot(page, 'wifi');
  await page.reload();
  await expect(page.getByLabel('Password')).toHaveValue('kippers-and-tea');
});

test('a host builds a local guide from a nearby place search and copies it onto another listing', async ({ page }) => {
  test.setTimeout(180_000);
  const tiles: string[] = [];
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/tiles/')) tiles.push(url.origin);
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol !== 'data:' && url.protocol !== 'blob:') {
      elsewhere.push(request.url());
    }
  });
  await signUpAsHost(page);
  const add = async (name: string) =>
    (
      await graphql<{ addProperty: { id: string } }>(
        page,
        'mutation($name: String!) { addProperty(name: $name) { id } }',
        {
          name,
        },
      )
    ).addProperty.id;
  const id = await add('Whitby Harbour House');
  const other = await add('Whitby Sea Loft');
  await graphql(
    page,
    'mutation($id: ID!) { updatePropertyAddress(id: $id, input: { addressLatitude: 54.486, addressLongitude: -0.6133 }) { id } }',
    { id },
  );

  await page.goto(`/properties/${id}/local-guide`);
  await expect(page.getByText('Your local guide is empty')).toBeVisible();
  // The map: the listing alone, its tiles from the configured (here: local) tile server.
  const map = page.getByRole('region', { name: 'Map of the listing and its local guide places' });
  await expect(map.locator('.map-listing')).toHaveCount(1);
  await expect(map.locator('.map-place')).toHaveCount(0);
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  await expect(map).toContainText('© OpenStreetMap contributors');
  await shot(page, 'local-guide-empty');
  await page.getByRole('link', { name: 'Add New: Hotspots' }).click();
  await page.getByRole('searchbox', { name: 'Search nearby places' }).fill('Whitby');
  // Nearest first, each with its distance from the listing.
  const suggestions = page.getByRole('list', { name: 'Suggestions' }).getByRole('button');
  await expect(suggestions).toHaveCount(3);
  await expect(suggestions.nth(0)).toContainText('12 Church Street');
  await expect(suggestions.nth(0)).toContainText('140 m');
  await expect(suggestions.nth(1)).toContainText('The Magpie Cafe');
  await expect(suggestions.nth(2)).toContainText('Whitby Abbey');
  await shot(page, 'local-guide-search');
  await page.getByRole('button', { name: /The Magpie Cafe/ }).click();
  await expect(page.getByLabel('Name')).toHaveValue('The Magpie Cafe');
  await page.getByLabel('Category').selectOption('food');
  await page.getByLabel('Price').selectOption('2');
  await shot(page, 'local-guide-add');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Local Guide Added')).toBeVisible();
  const hotspots = page.getByRole('region', { name: /Hotspots/ });
  await expect(hotspots.getByRole('link', { name: 'Edit The Magpie Cafe' })).toContainText('££');
  await expect(map.locator('.map-place')).toHaveCount(1);
  await shot(page, 'local-guide-overview');
  await map.scrollIntoViewIfNeeded();
  await shot(page, 'local-guide-map');

  await page.getByRole('link', { name: 'Add New: Essentials' }).click();
  await page.getByRole('button', { name: 'Manually enter details' }).click();
  await page.getByLabel('Name').fill('Corner Pharmacy');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Local Guide Added')).toBeVisible();
  await page.getByRole('link', { name: 'Edit Corner Pharmacy' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('Corner Pharmacy'); // no placeId: manual mode at once
  await page.getByLabel('Why you recommend it').fill('Open until 10pm.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Local Guide Saved')).toBeVisible();

  // "Cafés near here": the category's places around the listing (Overpass), nearest first, before anything is typed.
  await page.goto(`/properties/${id}/local-guide/add/cafe`);
  const cafes = page.getByRole('list', { name: 'Suggestions' }).getByRole('button');
  await expect(cafes).toHaveCount(3);
  await expect(page.getByText('Cafés within 2 km of the listing, nearest at the top')).toBeVisible();
  await expect(cafes.nth(0)).toContainText("Botham's of Whitby");
  await expect(cafes.nth(1)).toContainText('Sanders Yard');
  await expect(cafes.nth(2)).toContainText('The Magpie Cafe');
  await shot(page, 'local-guide-nearby-cafes');
  await cafes.nth(0).click();
  await expect(page.getByLabel('Name')).toHaveValue("Botham's of Whitby");
  await expect(page.getByLabel('Website')).toHaveValue('https://www.botham.co.uk/');

  // A place photo the maps service could not give (OpenStreetMap has none): the entry is saved, and says so.
  const { createLocalGuide: noPhoto } = await graphql<{ createLocalGuide: { id: string; placePhotoStatus: string } }>(
    page,
    'mutation($p: ID!, $i: LocalGuideInput!) { createLocalGuide(propertyId: $p, input: $i) { id placePhotoStatus } }',
    { p: id, i: { name: 'Whitby Abbey', type: 'hotspot', placeId: 'W26538400', placesPhotoReference: 'AUc7tXabbey' } },
  );
  expect(noPhoto.placePhotoStatus).toBe('unavailable');
  await page.goto(`/properties/${id}/local-guide/${noPhoto.id}`);
  await expect(page.getByText("The place's photo could not be fetched from the maps service")).toBeVisible();
  await shot(page, 'local-guide-photo-unavailable');

  await page.goto(`/properties/${other}/local-guide`);
  await page.getByRole('button', { name: 'Copy from another listing' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('This can only be done once, and cannot be reversed');
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByText('You must select a listing')).toBeVisible();
  await dialog.getByLabel('Copy from').selectOption({ label: 'Whitby Harbour House' });
  await shot(page, 'local-guide-copy');
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('link', { name: 'Edit The Magpie Cafe' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Corner Pharmacy' })).toBeVisible();

  // Every tile came from the local tile server; nothing was asked of the internet.
  expect(tiles.length).toBeGreaterThan(0);
  expect(new Set(tiles)).toEqual(new Set([`http://127.0.0.1:${placesPort(Number(process.env.E2E_PORT ?? 4100))}`]));
  expect(elsewhere).toEqual([]);
});
