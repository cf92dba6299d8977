import { addDays } from '@portal/schema';
import type { Db } from '../db/database.js';
import type { Season } from '../pricing/pricing.js';
import type { Property } from '../properties/repository.js';
import { listOverrides } from '../property-calendars/repository.js';
import { computedNightsOf, datesOf, groupBy, type CalendarDay, type Night } from './compute.js';
import { listNightlyRows, type NightlyRead } from './repository.js';
import { nightlyWindow, within } from './window.js';

type Nights = Map<number, Map<string, Night>>;
const NONE: Nights = new Map();

/**
 * The calendar days from..to of these listings, in date order: the nights of the kept window from `nightly_rates`
 * and the overrides' own table (one query each for all listings), those outside it by the pricing engine. A listing missing a row of the window (not
 * filled yet: the day's roll-forward has not run) is computed whole by the engine, so an answer is never short.
 */
export async function calendarDaysOf(
  db: Db,
  properties: readonly Property[],
  seasonsOf: ReadonlyMap<number, readonly Season[]>,
  from: string,
  to: string,
): Promise<Map<number, Record<string, CalendarDay>>> {
  const kept = within({ from, to }, nightlyWindow());
  const ids = properties.map((property) => property.id);
  const [rows, overrides] = kept
    ? await Promise.all([listNightlyRows(db, ids, kept.from, kept.to), listOverrides(db, ids, kept.from, kept.to)])
    : [[], []];
  const rowsOf = groupBy(rows);
  const overridesOf = new Map([...groupBy(overrides)].map(([id, list]) => [id, new Map(list.map((o) => [o.date, o]))]));
  const keptDates = kept ? datesOf(kept.from, kept.to) : [];
  const complete = (id: number) => kept !== undefined && rowsOf.get(id)?.length === keptDates.length;
  const fromTable = properties.filter((property) => complete(property.id));
  const computed = properties.filter((property) => !complete(property.id));
  const [whole, before, after] = await Promise.all([
    computedNightsOf(db, computed, seasonsOf, from, to),
    kept && from < kept.from ? computedNightsOf(db, fromTable, seasonsOf, from, addDays(kept.from, -1)) : NONE,
    kept && to > kept.to ? computedNightsOf(db, fromTable, seasonsOf, addDays(kept.to, 1), to) : NONE,
  ]);
  const days = new Map<number, Record<string, CalendarDay>>();
  for (const { id } of properties) {
    const byDate: Record<string, CalendarDay> = {};
    const addNights = (nights: Nights) => {
      for (const [date, { rateSource: _source, ...day }] of nights.get(id) ?? []) byDate[date] = day;
    };
    addNights(whole);
    addNights(before);
    if (complete(id)) {
      const own = overridesOf.get(id);
      rowsOf.get(id)!.forEach((row, index) => {
        const date = keptDates[index]!;
        byDate[date] = toDay(row, own?.get(date));
      });
    }
    addNights(after);
    days.set(id, byDate);
  }
  return days;
}

function toDay(row: NightlyRead, override: { rate: number | null; minNights: number | null } | undefined): CalendarDay {
  return {
    rate: row.rate,
    blocked: row.blocked === 1,
    minNights: row.minNights,
    rateOverride: override?.rate ?? null,
    minNightsOverride: override?.minNights ?? null,
  };
}
