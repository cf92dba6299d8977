import { randomBytes } from 'node:crypto';
import type { CalendarBar } from '@portal/contract';
import { CALENDAR_MESSAGES } from '@portal/schema';
import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import { bounded, mapRows, type Bound, type Capped } from '../db/capped.js';
import { batches, nextTurn, PAGE_ROWS } from '../db/batches.js';
import type { Db } from '../db/database.js';
import type { BookingRow } from '../db/tables.js';
import { nonEmpty } from '../properties/repository.js';

/** A guest's invite slug: 96 random bits, URL-safe (the invite link is booking id + this slug). */
export const newInviteCode = () => randomBytes(12).toString('base64url');

/** A booking with its calendar's provider (null for a direct booking), its listing's owner and its joined guest. */
export type Booking = Omit<BookingRow, 'conflict'> & {
  conflict: boolean;
  providerSlug: string | null;
  ownerId: number;
  propertyName: string | null;
  mainGuestFirstName: string | null;
  mainGuestLastName: string | null;
};

type JoinedRow = BookingRow & Omit<Booking, keyof BookingRow>;

/** Every booking with what a Booking carries besides its own columns. */
const withParticipants = (db: Db) =>
  db
    .selectFrom('bookings')
    .innerJoin('properties', 'properties.id', 'bookings.propertyId')
    .leftJoin('calendars', 'calendars.id', 'bookings.calendarId')
    .leftJoin('users as guest', 'guest.id', 'bookings.mainGuestId')
    .selectAll('bookings')
    .select([
      'calendars.providerSlug',
      'properties.ownerId',
      'properties.name as propertyName',
      'guest.firstName as mainGuestFirstName',
      'guest.lastName as mainGuestLastName',
    ]);

export interface BookingFilter {
  ids?: number[];
  propertyIds?: number[];
  /** Stays that end after `from` (YYYY-MM-DD) … */
  from?: string;
  /** … and start on or before `to`. */
  to?: string;
}

const owned = (db: Db, ownerId: number) => withParticipants(db).where('properties.ownerId', '=', ownerId);

const toBooking = (row: JoinedRow): Booking => ({
  ...row,
  conflict: Boolean(row.conflict),
});

/** The owner's bookings (cancelled ones too), by start date. */
export async function listBookings(
  db: Db,
  ownerId: number,
  filter: BookingFilter,
  bound: Bound,
): Promise<Capped<Booking>> {
  let query = owned(db, ownerId);
  if (filter.ids) query = query.where('bookings.id', 'in', nonEmpty(filter.ids));
  if (filter.propertyIds) query = query.where('bookings.propertyId', 'in', nonEmpty(filter.propertyIds));
  if (filter.from) query = query.where('bookings.endDate', '>', filter.from);
  if (filter.to) query = query.where('bookings.startDate', '<=', filter.to);
  return mapRows(await bounded(db, query.orderBy('bookings.startDate').orderBy('bookings.id'), bound), toBooking);
}

/** Bookings of these listings (cancelled ones too) with a night in from..toExclusive, by start date. */
export async function bookingsOfProperties(
  db: Db,
  propertyIds: number[],
  from: string,
  toExclusive: string,
): Promise<Booking[]> {
  const rows = await withParticipants(db)
    .where('bookings.propertyId', 'in', nonEmpty(propertyIds))
    .where('bookings.startDate', '<', toExclusive)
    .where('bookings.endDate', '>', from)
    .orderBy('bookings.startDate')
    .orderBy('bookings.id')
    .execute();
  return rows.map(toBooking);
}

/** What a calendar bar shows of a stay: no quote, none of the stay's other columns. */
export type BookingBarRow = Pick<
  Booking,
  | 'id'
  | 'propertyId'
  | 'startDate'
  | 'endDate'
  | 'calendarId'
  | 'providerSlug'
  | 'ota'
  | 'providerGuestName'
  | 'deletedAt'
  | 'conflict'
  | 'mainGuestId'
  | 'mainGuestFirstName'
  | 'mainGuestLastName'
>;

