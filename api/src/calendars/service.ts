import {
  CALENDAR_LIMITS,
  PROPERTY_MESSAGES,
  calendarProviderOf,
  calendarSchema,
  calendarUpdateSchema,
  type CalendarValues,
  todayUtc,
} from '@portal/schema';
import { isUniqueViolation, type Db } from '../db/database.js';
import { violation } from '../plugins/errors.js';
import { propertyOfBody } from '../properties/ownership.js';
import type { User } from '../users/repository.js';
import { validInput } from '../users/service.js';
import { recomputeConflicts } from '../bookings/repository.js';
import { refreshNightly } from '../nightly-rates/refresh.js';
import { lockProperty } from '../property-calendars/repository.js';
import {
  countCalendarsOf,
  countConfirmedBookings,
  deleteCalendar,
  insertCalendar,
  updateCalendar,
  withStats,
  type Calendar,
  type CalendarView,
} from './repository.js';
import type { CalendarSync } from './sync/service.js';

const duplicate = () => violation('url', PROPERTY_MESSAGES.calendarDuplicate);

/**
 * Runs `write` with the listing locked once it is known to hold fewer than CALENDAR_LIMITS.linksPerListing links
 * (each one is fetched on every schedule tick): counted in the write's transaction, so two racing requests cannot
 * both add the 21st.
 */
async function withRoomForLink<T>(db: Db, propertyId: number, write: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(async (trx) => {
      await lockProperty(trx, propertyId);
      if ((await countCalendarsOf(trx, propertyId)) >= CALENDAR_LIMITS.linksPerListing) {
        throw violation('url', PROPERTY_MESSAGES.calendarLimit(CALENDAR_LIMITS.linksPerListing));
      }
      return write(trx);
    });
  } catch (error) {
    throw isUniqueViolation(error) ? duplicate() : error;
  }
}

/** The calendar as its item shows it, read again (after a sync). */
export async function calendarView(db: Db, calendarId: number): Promise<CalendarView> {
  const calendar = await db.selectFrom('calendars').selectAll().where('id', '=', calendarId).executeTakeFirstOrThrow();
  return (await withStats(db, [calendar]))[0]!;
}

/**
 * POST /calendars: an iCal link of one of the supported portals (the yup rule); its provider comes from the URL.
 * The link is saved, then synced at once (unless `sync` is null: the demo seed); a failed first sync keeps the
 * link, with the error stored on it.
 */
export async function createCalendar(
  db: Db,
  sync: CalendarSync | null,
  caller: User,
  input: unknown,
): Promise<CalendarView> {
  const values = await validInput<CalendarValues>(calendarSchema, input);
  const property = await propertyOfBody(db, caller.id, values.property);
  const provider = calendarProviderOf(values.url)!;
  const calendar: Calendar = await withRoomForLink(db, property.id, (trx) =>
    insertCalendar(trx, { propertyId: property.id, url: values.url, providerSlug: provider.slug }),
  );
  await sync?.sync(calendar.id);
  return calendarView(db, calendar.id);
}

/** POST /calendars/{id}/sync ('Sync now'): the item after the sync; a failed fetch shows as `lastSyncError`. */
export async function syncCalendarNow(db: Db, sync: CalendarSync, calendar: CalendarView): Promise<CalendarView> {
  await sync.sync(calendar.id);
  return calendarView(db, calendar.id);
}

/** PUT /calendars/{id}: a new URL is a new feed (provider derived again, sync state reset, synced at once). */
export async function updateCalendarFields(
  db: Db,
  sync: CalendarSync,
  caller: User,
  calendar: CalendarView,
  input: unknown,
): Promise<CalendarView> {
  const values = await validInput<Partial<CalendarValues>>(calendarUpdateSchema, input);
  const changes: Parameters<typeof updateCalendar>[2] = {};
  if (values.property) changes.propertyId = (await propertyOfBody(db, caller.id, values.property)).id;
  if (values.url !== undefined && values.url !== calendar.url) {
    changes.url = values.url;
    changes.providerSlug = calendarProviderOf(values.url)!.slug;
    changes.lastSyncedAt = null;
    changes.lastSyncError = null;
    changes.etag = null;
    changes.lastModified = null;
    changes.lastSyncResult = null;
    changes.lastSyncWarning = null;
    changes.syncFailures = 0;
  }
  if (Object.keys(changes).length === 0) return calendar;
  if (changes.propertyId !== undefined && changes.propertyId !== calendar.propertyId) {
    await withRoomForLink(db, changes.propertyId, (trx) => updateCalendar(trx, calendar.id, changes));
  } else {
    try {
      await updateCalendar(db, calendar.id, changes);
    } catch (error) {
      throw isUniqueViolation(error) ? duplicate() : error;
    }
  }
  if (changes.url) await sync.sync(calendar.id);
  return calendarView(db, calendar.id);
}

/**
 * DELETE /calendars/{id}: refused while the calendar has confirmed bookings (spec §4): imported, not cancelled,
 * not ended. Its past and cancelled bookings and its blocked dates go with it.
 */
export async function removeCalendar(db: Db, _caller: User, calendar: Calendar): Promise<void> {
  if ((await countConfirmedBookings(db, calendar.id, todayUtc())) > 0) {
    throw violation('bookings', PROPERTY_MESSAGES.calendarHasBookings);
  }
  await db.transaction().execute(async (trx) => {
    await deleteCalendar(trx, calendar.id);
    await recomputeConflicts(trx, calendar.propertyId);
    await refreshNightly(trx, calendar.propertyId);
  });
}
