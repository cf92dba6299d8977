import { expect, test } from '@playwright/test';
import {
  addPricedListing,
  addTwoNightsFromToday,
  DESKTOP,
  localToday,
  PHONE,
  screenshots,
  signUpAsHost,
} from './helpers';

// The shared machine is slow: first loads of a page's chunk can take tens of seconds while other suites run.
test.setTimeout(180_000);
expect.configure({ timeout: 20_000 });

/** Tall viewports: the whole year fits a screenshot. */
const TALL = { desktop: { ...DESKTOP, height: 2200 }, phone: { ...PHONE, height: 3400 }, settleMs: 300 };

/** The sales table's month label ('Nov 26'). */
const monthLabel = (day: string) =>
  new Date(`${day.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });

test('a host reads the year, picks a listing and a month, and finds a listing from the header box', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signUpAsHost(page, 'Ana', 'Lytics');
  await page.getByRole('navigation').getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL('/analytics');
  await expect(page.getByRole('heading', { name: 'Annual sales' })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('No purchases this month')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Overall ratings' })).toContainText(
    "You haven't received any feedback yet.",
  );
  await expect(page.getByRole('region', { name: 'Services sold' })).toContainText('None last month to compare with');
  await screenshots(page, 'analytics-empty', TALL);

  const cottage = await addPricedListing(page, 'Harbour View Cottage', 120);
  const mill = await addPricedListing(page, 'Old Mill', 90);
  const today = localToday();
  await addTwoNightsFromToday(page, cottage, 'Grace Hopper');
  await page.reload();

  // The chart's numbers, in its table: this month's direct booking at its quoted price.
  const sales = page.getByRole('region', { name: 'Annual sales' });
  await expect(sales.getByRole('img', { name: /Line chart of the last 12 months/ })).toBeVisible({ timeout: 45_000 });
  await sales.getByText('Show the numbers').click();
  const thisMonth = sales.getByRole('row', { name: new RegExp(`^${monthLabel(today)}`) });
  await expect(thisMonth.getByRole('cell').nth(1)).toHaveText('£240'); // 2 nights × £120, the stored quote
  await expect(thisMonth.getByRole('cell').nth(2)).toHaveText('£0');
  const ratings = page.getByRole('region', { name: 'Overall ratings' });
  await expect(ratings.getByRole('link', { name: 'Harbour View Cottage' })).toHaveAttribute(
    'href',
    `/properties/${cottage}`,
  );
  await expect(ratings.getByRole('row', { name: /Old Mill/ })).toContainText('Not rated yet');
  await screenshots(page, 'analytics', TALL);

  // One listing: its figures only, and the pick stays in the address.
  await page.getByRole('combobox', { name: 'Listing' }).selectOption({ label: 'Old Mill' });
  await expect(page).toHaveURL(`/analytics?listing=${mill}`);
  await expect(ratings.getByRole('link', { name: 'Harbour View Cottage' })).toHaveCount(0);
  await expect(thisMonth.getByRole('cell').nth(1)).toHaveText('£0');

  // Another month of the transaction history.
  const lastYear = `${Number(today.slice(0, 4)) - 1}-${today.slice(5, 7)}`;
  await page.getByLabel('Month', { exact: true }).fill(lastYear);
  await expect(page).toHaveURL(`/analytics?listing=${mill}&month=${lastYear}`);
  await expect(page.getByRole('region', { name: 'Monthly transactions' })).toContainText('No purchases this month');

  // The header box: top hits while typing, Enter for the results page.
  const search = page.getByRole('banner').getByLabel('Search');
  await search.pressSequentially('harbour', { delay: 30 });
  const hits = page.getByRole('region', { name: 'Top hits' });
  await expect(hits.getByRole('link', { name: 'Harbour View Cottage' })).toHaveAttribute(
    'href',
    `/properties/${cottage}`,
  );
  await page.screenshot({ path: test.info().outputPath('search-dropdown-desktop.png') });
  await search.press('Enter');
  await expect(page).toHaveURL('/search/harbour');
  await expect(hits).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Listings' }).getByRole('link', { name: 'Harbour View Cottage' }),
  ).toBeVisible();
});
