import type { Db } from '../db/database.js';
import { addDays, monthStart, percentChange, startOfDayIn, weekStart } from './periods.js';
import { guestName, hostCurrency, hostLineItems, liveBookings, servicesSold } from './scope.js';
import { dialect, num } from './sql.js';

export interface Period {
  /** The host's local date. */
  today: string;
  /** The host's IANA time zone: purchases are instants, counted in the host's months. */
  timeZone: string;
}

/** A figure this month against last month; `change` is null when last month had none. */
export interface Trend {
  thisMonth: number;
  lastMonth: number;
  change: number | null;
}

const trend = (thisMonth: number, lastMonth: number): Trend => ({
  thisMonth,
  lastMonth,
  change: percentChange(thisMonth, lastMonth),
});

/** Every figure of the dashboard (spec §2 Dashboard), each one SQL aggregation over the host's rows. */
export async function dashboardFigures(db: Db, userId: number, { today, timeZone }: Period) {
  const month = monthStart(today);
  const next = monthStart(today, 1);
  const previous = monthStart(today, -1);
  const monday = weekStart(today);
  const [currency, bookings, agenda, feedback, listing] = await Promise.all([
    hostCurrency(db, userId),
    bookingsTrend(db, userId, previous, month, next),
    weekAgenda(db, userId, monday),
    latestFeedback(db, userId),
    popularListing(db, userId, month, next),
  ]);
  const instants = {
    previous: startOfDayIn(previous, timeZone),
    month: startOfDayIn(month, timeZone),
    next: startOfDayIn(next, timeZone),
  };
  const [revenue, service] = await Promise.all([
    revenueTrend(db, userId, currency, instants),
    popularService(db, userId, instants.month, instants.next),
  ]);
  return {
    month,
    today,
    weekStart: monday,
    currency,
    bookings,
    serviceRevenue: revenue,
    popularService: service,
    popularListing: listing,
    agenda,
    feedback,
  };
}

export type DashboardFigures = Awaited<ReturnType<typeof dashboardFigures>>;

/** Stays arriving in the month (direct and imported, not cancelled) against the month before. */
async function bookingsTrend(db: Db, userId: number, previous: string, month: string, next: string): Promise<Trend> {
  const row = await liveBookings(db, userId)
    .where('bookings.startDate', '>=', previous)
    .where('bookings.startDate', '<', next)
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when('bookings.startDate', '>=', month).then(1).else(0).end()).as('thisMonth'),
      eb.fn.sum<number>(eb.case().when('bookings.startDate', '<', month).then(1).else(0).end()).as('lastMonth'),
    ])
    .executeTakeFirst();
  return trend(num(row?.thisMonth), num(row?.lastMonth));
}

/** Line items sold in the host's currency (quantity × unit price), this month against last. */
async function revenueTrend(
  db: Db,
  userId: number,
  currency: string,
  at: { previous: string; month: string; next: string },
): Promise<Trend> {
  const row = await hostLineItems(db, userId)
    .where('purchaseLineItems.currency', '=', currency)
    .where('purchases.createdAt', '>=', at.previous)
    .where('purchases.createdAt', '<', at.next)
    .select((eb) => {
      const amount = eb('purchaseLineItems.quantity', '*', eb.ref('purchaseLineItems.price'));
      return [
        eb.fn
          .sum<number>(eb.case().when('purchases.createdAt', '>=', at.month).then(amount).else(0).end())
          .as('thisMonth'),
        eb.fn
          .sum<number>(eb.case().when('purchases.createdAt', '<', at.month).then(amount).else(0).end())
          .as('lastMonth'),
      ];
    })
    .executeTakeFirst();
  return trend(num(row?.thisMonth), num(row?.lastMonth));
}

/** The host's service sold most (by quantity) this month; ties go to the lower id. */
async function popularService(db: Db, userId: number, from: string, to: string) {
  const row = await servicesSold(db, userId, from, to).limit(1).executeTakeFirst();
  return row && row.serviceId !== null ? { serviceId: row.serviceId, name: row.name, sold: num(row.sold) } : null;
}

