import { addDays } from '@portal/schema';
import type { Db } from '../db/database.js';
import type { ManualOverrideRow, RateSource } from '../db/tables.js';
import { isWeekendNight, nightlyRate, orphanNights, seasonOn, type Occupied, type Season } from '../pricing/pricing.js';
import type { Property } from '../properties/repository.js';
import { listActiveStays, listBlocks, listOverrides } from '../property-calendars/repository.js';

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

/** The listing fields a night's values are computed from: a write to one of them refreshes the whole window. */
const NIGHT_FIELDS = [
  'baseRate',
  'minNights',
  'seasonalEnabled',
  'weekendEnabled',
  'weekendMarkup',
  'orphanNightsEnabled',
  'orphanNightsMinNights',
  'orphanNightsMarkup',
] as const satisfies readonly (keyof Property)[];

export const changesNights = (changes: object) => NIGHT_FIELDS.some((field) => field in changes);

/** A night as the table keeps it: the calendar's values and where the rate comes from. */
export type Night = CalendarDay & { rateSource: RateSource };

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

export const groupBy = <T extends { propertyId: number }>(rows: readonly T[]) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.propertyId);
    if (group) group.push(row);
    else groups.set(row.propertyId, [row]);
  }
  return groups;
};

/** What a listing's nights are computed from; `stays` are not cancelled. */
export interface NightInputs {
  seasons: readonly Season[];
  overrides: readonly Pick<ManualOverrideRow, 'date' | 'rate' | 'minNights'>[];
  stays: readonly Occupied[];
  blocks: readonly Occupied[];
}

/** The most specific rule that shaped a night's rate (the factors multiply: see pricing.ts). */
function rateSourceOf(property: Property, seasons: readonly Season[], date: string, orphan: boolean): RateSource {
  if (property.baseRate === null) return 'none';
  if (orphan) return 'orphan';
  if (property.seasonalEnabled && seasonOn(seasons, date)) return 'season';
  if (property.weekendEnabled && property.weekendMarkup && isWeekendNight(date)) return 'weekend';
  return 'base';
}

/**
 * The nights from..to of a listing, by the pricing engine. The stays and blocks must include those within the
 * longest orphan-night span around the range, so gaps at its edges are priced right.
 */
export function computeNights(property: Property, inputs: NightInputs, from: string, to: string): Map<string, Night> {
  const orphans = orphanNights(property, [...inputs.stays, ...inputs.blocks]);
  const blocked = new Set<string>();
  for (const block of inputs.blocks) nightsWithin(block, from, to, blocked);
  const byDate = new Map(inputs.overrides.map((row) => [row.date, row]));
  const nights = new Map<string, Night>();
  for (const date of datesOf(from, to)) {
    const override = byDate.get(date);
    const orphan = orphans.has(date);
    const rateOverride = override?.rate ?? null;
    nights.set(date, {
      rate: nightlyRate(property, inputs.seasons, date, { rateOverride, orphan }),
      blocked: blocked.has(date),
      minNights: override?.minNights ?? property.minNights,
      rateOverride,
      minNightsOverride: override?.minNights ?? null,
      rateSource: rateOverride !== null ? 'override' : rateSourceOf(property, inputs.seasons, date, orphan),
    });
  }
  return nights;
}

/** The orphan-night span to read around a range: the longest gap that can still be an orphan. */
export const orphanSpan = (properties: readonly Property[]) =>
  Math.max(
    0,
    ...properties.map((p) => (p.orphanNightsEnabled && p.orphanNightsMinNights ? p.orphanNightsMinNights : 0)),
  );

/**
 * The nights from..to of these listings by the pricing engine: one query per table whatever the number of listings
 * (overrides, stays, blocks; the seasons are the caller's, grouped by listing).
 */
export async function computedNightsOf(
  db: Db,
  properties: readonly Property[],
  seasonsOf: ReadonlyMap<number, readonly Season[]>,
  from: string,
  to: string,
): Promise<Map<number, Map<string, Night>>> {
  const result = new Map<number, Map<string, Night>>();
  if (properties.length === 0) return result;
  const ids = properties.map((property) => property.id);
  const pad = orphanSpan(properties);
  const readFrom = addDays(from, -pad);
  const readTo = addDays(to, pad + 1);
  const [overrides, stays, blocks] = await Promise.all([
    listOverrides(db, ids, from, to),
    listActiveStays(db, ids, readFrom, readTo),
    listBlocks(db, ids, readFrom, readTo),
  ]);
  const overridesOf = groupBy(overrides);
  const staysOf = groupBy(stays);
  const blocksOf = groupBy(blocks);
  for (const property of properties) {
    const inputs: NightInputs = {
      seasons: seasonsOf.get(property.id) ?? [],
      overrides: overridesOf.get(property.id) ?? [],
      stays: staysOf.get(property.id) ?? [],
      blocks: blocksOf.get(property.id) ?? [],
    };
    result.set(property.id, computeNights(property, inputs, from, to));
  }
  return result;
}
