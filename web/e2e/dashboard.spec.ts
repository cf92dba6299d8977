import { expect, test } from '@playwright/test';
import { addPricedListing, addTwoNightsFromToday, DESKTOP, localToday, screenshots, signUpAsHost } from './helpers';

// The shared machine is slow: first loads of a page's chunk can take tens of seconds while other suites run.
test.setTimeout(180_000);
expect.configure({ timeout: 20_000 });

test('a new host sees honest empty tiles, then a booking in the week and its listing in the month', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signUpAsHost(page, 'Dash', 'Board');
  await expect(page.getByText("You haven't received any feedback yet.")).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('No purchases this month').first()).toBeVisible();
  await expect(page.getByText("You haven't received any feedback yet.")).toBeVisible();
  await screenshots(page, 'dashboard-empty');

  const id = await addPricedListing(page, 'Harbour View Cottage');
  const today = localToday();
  const bookingId = await addTwoNightsFromToday(page, id, 'Grace Hopper');
  await page.reload();

  const tiles = page.getByRole('region', { name: 'This month' });
  await expect(tiles.getByText('Harbour View Cottage')).toBeVisible({ timeout: 45_000 });
  const agenda = page.getByRole('region', { name: 'This week' });
  const todayCell = agenda.locator('[aria-current="date"]');
  await expect(todayCell).toContainText('Today');
  await expect(todayCell.getByRole('link', { name: /Grace Hopper/ })).toBeVisible();

  const month = page.getByRole('grid', { name: /Harbour View Cottage/ });
  await expect(month.getByRole('gridcell', { name: `${today}, Booked` })).toBeVisible();

  const channels = page.getByRole('region', { name: 'Channels' });
  await expect(channels.getByRole('row', { name: /Harbour View Cottage/ })).toContainText('Not connected');
  await screenshots(page, 'dashboard');

  await todayCell.getByRole('link', { name: /Grace Hopper/ }).click();
  await expect(page).toHaveURL(`/calendar/${id}/${bookingId}`);
});

test('a host connects a channel on /channels, sees a failing link in words, and syncs it again', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUpAsHost(page, 'Chan', 'Nel');
  await addPricedListing(page, 'Old Mill');
  await page.goto('/channels');
  const listing = page.getByRole('region', { name: 'Old Mill' });
  await expect(listing.getByRole('group', { name: 'Airbnb' })).toContainText('Not connected', { timeout: 45_000 });

  await listing.getByRole('button', { name: 'Add or fix a link' }).click();
  const feed = `/icalendar/${Date.now().toString(16)}.ics`;
  await listing.getByLabel('Calendar URL').fill(`https://www.vrbo.com${feed}`);
  await listing.getByRole('button', { name: 'Add link' }).click();
  await expect(listing.getByRole('group', { name: 'HomeAway' })).toContainText('Connected');

  // An Airbnb export the (fake) channel does not know: the fetch fails and the page says why.
  await listing
    .getByLabel('Calendar URL')
    .fill('https://www.airbnb.co.uk/calendar/ical/40656947.ics?s=32a0a26548f45a0c');
  await listing.getByRole('button', { name: 'Add link' }).click();
  const airbnb = listing.getByRole('group', { name: 'Airbnb' });
  await expect(airbnb).toContainText('Connected, last sync failed');
  await expect(airbnb).toContainText('Last sync failed');
  await airbnb.getByRole('button', { name: 'Sync the Airbnb link now' }).click();
  await expect(airbnb).toContainText('Last sync failed');
  await listing.getByRole('button', { name: 'Close links' }).click();
  await screenshots(page, 'channels');

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Channels' }).getByRole('row', { name: /Old Mill/ })).toContainText(
    'last sync failed',
    { timeout: 45_000 },
  );
});

test('a host searches from the header: Enter opens four columns, typing there updates them', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUpAsHost(page, 'Sea', 'Rcher');
  await addPricedListing(page, 'Crème Cottage');
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill('CREME');
  await box.press('Enter');
  await expect(page).toHaveURL('/search/CREME');
  const listings = page.getByRole('region', { name: 'Listings' });
  await expect(listings.getByRole('link', { name: 'Crème Cottage' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Messages' })).toContainText('No results');
  await screenshots(page, 'search');

  await box.fill('nothing here');
  await expect(page).toHaveURL('/search/nothing%20here');
  await expect(listings).toContainText('No results');
  await box.fill('cott');
  await expect(listings.getByRole('link', { name: 'Crème Cottage' })).toBeVisible();
  await listings.getByRole('link', { name: 'Crème Cottage' }).click();
  await expect(page).toHaveURL(/\/properties\/\d+$/);
});
