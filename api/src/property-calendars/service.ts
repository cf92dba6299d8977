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
import { orphanNights, nightlyRate, type Occupied } from '../pricing/pricing.js';
import { completenessOf } from '../properties/completeness.js';
import type { Property } from '../properties/repository.js';
import { listSeasonalRatesOf } from '../seasonal-rates/repository.js';
import { validInput } from '../users/service.js';
import {
  clearOverrides,
  listActiveStays,
  listBlocks,
  listOverrides,
  lockProperty,
  replaceLocalBlocks,
  setOverrides,
  type OverrideField,
} from './repository.js';

/** One date of a listing's calendar (spec §3 Property calendar): the client's normalized CalendarDay. */
export interface CalendarDay {
  /** The nightly rate (src/pricing), minor units; null without a base rate or override. */
  rate: number | null;
  /** Closed by a block (made here or imported from a channel). Booked nights show as bookings. */
  blocked: boolean;
  /** The minimum stay of an arrival that day: the override, else the listing's. */
  minNights: number | null;
  rateOverride: number | null;
  minNightsOverride: number | null;
}

export interface PropertyCalendar {
  propertyId: number;
  name: string;
  baseRate: number | null;
  minNights: number | null;
  pricingMissing: boolean;
  bookingSettingsMissing: boolean;
  bookings: Booking[];
  dates: Record<string, CalendarDay>;
}

type StayOrBooking = Occupied & { id: number; propertyId: number; deletedAt: string | null };

/** Every date from..to, both included. */
export function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** Nights of an occupied period within from..to, both included. */
function nightsWithin(period: Occupied, from: string, to: string, into: Set<string>) {
  const last = addDays(period.endDate, -1);
  for (
    let date = period.startDate < from ? from : period.startDate;
    date <= last && date <= to;
    date = addDays(date, 1)
  ) {
    into.add(date);
  }
}

const groupBy = <T extends { propertyId: number }>(rows: T[]) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.propertyId);
    if (group) group.push(row);
    else groups.set(row.propertyId, [row]);
  }
  return groups;
};

/**
 * The calendars of these listings over from..to (both included): one query per table whatever the number of
 * listings (seasonal rates, overrides, bookings, blocks). Bookings and blocks are read a little beyond the window
 * (the longest orphan-night span) so gaps at its edges are priced right.
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
  const pad = Math.max(
    0,
    ...properties.map((p) => (p.orphanNightsEnabled && p.orphanNightsMinNights ? p.orphanNightsMinNights : 0)),
  );
  const readFrom = addDays(from, -pad);
  const readTo = addDays(to, pad + 1);
  const [seasons, overrides, bookings, blocks] = await Promise.all([
    listSeasonalRatesOf(db, ids),
    listOverrides(db, ids, from, to),
    withBookings
      ? bookingsOfProperties(db, ids, readFrom, readTo)
      : listActiveStays(db, ids, readFrom, readTo).then((rows) =>
          rows.map((row): StayOrBooking => ({ ...row, deletedAt: null })),
        ),
    listBlocks(db, ids, readFrom, readTo),
  ]);
  const seasonsOf = groupBy(seasons);
  const overridesOf = groupBy(overrides);
  const bookingsOf = groupBy<StayOrBooking>(bookings);
  const blocksOf = groupBy(blocks);
  const dates = datesOf(from, to);
  const windowEnd = addDays(to, 1);

  return properties.map((property) => {
    const own = bookingsOf.get(property.id) ?? [];
    const ownBlocks = blocksOf.get(property.id) ?? [];
    const ownSeasons = seasonsOf.get(property.id) ?? [];
    const active = own.filter((booking) => booking.deletedAt === null);
    const orphans = orphanNights(property, [...active, ...ownBlocks]);
    const blocked = new Set<string>();
    for (const block of ownBlocks) nightsWithin(block, from, to, blocked);
    const byDate = new Map((overridesOf.get(property.id) ?? []).map((row) => [row.date, row]));
    const days: Record<string, CalendarDay> = {};
    for (const date of dates) {
      const override = byDate.get(date);
      days[date] = {
        rate: nightlyRate(property, ownSeasons, date, { rateOverride: override?.rate, orphan: orphans.has(date) }),
        blocked: blocked.has(date),
        minNights: override?.minNights ?? property.minNights,
        rateOverride: override?.rate ?? null,
        minNightsOverride: override?.minNights ?? null,
      };
    }
    const completeness = completenessOf({
      property,
      photoTypes: [],
      calendarCount: 0,
      seasonalRateCount: ownSeasons.length,
    });
    return {
      propertyId: property.id,
      name: property.name ?? '',
      baseRate: property.baseRate,
      minNights: property.minNights,
      pricingMissing: !completeness.pricing,
      bookingSettingsMissing: !completeness.bookingSettings,
      bookings: withBookings
        ? (own as Booking[]).filter((booking) => booking.startDate < windowEnd && booking.endDate > from)
        : [],
      dates: days,
    };
  });
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
  await setOverrides(db, property.id, datesOf(values.fromDate, values.toDate), set);
  return changedDays(db, property, values.fromDate, values.toDate);
}

/** POST /properties/{id}/manual-override/delete: clears both overrides of the range (or only `sentOnly`). */
export async function deleteOverrides(
  db: Db,
  property: Property,
  sentOnly: SentOnly,
  input: unknown,
): Promise<ChangedDays> {
  const { fromDate, toDate } = await validInput<DateRangeValues>(dateRangeSchema, input);
  await clearOverrides(db, property.id, fromDate, toDate, sentOnly ? [sentOnly] : ['rate', 'minNights']);
  return changedDays(db, property, fromDate, toDate);
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
  await inTransaction(db, async (trx) => {
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
  });
  return changedDays(db, property, fromDate, toDate);
}