/**
 * The stays of these listings with a night in from..toExclusive, each as the JSON array of `columns`, per listing
 * by arrival. The database folds each listing's stays into one JSON array of arrays (as nightly-rates/packed.ts folds
 * the nights): the driver building a row object of a dozen columns per stay was three times the cost of the query.
 */
function foldedStaysQuery<T>(
  db: Db,
  propertyIds: number[],
  from: string,
  toExclusive: string,
  columns: (postgres: boolean) => RawBuilder<unknown>,
) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const stays = sql`from bookings b
    left join calendars c on c.id = b.calendar_id
    left join users g on g.id = b.main_guest_id
    where b.property_id in (${sql.join(nonEmpty(propertyIds))}) and b.start_date < ${toExclusive} and b.end_date > ${from}`;
  // PostgreSQL orders the aggregate itself; SQLite's json_group_array takes the rows in the subquery's order.
  return postgres
    ? sql<{ propertyId: number; stays: T[] | string }>`
        select b.property_id as "propertyId", json_agg(json_build_array(${columns(true)}) order by b.start_date, b.id)
          as stays
        ${stays} group by b.property_id`
    : sql<{ propertyId: number; stays: T[] | string }>`
        select property_id as "propertyId", json_group_array(json(stay)) as stays
        from (select b.property_id, json_array(${columns(false)}) as stay ${stays} order by b.property_id, b.start_date, b.id)
        group by property_id`;
}

async function foldedStays<T>(
  db: Db,
  propertyIds: number[],
  from: string,
  toExclusive: string,
  columns: (postgres: boolean) => RawBuilder<unknown>,
): Promise<Map<number, T[]>> {
  const query = foldedStaysQuery<T>(db, propertyIds, from, toExclusive, columns);
  const { rows } = await query.execute(db.withoutPlugins());
  return new Map(
    rows.map(({ propertyId, stays }) => [propertyId, typeof stays === 'string' ? (JSON.parse(stays) as T[]) : stays]),
  );
}

const nightsOf = (postgres: boolean) =>
  postgres
    ? sql`cast(b.end_date as date) - cast(b.start_date as date)`
    : sql`cast(julianday(b.end_date) - julianday(b.start_date) as integer)`;

/**
 * The stays of these listings with a night in from..toExclusive as calendar bars (CalendarBar), per listing by
 * arrival, made whole by the database: the guest is the joined guest's name, else the stay's name (`stayName` of
 * @portal/schema, the same rule), the channel the calendar's provider, the status cancelled or conflict.
 */
export function calendarBarsOfProperties(
  db: Db,
  propertyIds: number[],
  from: string,
  toExclusive: string,
): Promise<Map<number, CalendarBar[]>> {
  return foldedStays<CalendarBar>(db, propertyIds, from, toExclusive, calendarBarColumns);
}

/** The query of calendarBarsOfProperties, for its plan (a test reads it). */
export const calendarBarsQuery = (db: Db, propertyIds: number[], from: string, toExclusive: string) =>
  foldedStaysQuery<CalendarBar>(db, propertyIds, from, toExclusive, calendarBarColumns);

function calendarBarColumns(postgres: boolean) {
  const joined = sql`nullif(trim(coalesce(g.first_name, '') || ' ' || coalesce(g.last_name, '')), '')`;
  const unnamed = sql`case when b.ota = 'bookingcom' then ${CALENDAR_MESSAGES.bookingComUnnamed} end`;
  const status = sql`case when b.deleted_at is not null then 'cancelled' when b.conflict <> 0 then 'conflict' end`;
  return sql`b.id, b.start_date, ${nightsOf(postgres)},
      coalesce(${joined}, nullif(b.provider_guest_name, ''), ${unnamed}), c.provider_slug, ${status}`;
}

/** A stay as the database folds it for BookingBarRow, by position. */
type FoldedBar = [
  id: number,
  startDate: string,
  endDate: string,
  calendarId: number | null,
  providerSlug: string | null,
  ota: string | null,
  providerGuestName: string | null,
  deletedAt: string | null,
  conflict: number | boolean,
  mainGuestId: number | null,
  mainGuestFirstName: string | null,
  mainGuestLastName: string | null,
];

