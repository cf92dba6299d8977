import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/tables.js';
import type { Period } from './dashboard.js';
import { addDays, monthStart, percentChange, startOfDayIn } from './periods.js';
import { guestName, hostCurrency, hostLineItems, liveBookings, servicesSold } from './scope.js';
import { dialect, num } from './sql.js';

/** What the page asks for: the host's day, optionally one listing, and the month of the transaction history. */
export interface AnalyticsQuery extends Period {
  /** One listing of the host's (already checked), or every listing. */
  propertyId: number | null;
  /** `YYYY-MM-01` of the transaction history; the current month by default. */
  transactionsMonth: string;
}

/** The annual sales chart covers the last 12 months (spec §9), the current one last. */
export const CHART_MONTHS = 12;
/** At most this many purchases in a month's history (a host sells far fewer). */
export const TRANSACTIONS_CAP = 500;
/** The services of the year's table, best sellers first. */
export const SERVICES_CAP = 50;

type Scoped = ExpressionBuilder<Database, 'properties'>;
const onListing = (propertyId: number | null) => (eb: Scoped) =>
  propertyId === null ? eb.lit(true) : eb('properties.id', '=', propertyId);

/** The same day a year before (29 February gives 1 March). */
function yearBefore(day: string): string {
  const candidate = `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
  return new Date(`${candidate}T00:00:00Z`).toISOString().slice(0, 10) === candidate
    ? candidate
    : addDays(`${candidate.slice(0, 8)}28`, 1);
}

/** Every figure of the analytics page (spec §2 Analytics), each one SQL aggregation over the host's rows. */
export async function analyticsFigures(db: Db, userId: number, query: AnalyticsQuery) {
  const { today, timeZone, propertyId } = query;
  const currency = await hostCurrency(db, userId);
  const months = Array.from({ length: CHART_MONTHS + 1 }, (_, index) => monthStart(today, index - CHART_MONTHS + 1));
  const at = (day: string) => startOfDayIn(day, timeZone);
  const year = `${today.slice(0, 4)}-01-01`;
  const tomorrow = addDays(today, 1);
  const periods = {
    month: [at(monthStart(today)), at(monthStart(today, 1))],
    lastMonth: [at(monthStart(today, -1)), at(monthStart(today))],
    year: [at(year), at(tomorrow)],
    lastYear: [at(yearBefore(year)), at(yearBefore(tomorrow))],
  } as const;
  const [bookingMonths, { revenue, sold }, services, ratings, listings, transactions] = await Promise.all([
    bookingRevenue(db, userId, propertyId, months),
    serviceFigures(db, userId, propertyId, currency, months.map(at), periods),
    servicesOfYear(db, userId, propertyId, currency, periods.year),
    overallRatings(db, userId, propertyId),
    listingRatings(db, userId, propertyId),
    transactionHistory(db, userId, propertyId, [
      at(query.transactionsMonth),
      at(monthStart(query.transactionsMonth, 1)),
    ]),
  ]);
  return {
    today,
    currency,
    propertyId,
    sales: months.slice(0, CHART_MONTHS).map((month, index) => ({
      month,
      quoted: bookingMonths.get(month)?.quoted ?? 0,
      estimated: bookingMonths.get(month)?.estimated ?? 0,
      services: revenue[index] ?? 0,
    })),
    servicesSold: {
      month: { current: sold.month, previous: sold.lastMonth, change: percentChange(sold.month, sold.lastMonth) },
      year: { current: sold.year, previous: sold.lastYear, change: percentChange(sold.year, sold.lastYear) },
    },
    services,
    ratings,
    listings,
    transactions: { month: query.transactionsMonth, ...transactions },
  };
}

export type AnalyticsFigures = Awaited<ReturnType<typeof analyticsFigures>>;

/**
 * Booking revenue by month of arrival over the chart's months: the stored quote's total of direct bookings, and for
 * bookings without a price (imported) the nights × the listing's base rate, apart, so the chart can say which.
 */
async function bookingRevenue(db: Db, userId: number, propertyId: number | null, months: string[]) {
  const { daysBetween, monthOf, jsonInteger } = dialect(db);
  const rows = await liveBookings(db, userId)
    .where(onListing(propertyId))
    .where('bookings.startDate', '>=', months[0]!)
    .where('bookings.startDate', '<', months[months.length - 1]!)
    .groupBy((eb) => monthOf(eb.ref('bookings.startDate')))
    .select((eb) => [
      monthOf(eb.ref('bookings.startDate')).as('month'),
      eb.fn.sum<number>(jsonInteger(eb.ref('bookings.quote'), 'total')).as('quoted'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when('bookings.quote', 'is', null)
            .then(
              eb(
                daysBetween(eb.ref('bookings.startDate'), eb.ref('bookings.endDate')),
                '*',
                eb.fn.coalesce('properties.baseRate', eb.lit(0)),
              ),
            )
            .else(0)
            .end(),
        )
        .as('estimated'),
    ])
    .execute();
  return new Map(rows.map((row) => [row.month, { quoted: num(row.quoted), estimated: num(row.estimated) }]));
}

type Span = readonly [string, string];
type Periods = Record<'month' | 'lastMonth' | 'year' | 'lastYear', Span>;

/**
 * One pass over the purchases from the earliest period to the latest: services sold in the host's currency
 * (quantity × unit price) in each of the chart's months (`bounds`, the months' first instants and the next one's),
 * and the quantities sold in any currency this month and last, this year so far and last year's same span.
 */
async function serviceFigures(
  db: Db,
  userId: number,
  propertyId: number | null,
  currency: string,
  bounds: string[],
  periods: Periods,
) {
  const spans = [...Object.values(periods), [bounds[0]!, bounds[bounds.length - 1]!] as const];
  const from = spans.map(([start]) => start).reduce((a, b) => (a < b ? a : b));
  const to = spans.map(([, end]) => end).reduce((a, b) => (a > b ? a : b));
  const row = await hostLineItems(db, userId)
    .where(onListing(propertyId))
    .where('purchases.createdAt', '>=', from)
    .where('purchases.createdAt', '<', to)
    .select((eb) => {
      const inSpan = ([start, end]: Span) =>
        eb.and([eb('purchases.createdAt', '>=', start), eb('purchases.createdAt', '<', end)]);
      const quantity = (span: Span) =>
        eb.fn.sum<number>(eb.case().when(inSpan(span)).then(eb.ref('purchaseLineItems.quantity')).else(0).end());
      const amount = eb('purchaseLineItems.quantity', '*', eb.ref('purchaseLineItems.price'));
      const months = bounds.slice(1).map((end, index) =>
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(eb.and([inSpan([bounds[index]!, end]), eb('purchaseLineItems.currency', '=', currency)]))
              .then(amount)
              .else(0)
              .end(),
          )
          .as(`month${index}`),
      );
      return [
        quantity(periods.month).as('month'),
        quantity(periods.lastMonth).as('lastMonth'),
        quantity(periods.year).as('year'),
        quantity(periods.lastYear).as('lastYear'),
        ...months,
      ];
    })
    .executeTakeFirst();
  return {
    revenue: bounds.slice(1).map((_, index) => num(row?.[`month${index}`])),
    sold: {
      month: num(row?.month),
      lastMonth: num(row?.lastMonth),
      year: num(row?.year),
      lastYear: num(row?.lastYear),
    },
  };
}

/** Each service sold this year: quantity, and revenue in the host's currency; best sellers first. */
async function servicesOfYear(db: Db, userId: number, propertyId: number | null, currency: string, [from, to]: Span) {
  const rows = await servicesSold(db, userId, from, to)
    .where(onListing(propertyId))
    .select((eb) =>
      eb.fn
        .sum<number>(
          eb
            .case()
            .when('purchaseLineItems.currency', '=', currency)
            .then(eb('purchaseLineItems.quantity', '*', eb.ref('purchaseLineItems.price')))
            .else(0)
            .end(),
        )
        .as('revenue'),
    )
    .limit(SERVICES_CAP)
    .execute();
  return rows.map((row) => ({
    serviceId: row.serviceId ?? 0,
    name: row.name,
    sold: num(row.sold),
    revenue: num(row.revenue),
  }));
}

/** A 1-to-5 average to two decimals; null without ratings. */
const average = (value: unknown) => (value === null || value === undefined ? null : Math.round(num(value) * 100) / 100);

/** The averages of every rated stay (not cancelled) of the host's listings, or of one. */
async function overallRatings(db: Db, userId: number, propertyId: number | null) {
  const row = await liveBookings(db, userId)
    .where(onListing(propertyId))
    .where('bookings.ratingOverall', 'is not', null)
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.avg<number>('bookings.ratingCleanliness').as('cleanliness'),
      eb.fn.avg<number>('bookings.ratingCondition').as('condition'),
      eb.fn.avg<number>('bookings.ratingApp').as('app'),
      eb.fn.avg<number>('bookings.ratingOverall').as('overall'),
    ])
    .executeTakeFirst();
  return {
    count: num(row?.count),
    cleanliness: average(row?.cleanliness),
    condition: average(row?.condition),
    app: average(row?.app),
    overall: average(row?.overall),
  };
}

/** The average overall rating of each listing not archived (null without ratings), by name. */
async function listingRatings(db: Db, userId: number, propertyId: number | null) {
  const rows = await db
    .selectFrom('properties')
    .leftJoin('bookings', (join) =>
      join
        .onRef('bookings.propertyId', '=', 'properties.id')
        .on('bookings.deletedAt', 'is', null)
        .on('bookings.ratingOverall', 'is not', null),
    )
    .where('properties.ownerId', '=', userId)
    .where('properties.isArchived', '=', 0)
    .where(onListing(propertyId))
    .groupBy(['properties.id', 'properties.name'])
    .select((eb) => [
      'properties.id as propertyId',
      'properties.name',
      eb.fn.count<number>('bookings.id').as('count'),
      eb.fn.avg<number>('bookings.ratingOverall').as('overall'),
    ])
    .orderBy('properties.name')
    .orderBy('properties.id')
    .limit(1000)
    .execute();
  return rows.map((row) => ({
    propertyId: row.propertyId,
    name: row.name,
    count: num(row.count),
    overall: average(row.overall),
  }));
}

/** The month's purchases, newest first, one line per purchase and currency, and the month's totals per currency. */
async function transactionHistory(db: Db, userId: number, propertyId: number | null, [from, to]: Span) {
  const inMonth = hostLineItems(db, userId)
    .where(onListing(propertyId))
    .where('purchases.createdAt', '>=', from)
    .where('purchases.createdAt', '<', to);
  const [rows, totals] = await Promise.all([
    inMonth
      .leftJoin('users as guest', 'guest.id', 'bookings.mainGuestId')
      .groupBy([
        'purchases.id',
        'purchases.createdAt',
        'purchases.name',
        'bookings.id',
        'properties.id',
        'properties.name',
        'bookings.providerGuestName',
        'guest.firstName',
        'guest.lastName',
        'purchaseLineItems.currency',
      ])
      .select((eb) => [
        'purchases.id as purchaseId',
        'purchases.createdAt',
        'purchases.name',
        'bookings.id as bookingId',
        'properties.id as propertyId',
        'properties.name as propertyName',
        'bookings.providerGuestName',
        'guest.firstName as guestFirstName',
        'guest.lastName as guestLastName',
        'purchaseLineItems.currency',
        eb.fn.sum<number>('purchaseLineItems.quantity').as('items'),
        eb.fn.sum<number>(eb('purchaseLineItems.quantity', '*', eb.ref('purchaseLineItems.price'))).as('amount'),
      ])
      .orderBy('purchases.createdAt', 'desc')
      .orderBy('purchases.id', 'desc')
      .orderBy('purchaseLineItems.currency')
      .limit(TRANSACTIONS_CAP)
      .execute(),
    inMonth
      .groupBy('purchaseLineItems.currency')
      .select((eb) => [
        'purchaseLineItems.currency',
        eb.fn.count<number>('purchases.id').distinct().as('purchases'),
        eb.fn.sum<number>(eb('purchaseLineItems.quantity', '*', eb.ref('purchaseLineItems.price'))).as('amount'),
      ])
      .orderBy('purchaseLineItems.currency')
      .execute(),
  ]);
  return {
    entries: rows.map((row) => ({
      purchaseId: row.purchaseId,
      createdAt: row.createdAt,
      name: row.name,
      bookingId: row.bookingId,
      propertyId: row.propertyId,
      propertyName: row.propertyName,
      guestName: guestName(row),
      currency: row.currency,
      items: num(row.items),
      amount: num(row.amount),
    })),
    totals: totals.map((row) => ({ currency: row.currency, purchases: num(row.purchases), amount: num(row.amount) })),
  };
}
