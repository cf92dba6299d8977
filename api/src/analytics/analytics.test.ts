import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, withTestApp, type SignedInUser } from '../test/app.js';
import {
  generateDataSet,
  insertExtras,
  type GeneratedBooking,
  type GeneratedLineItem,
} from '../test/analytics-data.js';
import { testDatabases } from '../test/databases.js';
import { addProperty } from '../test/listings.js';
import { addDays, monthStart, percentChange, startOfDayIn } from './periods.js';

interface Listing {
  id: number;
  name: string;
  baseRate: number | null;
  archived: boolean;
}

interface Case {
  today: string;
  timeZone: string;
  propertyId: number | null;
  month: string;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const mean = (values: number[]) => (values.length === 0 ? null : Math.round((sum(values) / values.length) * 100) / 100);
const lastYear = (day: string) => {
  const candidate = `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
  return candidate.endsWith('-02-29') ? `${candidate.slice(0, 4)}-03-01` : candidate;
};

/** The page's figures again, from the generated rows in plain JavaScript: the oracle the SQL must agree with. */
function expected(
  bookings: GeneratedBooking[],
  allItems: GeneratedLineItem[],
  listings: Listing[],
  currency: string,
  { today, timeZone, propertyId, month }: Case,
) {
  const listingOf = new Map(bookings.map((b) => [b.id, b.propertyId]));
  const mine = (id: number) => propertyId === null || id === propertyId;
  const live = bookings.filter((b) => b.deletedAt === null && mine(b.propertyId));
  const items = allItems.filter((item) => mine(listingOf.get(item.bookingId)!));
  const at = (day: string) => startOfDayIn(day, timeZone);
  const within = (from: string, to: string) => (item: GeneratedLineItem) =>
    item.createdAt >= at(from) && item.createdAt < at(to);
  const rate = new Map(listings.map((l) => [l.id, l.baseRate ?? 0]));

  const sales = Array.from({ length: 12 }, (_, index) => {
    const from = monthStart(today, index - 11);
    const to = monthStart(today, index - 10);
    const arriving = live.filter((b) => b.startDate >= from && b.startDate < to);
    return {
      month: from,
      quoted: sum(arriving.filter((b) => b.quote !== null).map((b) => JSON.parse(b.quote!).total as number)),
      estimated: sum(
        arriving
          .filter((b) => b.quote === null)
          .map((b) => (dayNumber(b.endDate) - dayNumber(b.startDate)) * rate.get(b.propertyId)!),
      ),
      services: sum(
        items.filter((i) => i.currency === currency && within(from, to)(i)).map((i) => i.quantity * i.price),
      ),
    };
  });

  const quantity = (from: string, to: string) => sum(items.filter(within(from, to)).map((i) => i.quantity));
  const year = `${today.slice(0, 4)}-01-01`;
  const tomorrow = addDays(today, 1);
  const change = (current: number, previous: number) => ({
    current,
    previous,
    change: percentChange(current, previous),
  });

  const byService = new Map<number, { sold: number; revenue: number }>();
  for (const item of items.filter(within(year, tomorrow))) {
    if (item.serviceId === null) continue;
    const entry = byService.get(item.serviceId) ?? { sold: 0, revenue: 0 };
    entry.sold += item.quantity;
    if (item.currency === currency) entry.revenue += item.quantity * item.price;
    byService.set(item.serviceId, entry);
  }
  const services = [...byService]
    .sort((a, b) => b[1].sold - a[1].sold || a[0] - b[0])
    .map(([serviceId, entry]) => ({ serviceId, name: `Service ${serviceId}`, ...entry }));

  const rated = live.filter((b) => b.ratingOverall !== null);
  const ratings = {
    count: rated.length,
    cleanliness: mean(rated.map((b) => b.ratingCleanliness!)),
    condition: mean(rated.map((b) => b.ratingCondition!)),
    app: mean(rated.map((b) => b.ratingApp!)),
    overall: mean(rated.map((b) => b.ratingOverall!)),
  };
  const perListing = listings
    .filter((l) => !l.archived && mine(l.id))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
    .map((l) => {
      const own = rated.filter((b) => b.propertyId === l.id).map((b) => b.ratingOverall!);
      return { propertyId: l.id, name: l.name, count: own.length, overall: mean(own) };
    });

  const inMonth = items.filter(within(month, monthStart(month, 1)));
  const lines = new Map<string, { purchaseId: number; currency: string; items: number; amount: number }>();
  for (const item of inMonth) {
    const key = `${item.purchaseId} ${item.currency}`;
    const line = lines.get(key) ?? { purchaseId: item.purchaseId, currency: item.currency, items: 0, amount: 0 };
    line.items += item.quantity;
    line.amount += item.quantity * item.price;
    lines.set(key, line);
  }
  const totals = [...new Set(inMonth.map((i) => i.currency))].sort().map((code) => {
    const ofCurrency = inMonth.filter((i) => i.currency === code);
    return {
      currency: code,
      purchases: new Set(ofCurrency.map((i) => i.purchaseId)).size,
      amount: sum(ofCurrency.map((i) => i.quantity * i.price)),
    };
  });

  return {
    sales,
    servicesSold: {
      month: change(
        quantity(monthStart(today), monthStart(today, 1)),
        quantity(monthStart(today, -1), monthStart(today)),
      ),
      year: change(quantity(year, tomorrow), quantity(lastYear(year), lastYear(tomorrow))),
    },
    services,
    ratings,
    listings: perListing,
    lines: [...lines.values()].sort((a, b) => a.purchaseId - b.purchaseId || a.currency.localeCompare(b.currency)),
    totals,
  };
}

describe.each(testDatabases())('GET /bookings/analytics on $name', (database) => {
  const t = withTestApp(database);
  const host = t.user();
  const other = t.user();
  let otherListing: number;
  let data: Awaited<ReturnType<typeof generateDataSet>>;
  const listings: Listing[] = [];

  beforeAll(async () => {
    await t.db.updateTable('users').set({ currency: 'eur' }).where('id', '=', host.id).execute();
    const rates: [string, number | null, boolean][] = [
      ['Harbour View', 12000, false],
      ['Old Mill', 8550, false],
      ['Sea Loft', null, false],
      ['Attic', 6000, true],
    ];
    for (const [name, baseRate, archived] of rates) {
      const { id } = await addProperty(t.app, host, name);
      await t.db
        .updateTable('properties')
        .set({ baseRate, isArchived: archived ? 1 : 0 })
        .where('id', '=', id)
        .execute();
      listings.push({ id, name, baseRate, archived });
    }
    const serviceIds = await insertExtras(t.db, host.id, 5);
    // Fourteen months and more either side of the chart's window, across two year turns.
    data = await generateDataSet(t.db, {
      propertyIds: listings.map((l) => l.id),
      serviceIds,
      bookings: 700,
      purchases: 450,
      seed: 11,
      from: '2025-11-15',
      spanDays: 480,
      currencies: ['eur', 'gbp', 'usd'],
    });
    otherListing = (await addProperty(t.app, other, 'Not yours')).id;
    await t.db.updateTable('properties').set({ baseRate: 50000 }).where('id', '=', otherListing).execute();
    await generateDataSet(t.db, {
      propertyIds: [otherListing],
      serviceIds: [],
      bookings: 60,
      purchases: 40,
      seed: 12,
      from: '2025-11-15',
      spanDays: 480,
      currencies: ['eur'],
    });
  }, 180_000);

  const get = (user: SignedInUser, query: string) =>
    t.app.inject({ method: 'GET', url: `/bookings/analytics?${query}`, headers: user.auth });

  const cases: [string, string, number | null, string][] = [
    ['2027-01-02', 'America/New_York', null, '2026-12'],
    ['2026-12-31', 'Europe/London', null, '2026-11'],
    ['2027-01-01', 'Pacific/Auckland', 0, '2027-01'],
    ['2027-02-28', 'Asia/Kolkata', 1, '2026-10'],
    ['2026-11-30', 'UTC', 2, '2026-06'],
  ];
  it.each(cases)(
    'agrees with the raw rows on %s in %s (listing %s, history of %s)',
    async (today, zone, pick, month) => {
      const propertyId = pick === null ? null : listings[pick]!.id;
      const query = `today=${today}&timeZone=${encodeURIComponent(zone)}&month=${month}${propertyId ? `&property=${propertyId}` : ''}`;
      const response = await get(host, query);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      const want = expected(data.bookings, data.lineItems, listings, 'eur', {
        today,
        timeZone: zone,
        propertyId,
        month: `${month}-01`,
      });
      // The data set reaches every figure (a test of zeros would prove nothing).
      expect(sum(want.sales.map((s) => s.quoted)) * sum(want.sales.map((s) => s.services))).toBeGreaterThan(0);
      expect(want.servicesSold.month.current * want.ratings.count * want.lines.length).toBeGreaterThan(0);
      if (propertyId !== listings[2]!.id) expect(sum(want.sales.map((s) => s.estimated))).toBeGreaterThan(0);
      expect(body).toMatchObject({
        '@type': 'BookingsAnalytics',
        today,
        currency: 'eur',
        propertyId,
        sales: want.sales,
        servicesSold: want.servicesSold,
        services: want.services,
        ratings: want.ratings,
        listings: want.listings,
        transactions: { month: `${month}-01`, totals: want.totals },
      });
      const entries = body.transactions.entries as {
        purchaseId: number;
        currency: string;
        items: number;
        amount: number;
        createdAt: string;
      }[];
      expect(entries.map((e) => e.createdAt)).toEqual(
        entries
          .map((e) => e.createdAt)
          .sort()
          .reverse(),
      );
      expect(
        entries
          .map(({ purchaseId, currency, items, amount }) => ({ purchaseId, currency, items, amount }))
          .sort((a, b) => a.purchaseId - b.purchaseId || a.currency.localeCompare(b.currency)),
      ).toEqual(want.lines);
    },
  );

  it('says nothing it cannot: no percentages without a previous period, empty lists, null averages', async () => {
    const empty = await signUp(t.app);
    const { id } = await addProperty(t.app, empty, 'New flat');
    const body = (await get(empty, 'today=2026-11-26&timeZone=Europe/London')).json();
    expect(body).toMatchObject({
      currency: 'gbp',
      servicesSold: {
        month: { current: 0, previous: 0, change: null },
        year: { current: 0, previous: 0, change: null },
      },
      services: [],
      ratings: { count: 0, cleanliness: null, condition: null, app: null, overall: null },
      listings: [{ propertyId: id, name: 'New flat', count: 0, overall: null }],
      transactions: { month: '2026-11-01', entries: [], totals: [] },
    });
    expect(body.sales).toHaveLength(12);
    expect(body.sales[0]).toEqual({ month: '2025-12-01', quoted: 0, estimated: 0, services: 0 });
    expect(body.sales[11].month).toBe('2026-11-01');
  });

  it("answers 404 for another host's listing, and refuses bad inputs and callers without a token", async () => {
    expect((await get(host, `property=${otherListing}`)).statusCode).toBe(404);
    expect((await get(other, `property=${listings[0]!.id}`)).statusCode).toBe(404);
    expect((await get(host, 'month=2026-13')).statusCode).toBe(400);
    expect((await get(host, 'property=0')).statusCode).toBe(400);
    expect((await get(host, 'timeZone=Mars/Olympus')).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/bookings/analytics' })).statusCode).toBe(401);
  });
});