/** As bookingsOfProperties, reading only what a calendar bar's Booking shows (no quote), per listing by arrival. */
export async function bookingBarsOfProperties(
  db: Db,
  propertyIds: number[],
  from: string,
  toExclusive: string,
): Promise<BookingBarRow[]> {
  const folded = await foldedStays<FoldedBar>(
    db,
    propertyIds,
    from,
    toExclusive,
    () => sql`b.id, b.start_date, b.end_date, b.calendar_id, c.provider_slug, b.ota, b.provider_guest_name,
      b.deleted_at, b.conflict, b.main_guest_id, g.first_name, g.last_name`,
  );
  return [...folded].flatMap(([propertyId, bars]) =>
    bars.map((bar): BookingBarRow => ({
      id: bar[0],
      propertyId,
      startDate: bar[1],
      endDate: bar[2],
      calendarId: bar[3],
      providerSlug: bar[4],
      ota: bar[5],
      providerGuestName: bar[6],
      deletedAt: bar[7],
      conflict: Boolean(bar[8]),
      mainGuestId: bar[9],
      mainGuestFirstName: bar[10],
      mainGuestLastName: bar[11],
    })),
  );
}

export async function insertDirectBooking(
  db: Db,
  values: {
    propertyId: number;
    startDate: string;
    endDate: string;
    providerGuestName: string;
    numberOfGuest: number;
    paymentMethod: string | null;
    inviteCode: string;
    quote: string;
    guestEmail?: string | null;
  },
): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('bookings')
    .values({ ...values, calendarId: null, uid: null, ota: null, welcomePending: 1, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteBooking(db: Db, id: number): Promise<void> {
  await db.deleteFrom('bookings').where('id', '=', id).execute();
}

/** Cancelled now, at the host's request (the channel is asked to cancel; a sync does not restore it). */
export async function markCancellationRequested(db: Db, id: number): Promise<void> {
  const now = new Date().toISOString();
  await db
    .updateTable('bookings')
    .set({ deletedAt: now, cancellationRequestedAt: now, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

export async function findBooking(db: Db, ownerId: number, id: number): Promise<Booking | undefined> {
  const row = await owned(db, ownerId).where('bookings.id', '=', id).executeTakeFirst();
  return row && toBooking(row);
}

/** What a listing's export feed carries: its bookings that are not cancelled, from every channel and direct. */
export async function activeBookingsOf(db: Db, propertyId: number): Promise<BookingRow[]> {
  return db
    .selectFrom('bookings')
    .selectAll()
    .where('propertyId', '=', propertyId)
    .where('deletedAt', 'is', null)
    .orderBy('startDate')
    .orderBy('id')
    .execute();
}

/**
 * Flags every non-cancelled booking of the listing that overlaps a non-cancelled booking from another channel
 * (another calendar, or a direct booking against an imported one); clears the flag elsewhere. Two sweeps in start
 * order instead of comparing every pair, so a feed of thousands of overlapping stays costs n log n, not n².
 */
export async function recomputeConflicts(db: Db, propertyId: number): Promise<void> {
  // Read a page at a time, in the order of the (property_id, start_date) index.
  const rows: Awaited<ReturnType<typeof conflictPage>> = [];
  for (let after: [string, number] = ['', 0]; ;) {
    const page = await conflictPage(db, propertyId, after);
    for (const row of page) rows.push(row);
    if (page.length < PAGE_ROWS) break;
    const last = page[page.length - 1]!;
    after = [last.startDate, last.id];
    await nextTurn();
  }
  const conflicting = conflictingIds(rows.filter((row) => row.deletedAt === null));
  const set = rows.filter((row) => conflicting.has(row.id) && !row.conflict).map((row) => row.id);
  const cleared = rows.filter((row) => !conflicting.has(row.id) && row.conflict).map((row) => row.id);
  for (const ids of batches(set)) {
    await db.updateTable('bookings').set({ conflict: 1 }).where('id', 'in', ids).execute();
  }
  for (const ids of batches(cleared)) {
    await db.updateTable('bookings').set({ conflict: 0 }).where('id', 'in', ids).execute();
  }
}

const conflictPage = (db: Db, propertyId: number, [startDate, id]: [string, number]) =>
  db
    .selectFrom('bookings')
    .select(['id', 'calendarId', 'startDate', 'endDate', 'deletedAt', 'conflict'])
    .where('propertyId', '=', propertyId)
    .where(({ eb, refTuple, tuple }) => eb(refTuple('startDate', 'id'), '>', tuple(startDate, id)))
    .orderBy('startDate')
    .orderBy('id')
    .limit(PAGE_ROWS)
    .execute();

type Stay = { id: number; calendarId: number | null; startDate: string; endDate: string };

/**
 * Ids of the stays (sorted by start) overlapping a stay of another channel (direct bookings are one channel). In
 * start order, stay j overlaps an earlier stay i exactly when i ends after j starts: a forward sweep keeps the two
 * latest ends of different channels seen so far, a backward sweep the two earliest starts of different channels
 * still to come, so each stay is checked against the best candidate of another channel in constant time.
 */
export function conflictingIds(stays: Stay[]): Set<number> {
  const channel = (stay: Stay) => stay.calendarId ?? 0;
  const conflicting = new Set<number>();
  type Best = { value: string; channel: number } | null;
  /** The best two values of different channels, `better` deciding; `other(c)` is the best not of channel c. */
  const tracker = (better: (a: string, b: string) => boolean) => {
    let first: Best = null;
    let second: Best = null;
    return {
      other: (c: number) => (first && first.channel !== c ? first : second),
      add(value: string, c: number) {
        if (first && first.channel === c) {
          if (better(value, first.value)) first = { value, channel: c };
        } else if (!first || better(value, first.value)) {
          second = first;
          first = { value, channel: c };
        } else if (!second || better(value, second.value)) {
          second = { value, channel: c };
        }
      },
    };
  };
  const ends = tracker((a, b) => a > b);
  for (const stay of stays) {
    const earlier = ends.other(channel(stay));
    if (earlier && earlier.value > stay.startDate) conflicting.add(stay.id);
    ends.add(stay.endDate, channel(stay));
  }
  const starts = tracker((a, b) => a < b);
  for (let index = stays.length - 1; index >= 0; index--) {
    const stay = stays[index]!;
    const later = starts.other(channel(stay));
    if (later && later.value < stay.endDate) conflicting.add(stay.id);
    starts.add(stay.startDate, channel(stay));
  }
  return conflicting;
}

/** A booking the user takes part in, as its host (listing owner) or its joined guest; else undefined. */
export async function findBookingOfParticipant(db: Db, userId: number, id: number): Promise<Booking | undefined> {
  const row = await withParticipants(db)
    .where('bookings.id', '=', id)
    .where((eb) => eb.or([eb('properties.ownerId', '=', userId), eb('bookings.mainGuestId', '=', userId)]))
    .executeTakeFirst();
  return row && toBooking(row);
}

/** The stays of an iCal link that one sync run created or cancelled (their createdAt or deletedAt is the run's time). */
export async function bookingsChangedAt(db: Db, calendarId: number, at: string): Promise<Booking[]> {
  const rows = await withParticipants(db)
    .where('bookings.calendarId', '=', calendarId)
    .where((eb) => eb.or([eb('bookings.createdAt', '=', at), eb('bookings.deletedAt', '=', at)]))
    .orderBy('bookings.startDate')
    .orderBy('bookings.id')
    .execute();
  return rows.map(toBooking);
}

/** Any booking by id, for the invite join (which checks the code itself). */
export async function findAnyBooking(db: Db, id: number): Promise<Booking | undefined> {
  const row = await withParticipants(db).where('bookings.id', '=', id).executeTakeFirst();
  return row && toBooking(row);
}

/** Sets the main guest unless another guest already holds the booking; true when the caller is its guest now. */
export async function claimMainGuest(db: Db, bookingId: number, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set({ mainGuestId: userId, updatedAt: new Date().toISOString() })
    .where('id', '=', bookingId)
    .where((eb) => eb.or([eb('mainGuestId', 'is', null), eb('mainGuestId', '=', userId)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
