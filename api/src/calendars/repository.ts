import type { Db } from '../db/database.js';
import type { CalendarRow } from '../db/tables.js';
import { nonEmpty } from '../properties/repository.js';

export type Calendar = CalendarRow;

/** Throws a unique violation (isUniqueViolation) when the listing already imports this URL. */
export async function insertCalendar(
  db: Db,
  calendar: { propertyId: number; url: string; providerSlug: string },
): Promise<Calendar> {
  return db
    .insertInto('calendars')
    .values({ ...calendar, createdAt: new Date().toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const owned = (db: Db, ownerId: number) =>
  db
    .selectFrom('calendars')
    .innerJoin('properties', 'properties.id', 'calendars.propertyId')
    .selectAll('calendars')
    .where('properties.ownerId', '=', ownerId);

export async function findCalendar(db: Db, ownerId: number, id: number): Promise<Calendar | undefined> {
  return owned(db, ownerId).where('calendars.id', '=', id).executeTakeFirst();
}

export async function listCalendars(
  db: Db,
  ownerId: number,
  filter: { ids?: number[]; propertyIds?: number[] },
): Promise<Calendar[]> {
  let query = owned(db, ownerId);
  if (filter.ids) query = query.where('calendars.id', 'in', nonEmpty(filter.ids));
  if (filter.propertyIds) query = query.where('calendars.propertyId', 'in', nonEmpty(filter.propertyIds));
  return query.orderBy('calendars.propertyId').orderBy('calendars.id').execute();
}

export async function listCalendarsOf(db: Db, propertyIds: number[]): Promise<Calendar[]> {
  if (propertyIds.length === 0) return [];
  return db.selectFrom('calendars').selectAll().where('propertyId', 'in', propertyIds).orderBy('id').execute();
}

export async function updateCalendar(
  db: Db,
  id: number,
  changes: Partial<Pick<Calendar, 'propertyId' | 'url' | 'providerSlug' | 'lastSyncedAt' | 'lastSyncError'>>,
): Promise<Calendar> {
  return db.updateTable('calendars').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function deleteCalendar(db: Db, id: number): Promise<void> {
  await db.deleteFrom('calendars').where('id', '=', id).execute();
}

/** Bookings of the calendar that are not cancelled (deleted_at not set). */
export async function countConfirmedBookings(db: Db, calendarId: number): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('calendarId', '=', calendarId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
