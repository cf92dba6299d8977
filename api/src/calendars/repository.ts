import type { Bound, Capped } from '../db/capped.js';
import type { Db } from '../db/database.js';
import {
  findOwnedListingRow,
  listOwnedListingRows,
  noListings,
  rowsOfListings,
  type ListingIds,
  type ListingRowFilter,
} from '../db/listing-rows.js';
import { deleteRow, insertRow, updateRow } from '../db/rows.js';
import type { CalendarRow } from '../db/tables.js';

export type Calendar = CalendarRow;

/** A booking of the calendar that overlaps one from another channel of the listing. */
export interface CalendarConflict {
  bookingId: number;
  startDate: string;
  endDate: string;
  conflictsWith: number[];
}

/** A calendar with what its item shows about its imports. */
export type CalendarView = Calendar & {
  /** Its bookings that are not cancelled (past ones included). */
  bookingsCount: number;
  blocksCount: number;
  conflicts: CalendarConflict[];
};

/** Adds the counts and conflicts to calendars, with three queries whatever their number. */
export async function withStats(db: Db, calendars: Calendar[]): Promise<CalendarView[]> {
  if (calendars.length === 0) return [];
  const ids = calendars.map((calendar) => calendar.id);
  const propertyIds = [...new Set(calendars.map((calendar) => calendar.propertyId))];
  const [bookings, blocks, conflicting] = await Promise.all([
    db
      .selectFrom('bookings')
      .select(['calendarId', (eb) => eb.fn.countAll().as('count')])
      .where('calendarId', 'in', ids)
      .where('deletedAt', 'is', null)
      .groupBy('calendarId')
      .execute(),
    db
      .selectFrom('availabilityBlocks')
      .select(['calendarId', (eb) => eb.fn.countAll().as('count')])
      .where('calendarId', 'in', ids)
      .groupBy('calendarId')
      .execute(),
    db
      .selectFrom('bookings')
      .select(['id', 'propertyId', 'calendarId', 'startDate', 'endDate'])
      .where('propertyId', 'in', propertyIds)
      .where('deletedAt', 'is', null)
      .where('conflict', '=', 1)
      .orderBy('startDate')
      .orderBy('id')
      .execute(),
  ]);
  const countOf = (rows: { calendarId: number | null; count: unknown }[], id: number) =>
    Number(rows.find((row) => row.calendarId === id)?.count ?? 0);
  return calendars.map((calendar) => ({
    ...calendar,
    bookingsCount: countOf(bookings, calendar.id),
    blocksCount: countOf(blocks, calendar.id),
    conflicts: conflicting
      .filter((booking) => booking.calendarId === calendar.id)
      .map((booking) => ({
        bookingId: booking.id,
        startDate: booking.startDate,
        endDate: booking.endDate,
        conflictsWith: conflicting
          .filter(
            (other) =>
              other.propertyId === booking.propertyId &&
              other.calendarId !== booking.calendarId &&
              other.startDate < booking.endDate &&
              booking.startDate < other.endDate,
          )
          .map((other) => other.id),
      })),
  }));
}

/** Throws a unique violation (isUniqueViolation) when the listing already imports this URL. */
export async function insertCalendar(
  db: Db,
  calendar: { propertyId: number; url: string; providerSlug: string },
): Promise<Calendar> {
  return insertRow(db, 'calendars', calendar);
}

export async function findCalendar(db: Db, ownerId: number, id: number): Promise<CalendarView | undefined> {
  const calendar = await findOwnedListingRow(db, 'calendars', ownerId, id);
  return calendar && (await withStats(db, [calendar]))[0];
}

export async function listCalendars(
  db: Db,
  ownerId: number,
  filter: ListingRowFilter,
  bound: Bound,
): Promise<Capped<CalendarView>> {
  const { rows, total } = await listOwnedListingRows(db, 'calendars', ownerId, filter, bound);
  return { rows: await withStats(db, rows), total };
}

export async function listCalendarsOf(db: Db, propertyIds: number[]): Promise<Calendar[]> {
  return rowsOfListings(db, 'calendars', propertyIds);
}

/** What a list of listings reads of an iCal link: its listing, channel and whether its last sync failed. */
export type ChannelLink = Pick<Calendar, 'propertyId' | 'providerSlug' | 'lastSyncError'>;

/** The iCal links of some listings in the order they were added, with only what a list of listings reads. */
export async function listChannelLinksOf(db: Db, propertyIds: ListingIds): Promise<ChannelLink[]> {
  if (noListings(propertyIds)) return [];
  return db
    .selectFrom('calendars')
    .select(['propertyId', 'providerSlug', 'lastSyncError'])
    .where('propertyId', 'in', propertyIds)
    .orderBy('id')
    .execute();
}

export async function updateCalendar(
  db: Db,
  id: number,
  changes: Partial<
    Pick<
      Calendar,
      | 'propertyId'
      | 'url'
      | 'providerSlug'
      | 'lastSyncedAt'
      | 'lastSyncError'
      | 'etag'
      | 'lastModified'
      | 'lastSyncAttemptAt'
      | 'lastSyncResult'
      | 'lastSyncWarning'
      | 'syncFailures'
    >
  >,
): Promise<Calendar> {
  return updateRow(db, 'calendars', id, changes);
}

export async function deleteCalendar(db: Db, id: number): Promise<void> {
  await deleteRow(db, 'calendars', id);
}

/** How many iCal links the listing has. */
export async function countCalendarsOf(db: Db, propertyId: number): Promise<number> {
  const row = await db
    .selectFrom('calendars')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('propertyId', '=', propertyId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Confirmed bookings of the calendar: not cancelled (deleted_at not set) and not ended (end date after today). */
export async function countConfirmedBookings(db: Db, calendarId: number, today: string): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('calendarId', '=', calendarId)
    .where('deletedAt', 'is', null)
    .where('endDate', '>', today)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
