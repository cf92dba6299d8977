import {
  PROPERTY_MESSAGES,
  calendarProviderOf,
  calendarSchema,
  calendarUpdateSchema,
  type CalendarValues,
} from '@portal/schema';
import { isUniqueViolation, type Db } from '../db/database.js';
import { violation } from '../plugins/errors.js';
import { propertyOfBody } from '../properties/ownership.js';
import type { User } from '../users/repository.js';
import { validInput } from '../users/service.js';
import { countConfirmedBookings, deleteCalendar, insertCalendar, updateCalendar, type Calendar } from './repository.js';

const duplicate = () => violation('url', PROPERTY_MESSAGES.calendarDuplicate);

/**
 * POST /calendars: an iCal link of one of the supported portals (the yup rule); its provider comes from the URL.
 * Nothing is fetched yet: lastSyncedAt stays null until the calendars issue adds the sync.
 */
export async function createCalendar(db: Db, caller: User, input: unknown): Promise<Calendar> {
  const values = await validInput<CalendarValues>(calendarSchema, input);
  const property = await propertyOfBody(db, caller.id, values.property);
  const provider = calendarProviderOf(values.url)!;
  try {
    return await insertCalendar(db, { propertyId: property.id, url: values.url, providerSlug: provider.slug });
  } catch (error) {
    throw isUniqueViolation(error) ? duplicate() : error;
  }
}

/** PUT /calendars/{id}: a new URL is a new feed (provider derived again, sync state reset). */
export async function updateCalendarFields(
  db: Db,
  caller: User,
  calendar: Calendar,
  input: unknown,
): Promise<Calendar> {
  const values = await validInput<Partial<CalendarValues>>(calendarUpdateSchema, input);
  const changes: Parameters<typeof updateCalendar>[2] = {};
  if (values.property) changes.propertyId = (await propertyOfBody(db, caller.id, values.property)).id;
  if (values.url !== undefined && values.url !== calendar.url) {
    changes.url = values.url;
    changes.providerSlug = calendarProviderOf(values.url)!.slug;
    changes.lastSyncedAt = null;
    changes.lastSyncError = null;
  }
  if (Object.keys(changes).length === 0) return calendar;
  try {
    return await updateCalendar(db, calendar.id, changes);
  } catch (error) {
    throw isUniqueViolation(error) ? duplicate() : error;
  }
}

/** DELETE /calendars/{id}: refused while the calendar has confirmed (not cancelled) bookings (spec §4). */
export async function removeCalendar(db: Db, _caller: User, calendar: Calendar): Promise<void> {
  if ((await countConfirmedBookings(db, calendar.id)) > 0) {
    throw violation('bookings', PROPERTY_MESSAGES.calendarHasBookings);
  }
  await deleteCalendar(db, calendar.id);
}
