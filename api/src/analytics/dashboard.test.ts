import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, violationsOf, withTestApp, type SignedInUser } from '../test/app.js';
import {
  generateDataSet,
  insertExtras,
  type GeneratedBooking,
  type GeneratedLineItem,
} from '../test/analytics-data.js';
import { testDatabases } from '../test/databases.js';
import { addProperty } from '../test/listings.js';
import { addDays, monthStart, percentChange, startOfDayIn, weekStart } from './periods.js';

/** The figures again, from the generated rows in plain JavaScript: the oracle the SQL must agree with. */
function expected(
  bookings: GeneratedBooking[],
  items: GeneratedLineItem[],
  names: Map<number, string>,
  { today, timeZone, currency }: { today: string; timeZone: string; currency: string },
) {
  const month = monthStart(today);
  const next = monthStart(today, 1);
  const previous = monthStart(today, -1);
  const live = bookings.filter((booking) => booking.deletedAt === null);
  const starting = (from: string, to: string) => live.filter((b) => b.startDate >= from && b.startDate < to).length;
  const at = (day: string) => startOfDayIn(day, timeZone);
  const sold = (from: string, to: string) =>
    items
      .filter((item) => item.currency === currency && item.createdAt >= at(from) && item.createdAt < at(to))
      .reduce((sum, item) => sum + item.quantity * item.price, 0);
  const trend = (thisMonth: number, lastMonth: number) => ({
    thisMonth,
    lastMonth,
    change: percentChange(thisMonth, lastMonth),
  });

  const byService = new Map<number, number>();
  for (const item of items) {
    if (item.serviceId === null || item.createdAt < at(month) || item.createdAt >= at(next)) continue;
    byService.set(item.serviceId, (byService.get(item.serviceId) ?? 0) + item.quantity);
  }
  const [topService] = [...byService].sort((a, b) => b[1] - a[1] || a[0] - b[0]);

  const nights = new Map<number, number>();
  const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
  for (const b of live) {
    const from = b.startDate > month ? b.startDate : month;
    const to = b.endDate < next ? b.endDate : next;
    if (to > from) nights.set(b.propertyId, (nights.get(b.propertyId) ?? 0) + dayNumber(to) - dayNumber(from));
  }
  const [topListing] = [...nights].sort((a, b) => b[1] - a[1] || a[0] - b[0]);

  const monday = weekStart(today);
  const sunday = addDays(monday, 7);
  const inWeek = (day: string) => day >= monday && day < sunday;
  const agenda = live
    .flatMap((b) => [
      ...(inWeek(b.startDate) ? [`${b.startDate} check-in ${b.id}`] : []),
      ...(inWeek(b.endDate) ? [`${b.endDate} check-out ${b.id}`] : []),
    ])
    .sort();
  const feedback = live
    .filter((b) => b.ratedAt !== null)
    .sort((a, b) => (b.ratedAt ?? '').localeCompare(a.ratedAt ?? '') || b.id - a.id)
    .slice(0, 3)
    .map((b) => ({ bookingId: b.id, overall: b.ratingOverall, guestName: b.providerGuestName }));

  return {
    month,
    weekStart: monday,
    bookings: trend(starting(month, next), starting(previous, month)),
    serviceRevenue: trend(sold(month, next), sold(previous, month)),
    popularService: topService
      ? { serviceId: topService[0], name: `Service ${topService[0]}`, sold: topService[1] }
      : null,
    popularListing: topListing
      ? { propertyId: topListing[0], name: names.get(topListing[0]), nights: topListing[1] }
      : null,
    agenda,
    feedback,
  };
}

describe.each(testDatabases())('GET /bookings/dashboard on $name', (database) => {
  const t = withTestApp(database);
  const host = t.user();
  const other = t.user();
  let data: Awaited<ReturnType<typeof generateDataSet>>;
  const names = new Map<number, string>();

  beforeAll(async () => {
    await t.db.updateTable('users').set({ currency: 'eur' }).where('id', '=', host.id).execute();
    const propertyIds: number[] = [];
    for (const name of ['Harbour View', 'Old Mill', 'Sea Loft', 'Garden Flat']) {
      const { id } = await addProperty(t.app, host, name);
      propertyIds.push(id);
      names.set(id, name);
    }
    // Around a year's turn: December, January and the months either side.
    data = await generateDataSet(t.db, {
      propertyIds,
      serviceIds: await insertExtras(t.db, host.id, 6),
      bookings: 400,
      purchases: 250,
      seed: 7,
      from: '2026-10-20',
      spanDays: 140,
      currencies: ['eur', 'gbp', 'usd'],
    });
    // Another host's rows, on the same days: never counted.
    const { id: otherProperty } = await addProperty(t.app, other, 'Not yours');
    await generateDataSet(t.db, {
      propertyIds: [otherProperty],
      serviceIds: await insertExtras(t.db, other.id, 2),
      bookings: 80,
      purchases: 60,
      seed: 8,
      from: '2026-10-20',
      spanDays: 140,
    });
  }, 120_000);

  const get = (user: SignedInUser, query: string) =>
    t.app.inject({ method: 'GET', url: `/bookings/dashboard?${query}`, headers: user.auth });

  it.each([
    ['2027-01-02', 'America/New_York'],
    ['2026-12-31', 'Europe/London'],
    ['2027-01-01', 'Pacific/Auckland'],
    ['2026-11-30', 'UTC'],
    ['2027-02-14', 'Asia/Kolkata'],
  ])('agrees with the raw rows on %s in %s', async (today, timeZone) => {
    const response = await get(host, `today=${today}&timeZone=${encodeURIComponent(timeZone)}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const want = expected(data.bookings, data.lineItems, names, { today, timeZone, currency: 'eur' });
    // The data set reaches every figure (a test of zeros would prove nothing).
    expect(want.bookings.thisMonth * want.serviceRevenue.thisMonth * want.agenda.length).toBeGreaterThan(0);
    expect(body).toMatchObject({
      '@type': 'BookingsDashboard',
      today,
      currency: 'eur',
      month: want.month,
      weekStart: want.weekStart,
      bookings: want.bookings,
      serviceRevenue: want.serviceRevenue,
      popularService: want.popularService,
      popularListing: want.popularListing,
    });
    const agenda = (body.agenda as { date: string; kind: string; bookingId: number }[])
      .map((entry) => `${entry.date} ${entry.kind} ${entry.bookingId}`)
      .sort();
    expect(agenda).toEqual(want.agenda);
    expect(body.feedback).toMatchObject(want.feedback);
  });

  it('gives the week Monday first, and honest empty figures (no percentage without last month)', async () => {
    const empty = await signUp(t.app);
    const response = await get(empty, 'today=2026-11-26&timeZone=Europe/London');
    expect(response.json()).toMatchObject({
      weekStart: '2026-11-23',
      bookings: { thisMonth: 0, lastMonth: 0, change: null },
      serviceRevenue: { thisMonth: 0, lastMonth: 0, change: null },
      popularService: null,
      popularListing: null,
      agenda: [],
      feedback: [],
      currency: 'gbp',
    });
  });

  it('refuses an unknown time zone or an impossible date, and callers without a token', async () => {
    expect(violationsOf(await get(host, 'timeZone=Mars/Olympus'))).toEqual([
      { propertyPath: 'timeZone', message: 'Unknown time zone' },
    ]);
    expect((await get(host, 'today=2026-02-30')).statusCode).toBe(422);
    expect((await get(host, 'today=yesterday')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/bookings/dashboard' })).statusCode).toBe(401);
  });
});