/** The listing with the most booked nights inside the month (a stay across the month's edge counts its part). */
async function popularListing(db: Db, userId: number, month: string, next: string) {
  const { daysBetween, greatest, least } = dialect(db);
  const row = await liveBookings(db, userId)
    .where('bookings.startDate', '<', next)
    .where('bookings.endDate', '>', month)
    .groupBy(['properties.id', 'properties.name'])
    .select((eb) => [
      'properties.id as propertyId',
      'properties.name',
      eb.fn
        .sum<number>(
          daysBetween(
            greatest(eb.ref('bookings.startDate'), eb.val(month)),
            least(eb.ref('bookings.endDate'), eb.val(next)),
          ),
        )
        .as('nights'),
    ])
    .orderBy('nights', 'desc')
    .orderBy('properties.id')
    .limit(1)
    .executeTakeFirst();
  return row ? { propertyId: row.propertyId, name: row.name, nights: num(row.nights) } : null;
}

/** The week's check-ins and check-outs (Monday first, spec §9), by date, check-outs first on a day. */
async function weekAgenda(db: Db, userId: number, monday: string) {
  const sunday = addDays(monday, 7);
  const rows = await liveBookings(db, userId)
    .leftJoin('users as guest', 'guest.id', 'bookings.mainGuestId')
    .where((eb) =>
      eb.or([
        eb.and([eb('bookings.startDate', '>=', monday), eb('bookings.startDate', '<', sunday)]),
        eb.and([eb('bookings.endDate', '>=', monday), eb('bookings.endDate', '<', sunday)]),
      ]),
    )
    .select([
      'bookings.id',
      'bookings.propertyId',
      'properties.name as propertyName',
      'properties.arriveAfter',
      'properties.departBefore',
      'bookings.startDate',
      'bookings.endDate',
      'bookings.providerGuestName',
      'guest.firstName as guestFirstName',
      'guest.lastName as guestLastName',
    ])
    .orderBy('bookings.startDate')
    .orderBy('bookings.id')
    .limit(500)
    .execute();
  const entries = rows.flatMap((row) => {
    const common = {
      bookingId: row.id,
      propertyId: row.propertyId,
      propertyName: row.propertyName,
      guestName: guestName(row),
    };
    const inWeek = (day: string) => day >= monday && day < sunday;
    return [
      ...(inWeek(row.startDate)
        ? [{ ...common, kind: 'check-in' as const, date: row.startDate, time: row.arriveAfter }]
        : []),
      ...(inWeek(row.endDate)
        ? [{ ...common, kind: 'check-out' as const, date: row.endDate, time: row.departBefore }]
        : []),
    ];
  });
  return entries.sort(
    (a, b) => a.date.localeCompare(b.date) || (a.kind === b.kind ? 0 : a.kind === 'check-out' ? -1 : 1),
  );
}

/** The 3 most recently rated stays (spec §9). */
async function latestFeedback(db: Db, userId: number) {
  const rows = await liveBookings(db, userId)
    .leftJoin('users as guest', 'guest.id', 'bookings.mainGuestId')
    .where('bookings.ratedAt', 'is not', null)
    .where('bookings.ratingOverall', 'is not', null)
    .select([
      'bookings.id',
      'bookings.propertyId',
      'properties.name as propertyName',
      'bookings.ratingOverall',
      'bookings.ratedAt',
      'bookings.providerGuestName',
      'guest.firstName as guestFirstName',
      'guest.lastName as guestLastName',
    ])
    .orderBy('bookings.ratedAt', 'desc')
    .orderBy('bookings.id', 'desc')
    .limit(3)
    .execute();
  return rows.map((row) => ({
    bookingId: row.id,
    propertyId: row.propertyId,
    propertyName: row.propertyName,
    guestName: guestName(row),
    overall: row.ratingOverall ?? 0,
    ratedAt: row.ratedAt ?? '',
  }));
}
