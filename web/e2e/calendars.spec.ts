import { expect, test, type Page } from '@playwright/test';
import { feedsOrigin, vrboFeedDates } from './fake-feeds';
import { addPricedListing, signUpAsHost } from './helpers';

/**
 * The single-property calendar of a new host (one per test, each with a listing at £120 a night, 2 nights
 * minimum): select nights, override them, block them, book them directly, find the stay in the export feed,
 * download its invoice, and cancel a Vrbo stay imported from the fake feeds server (e2e/fake-feeds.ts).
 */
test.describe.configure({ timeout: 60_000 });

const DAY = 864e5;
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const compact = (iso: string) => iso.replaceAll('-', '');
const monthLabel = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Day `day` of next month: always to come, always one click on 'Next month' away. */
function nextMonthDay(day: number) {
  const today = new Date(Date.now());
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, day)).toISOString().slice(0, 10);
}

const cell = (page: Page, date: string) => page.getByRole('gridcell', { name: new RegExp(`^${date}`) });
const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function expectFlash(page: Page, text: string) {
  const flash = page.getByTestId('flash').filter({ hasText: text });
  await expect(flash).toBeVisible();
  await flash.getByRole('button', { name: 'Close' }).click();
  await expect(flash).toBeHidden();
}

/** Pages from the month on screen to the month of `date`, and waits for its nights' rates. */
async function showMonth(page: Page, date: string) {
  const months = (label: string) => {
    const parsed = new Date(`1 ${label} 00:00Z`);
    return parsed.getUTCFullYear() * 12 + parsed.getUTCMonth();
  };
  const heading = page.getByRole('heading', { level: 2 }).filter({ hasText: /^[A-Z][a-z]+ \d{4}$/ });
  const target = monthLabel(date);
  for (let step = 0; step < 24 && (await heading.textContent()) !== target; step++) {
    const forward = months(target) > months((await heading.textContent()) ?? '');
    await page.getByRole('button', { name: forward ? 'Next month' : 'Previous month' }).click();
  }
  await expect(heading).toHaveText(target);
  await expect(cell(page, date)).toContainText('£');
}

/** Selects the nights `start` to `end` in the grid, as a host does: the first night, then the last. */
async function selectNights(page: Page, listingId: string, start: string, end: string) {
  await cell(page, start).click();
  await expect(panel(page, 'Selection started')).toBeVisible();
  await cell(page, end).click();
  await expect(page).toHaveURL(`/calendar/${listingId}/${start}~${end}`);
  await expect(panel(page, 'Selected dates')).toBeVisible();
}

