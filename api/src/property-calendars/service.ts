import {
  CALENDAR_MESSAGES,
  MESSAGES,
  dateRangeSchema,
  manualOverrideSchema,
  type DateRangeValues,
  type ManualOverrideValues,
  addDays,
} from '@portal/schema';
import { bookingsOfProperties, type Booking } from '../bookings/repository.js';
import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transaction.js';
import { violation } from '../plugins/errors.js';
import { datesOf, groupBy, type CalendarDay } from '../nightly-rates/compute.js';
import { calendarDaysOf } from '../nightly-rates/read.js';
import { refreshAround, refreshNightly } from '../nightly-rates/refresh.js';
import { fieldsCheckedIn, sectionComplete } from '../properties/completeness.js';
import type { Property, PropertyFields } from '../properties/repository.js';
import { listSeasonalRatesOf } from '../seasonal-rates/repository.js';
import { validInput } from '../users/service.js';
import {
  clearOverrides,
  listActiveStays,
  listBlocks,
  lockProperty,
  replaceLocalBlocks,
  setOverrides,
  type OverrideField,
} from './repository.js';

export type { CalendarDay };
export { datesOf };

export interface PropertyCalendar extends CalendarHeader {
  minNights: number | null;
  bookings: Booking[];
  dates: Record<string, CalendarDay>;
}

/**
 * The calendars of these listings over from..to (both included): the nightly values from `nightly_rates` (the
 * pricing engine's answers kept on write; nightly-rates/read.ts), the seasons and the bookings in one query each
 * whatever the number of listings.
 */
export async function propertyCalendars(
  db: Db,
  properties: Property[],
  from: string,
  to: string,
  { withBookings = true } = {},
): Promise<PropertyCalendar[]> {
  if (properties.length === 0) return [];
  const ids = properties.map((property) => property.id);
  const windowEnd = addDays(to, 1);
  const seasonsOf = groupBy(await listSeasonalRatesOf(db, ids));
  const [days, bookings] = await Promise.all([
    calendarDaysOf(db, properties, seasonsOf, from, to),
    withBookings ? bookingsOfProperties(db, ids, from, windowEnd) : [],
  ]);
  const bookingsOf = groupBy(bookings);
  return properties.map((property) => ({
    ...calendarHeaderOf(property, seasonsOf.get(property.id)?.length ?? 0),
    minNights: property.minNights,
    bookings: bookingsOf.get(property.id) ?? [],
    dates: days.get(property.id)!,
  }));
}

/** What a calendar row says of its listing besides the nights: its name, base rate and what is missing. */
export interface CalendarHeader {
  propertyId: number;
  name: string;
  baseRate: number | null;
  pricingMissing: boolean;
  bookingSettingsMissing: boolean;
}

/** What a calendar's header shows of a listing; it also reads `CALENDAR_CHECKED_FIELDS` where they are present. */
export const CALENDAR_HEADER_FIELDS = ['name', 'baseRate'] as const;
/** The fields of the sections a calendar marks as missing (pricing, booking settings). */
export const CALENDAR_CHECKED_FIELDS = fieldsCheckedIn(['pricing', 'bookingSettings']);

export type CalendarListing = PropertyFields<(typeof CALENDAR_HEADER_FIELDS)[number]>;

export function calendarHeaderOf(property: CalendarListing, seasonalRateCount: number): CalendarHeader {
  const input = { property, photoTypes: [], calendarCount: 0, seasonalRateCount };
  return {
    propertyId: property.id,
    name: property.name ?? '',
    baseRate: property.baseRate,
    pricingMissing: !sectionComplete('pricing', input),
    bookingSettingsMissing: !sectionComplete('bookingSettings', input),
  };
}

/** What the override and block routes answer: the changed days, in the property calendar's shape. */
export interface ChangedDays {
  propertyId: number;
  fromDate: string;
  toDate: string;
  dates: Record<string, CalendarDay>;
}

async function changedDays(db: Db, property: Property, from: string, to: string): Promise<ChangedDays> {
  const [calendar] = await propertyCalendars(db, [property], from, to, { withBookings: false });
  return { propertyId: property.id, fromDate: from, toDate: to, dates: calendar!.dates };
}