async function newHostWithListing(page: Page, name: string) {
  await signUpAsHost(page, 'Cara', 'Lendar');
  const id = await addPricedListing(page, name);
  await page.goto(`/calendar/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return id;
}

/** The listing's export feed, through the link its property page shows in the iCal section. */
async function exportFeed(page: Page, listingId: string) {
  await page.goto(`/properties/${listingId}`);
  const link = page.getByRole('region', { name: 'Add iCal Link', exact: true }).getByLabel('Calendar export link');
  const url = await link.inputValue();
  expect(url).toMatch(/\/api\/ical\/[\w-]+\.ics$/);
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/calendar');
  return response.text();
}

test('a host selects nights and overrides their rate and minimum stay, seen at once without a reload', async ({
  page,
}) => {
  const id = await newHostWithListing(page, 'Harbour View Cottage');
  const [start, end] = [nextMonthDay(10), nextMonthDay(12)];
  await showMonth(page, start);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  await selectNights(page, id, start, end);
  await expect(panel(page, 'Selected dates')).toContainText('3 nights');
  await page.screenshot({ path: test.info().outputPath('calendar-selection.png'), fullPage: true });

  const override = page.getByRole('form', { name: 'Override' });
  await override.getByLabel('Nightly rate (£)').fill('150');
  await override.getByRole('button', { name: 'Save override' }).click();
  await expectFlash(page, 'Override saved');
  for (const date of [start, addDays(start, 1), end]) {
    await expect(cell(page, date)).toContainText('£150');
    await expect(cell(page, date)).toHaveAttribute('aria-label', /overridden/);
  }
  await expect(cell(page, addDays(end, 1))).toContainText('£120');

  await override.getByLabel('Min nights').fill('4');
  await override.getByRole('button', { name: 'Save override' }).click();
  await expectFlash(page, 'Override saved');
  await page.getByRole('button', { name: 'Min Nights' }).click();
  await expect(cell(page, start)).toContainText('4 nights');
  await expect(cell(page, addDays(end, 1))).toContainText('2 nights');

  await panel(page, 'Selected dates').getByRole('button', { name: 'Clear overrides' }).click();
  await expectFlash(page, 'Overrides cleared');
  await expect(cell(page, start)).toContainText('2 nights');
  await page.getByRole('button', { name: 'Rate', exact: true }).click();
  await expect(cell(page, start)).toContainText('£120');
  await expect(cell(page, start)).not.toHaveAttribute('aria-label', /overridden/);

  // Every change came through the cache: the page never reloaded.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(page).toHaveURL(`/calendar/${id}/${start}~${end}`);
});

test('a host blocks nights, finds them blocked after a reload, and unblocks them', async ({ page }) => {
  const id = await newHostWithListing(page, 'Garden Flat');
  const [start, end] = [nextMonthDay(15), nextMonthDay(17)];
  await showMonth(page, start);
  await selectNights(page, id, start, end);

  const selected = panel(page, 'Selected dates');
  await selected.getByRole('button', { name: 'Block dates', exact: true }).click();
  await expectFlash(page, 'Dates blocked');
  for (const date of [start, addDays(start, 1), end]) {
    await expect(cell(page, date)).toHaveAttribute('aria-label', /, blocked/);
    await expect(cell(page, date)).toContainText('Blocked');
  }
  await expect(cell(page, addDays(end, 1))).not.toHaveAttribute('aria-label', /blocked/);
  // Every night is blocked: no more blocking, no override, no direct booking.
  await expect(selected.getByRole('button', { name: 'Block dates', exact: true })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Override' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Add direct booking' })).toHaveCount(0);

  // The blocked nights are in the export feed, for the channels.
  expect(await exportFeed(page, id)).toMatch(
    new RegExp(`DTSTART;VALUE=DATE:${compact(start)}\\r?\\nDTEND;VALUE=DATE:${compact(addDays(end, 1))}`),
  );

  await page.goto(`/calendar/${id}/${start}~${end}`);
  await expect(cell(page, start)).toHaveAttribute('aria-label', /, blocked/);
  await panel(page, 'Selected dates').getByRole('button', { name: 'Unblock dates', exact: true }).click();
  await expectFlash(page, 'Dates unblocked');
  for (const date of [start, addDays(start, 1), end]) {
    await expect(cell(page, date)).not.toHaveAttribute('aria-label', /blocked/);
  }
  await expect(panel(page, 'Selected dates').getByRole('button', { name: 'Block dates', exact: true })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Add direct booking' })).toBeVisible();
});

test('a direct booking shows on the calendar and in the export feed, has a PDF invoice, and can be deleted', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const id = await newHostWithListing(page, 'Quay Loft');
  const [start, end] = [nextMonthDay(5), nextMonthDay(7)];
  const checkout = addDays(end, 1);
  await showMonth(page, start);
  await selectNights(page, id, start, end);

  const form = page.getByRole('form', { name: 'Add direct booking' });
  await form.getByLabel('Guest name').fill('Ada Lovelace');
  await form.getByLabel('Guests').fill('2');
  await form.getByLabel('Payment method').fill('Bank transfer');
  await form.getByRole('button', { name: 'Add booking' }).click();
  await expectFlash(page, 'Direct booking added');
  const added = page.getByRole('status', { name: 'Booking added' });
  await expect(added).toContainText('Booked for Ada Lovelace');
  await expect(added).toContainText('£360');

  const bar = page.getByRole('button', { name: `Ada Lovelace, Direct: ${start} to ${checkout}` });
  await bar.first().click();
  await expect(page).toHaveURL(new RegExp(`/calendar/${id}/\\d+$`));
  const detail = panel(page, 'Booking detail');
  await expect(detail.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
  await expect(detail).toContainText('Direct booking');
  await expect(detail).toContainText('Bank transfer');
  await expect(detail.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('direct-booking-detail.png'), fullPage: true });

  // The invite link, copied.
  await detail.getByRole('button', { name: 'Copy link' }).click();
  await expect(detail.getByRole('button', { name: 'Copied' })).toBeVisible();
  const invite = await detail.getByTestId('invite-link').textContent();
  expect(invite).toMatch(/\/invite\/\d+\/ada-lovelace/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(invite);

  // The invoice opens in a new tab, and is a real PDF.
  const invoice = detail.getByRole('link', { name: 'Download invoice' });
  await expect(invoice).toHaveAttribute('target', '_blank');
  const href = await invoice.getAttribute('href');
  expect(href).toMatch(/^\/api\/booking-invoice\/pdf\/\d+\?bearer=/);
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const calendarUrl = page.url();

  // The stay is in the export feed, as all-day dates from arrival to checkout.
  const stay = new RegExp(`DTSTART;VALUE=DATE:${compact(start)}\\r?\\nDTEND;VALUE=DATE:${compact(checkout)}`);
  expect(await exportFeed(page, id)).toMatch(stay);

  // Deleting it asks first, then frees the nights, here and in the feed.
  await page.goto(calendarUrl);
  await panel(page, 'Booking detail').getByRole('button', { name: 'Delete booking' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this booking?' })
    .getByRole('button', { name: 'Delete for good' })
    .click();
  await expectFlash(page, 'Booking deleted');
  await expect(page).toHaveURL(`/calendar/${id}`);
  await expect(bar).toHaveCount(0);
  expect(await exportFeed(page, id)).not.toMatch(stay);
});

test('a host imports a Vrbo calendar and cancels a stay from the portal; it stays cancelled through the syncs', async ({
  page,
}) => {
  const id = await newHostWithListing(page, 'Abbey Steps House');
  const feed = `/icalendar/${Date.now().toString(16)}${Math.floor(Math.random() * 1e6).toString(16)}.ics`;
  const { guest, stay, block } = vrboFeedDates();

  // Adding the link imports the feed at once.
  await page.goto(`/properties/${id}`);
  const ical = page.getByRole('region', { name: 'Add iCal Link', exact: true });
  await ical.getByLabel('Calendar URL').fill(`https://www.vrbo.com${feed}`);
  await ical.getByRole('button', { name: 'Add link' }).click();
  await expectFlash(page, 'Changes saved');
  const link = ical.getByRole('list', { name: 'Calendar links' }).getByRole('listitem');
  await expect(link).toContainText('Vrbo');
  await expect(link).toContainText('1 booking');
  await expect(link).not.toContainText('Last sync failed');

  await page.goto(`/calendar/${id}`);
  await showMonth(page, stay.start);
  const bar = page.getByRole('button', { name: `${guest}, Vrbo: ${stay.start} to ${stay.end}` }).first();
  await bar.click();
  const detail = panel(page, 'Booking detail');
  await expect(detail.getByRole('heading', { name: guest })).toBeVisible();
  await expect(detail).toContainText('Vrbo');
  await expect(detail.getByRole('button', { name: 'Delete booking' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('vrbo-booking-detail.png'), fullPage: true });

  // Cancel asks first; 'Keep it' changes nothing.
  await detail.getByRole('button', { name: 'Cancel booking' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toBeHidden();
  await detail.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(confirm).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('vrbo-cancel-confirm.png'), fullPage: true });
  await confirm.getByRole('button', { name: 'Request cancellation' }).click();
  await expectFlash(page, 'Cancellation of this booking has been initiated');
  const cancelledBar = page.getByRole('button', { name: `${guest}, Vrbo, Cancelled: ${stay.start} to ${stay.end}` });
  const expectCancelled = async () => {
    const shown = panel(page, 'Booking detail');
    await expect(shown.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(shown.getByRole('heading', { name: guest })).toHaveCSS('text-decoration-line', 'line-through');
    await expect(shown.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
    await showMonth(page, stay.start);
    await expect(cancelledBar.first()).toBeVisible();
  };
  await expectCancelled();
  await page.screenshot({ path: test.info().outputPath('vrbo-cancelled.png'), fullPage: true });
  const bookingUrl = page.url();

  // A sync while Vrbo still lists the stay does not bring it back; nor does one after Vrbo dropped it.
  const syncNow = async () => {
    await page.goto(`/properties/${id}`);
    const synced = page.waitForResponse(
      (response) => response.url().endsWith('/graphql') && !!response.request().postData()?.includes('syncIcalLink'),
    );
    await ical.getByRole('button', { name: 'Sync the Vrbo link now' }).click();
    expect((await synced).ok()).toBe(true);
    await expect(link).not.toContainText('Last sync failed');
    await page.goto(bookingUrl);
    await expectCancelled();
  };
  await syncNow();
  expect((await page.request.post(`${feedsOrigin()}${feed}/cancel`)).status()).toBe(204);
  await syncNow();
  // The feed's blocked period is on the calendar too.
  await showMonth(page, block.start);
  await expect(cell(page, block.start)).toHaveAttribute('aria-label', /, blocked/);
});