export type SentOnly = OverrideField | undefined;

/** POST /properties/{id}/manual-override/create: sets the rate and/or minimum stay of each date of the range. */
export async function createOverrides(
  db: Db,
  property: Property,
  sentOnly: SentOnly,
  input: unknown,
): Promise<ChangedDays> {
  const values = await validInput<ManualOverrideValues>(manualOverrideSchema, input);
  const given = (field: OverrideField) => values[field] !== undefined && values[field] !== null;
  const fields: OverrideField[] = sentOnly ? [sentOnly] : (['rate', 'minNights'] as const).filter(given);
  if (sentOnly && !given(sentOnly)) throw violation(sentOnly, MESSAGES.required);
  if (fields.length === 0) throw violation('rate', CALENDAR_MESSAGES.overrideValueRequired);
  const set = Object.fromEntries(fields.map((field) => [field, values[field]!]));
  return inTransaction(db, async (trx) => {
    await setOverrides(trx, property.id, datesOf(values.fromDate, values.toDate), set);
    await refreshNightly(trx, property.id, values.fromDate, values.toDate);
    return changedDays(trx, property, values.fromDate, values.toDate);
  });
}

/** POST /properties/{id}/manual-override/delete: clears both overrides of the range (or only `sentOnly`). */
export async function deleteOverrides(
  db: Db,
  property: Property,
  sentOnly: SentOnly,
  input: unknown,
): Promise<ChangedDays> {
  const { fromDate, toDate } = await validInput<DateRangeValues>(dateRangeSchema, input);
  return inTransaction(db, async (trx) => {
    await clearOverrides(trx, property.id, fromDate, toDate, sentOnly ? [sentOnly] : ['rate', 'minNights']);
    await refreshNightly(trx, property.id, fromDate, toDate);
    return changedDays(trx, property, fromDate, toDate);
  });
}

/**
 * POST /properties/{id}/availability-block/create and /delete. The range (toDate included) may not overlap a
 * stay that is not cancelled. Create merges the local blocks it touches into one; delete cuts the range out of the
 * local blocks (imported blocks stay: they come from the channels' feeds). Checked and written in one transaction
 * with the listing locked, like direct bookings.
 */
export async function changeBlocks(
  db: Db,
  property: Property,
  action: 'create' | 'delete',
  input: unknown,
): Promise<ChangedDays> {
  const { fromDate, toDate } = await validInput<DateRangeValues>(dateRangeSchema, input);
  const end = addDays(toDate, 1);
  return inTransaction(db, async (trx) => {
    await lockProperty(trx, property.id);
    if ((await listActiveStays(trx, [property.id], fromDate, end)).length > 0) {
      throw violation('fromDate', CALENDAR_MESSAGES.blockOverlapsBooking);
    }
    // Touching blocks too (end = fromDate, start = toDate + 1) so adjacent blocks merge.
    const local = (await listBlocks(trx, [property.id], addDays(fromDate, -1), addDays(end, 1))).filter(
      (block) => block.calendarId === null && block.startDate <= end && block.endDate >= fromDate,
    );
    if (action === 'create') {
      const startDate = local.reduce((min, block) => (block.startDate < min ? block.startDate : min), fromDate);
      const endDate = local.reduce((max, block) => (block.endDate > max ? block.endDate : max), end);
      await replaceLocalBlocks(
        trx,
        property.id,
        local.map((block) => block.id),
        [{ startDate, endDate }],
      );
    } else {
      const overlapping = local.filter((block) => block.startDate < end && block.endDate > fromDate);
      const kept = overlapping.flatMap((block) => [
        ...(block.startDate < fromDate ? [{ startDate: block.startDate, endDate: fromDate }] : []),
        ...(block.endDate > end ? [{ startDate: end, endDate: block.endDate }] : []),
      ]);
      await replaceLocalBlocks(
        trx,
        property.id,
        overlapping.map((block) => block.id),
        kept,
      );
    }
    await refreshAround(trx, property.id, { startDate: fromDate, endDate: end });
    return changedDays(trx, property, fromDate, toDate);
  });
}
