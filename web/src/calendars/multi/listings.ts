import type { MultiCalendarQuery } from '../../__generated__/graphql';
import { daysBetween } from '@portal/schema';
import { barOf, type CalendarBar, type SentBar } from './bars';
import type { DayWindow } from './window';

export type PropertyCalendarSpan = MultiCalendarQuery['propertyCalendars'][number];

/** A stay's bar in the lane (0 = top) that keeps it clear of the listing's other stays. */
export interface StackedBar {
  bar: CalendarBar;
  lane: number;
}

/**
 * One row of the grid: the listing's cached calendar (the cache splices every span it was asked for into one entry,
 * see calendar-cache.ts) read at the window's days, without copying its arrays. Day `d` of the window is index
 * `d + offset` of the arrays; a day the cache does not hold yet is `undefined` there (drawn as loading).
 */
export interface CalendarListing {
  propertyId: string;
  name: string;
  pricingMissing: boolean;
  bookingSettingsMissing: boolean;
  rates: readonly (number | null)[];
  minNights: readonly (number | null)[];
  blocked: readonly boolean[];
  rateOverridden: readonly boolean[];
  minNightsOverridden: readonly boolean[];
  /** The arrays' index of the window's first day (negative when the cached days start after it). */
  offset: number;
  /** As sent (by position): `barsOf` decodes and lays them out. */
  bars: readonly SentBar[];
}

const byName = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true });
const rows = new WeakMap<PropertyCalendarSpan, CalendarListing>();

/** A listing's row for a window starting on `from`: the same object while the cache entry and window stay. */
function rowOf(calendar: PropertyCalendarSpan, from: string): CalendarListing {
  const offset = daysBetween(calendar.from, from);
  const cached = rows.get(calendar);
  if (cached?.offset === offset) return cached;
  const row = { ...calendar, offset };
  rows.set(calendar, row);
  return row;
}

/** The rows of the window by name. Only references: lanes are laid out per row when the row is drawn (`barsOf`). */
export function listingsOf(loaded: DayWindow, calendars: readonly PropertyCalendarSpan[]): CalendarListing[] {
  return calendars
    .map((calendar) => rowOf(calendar, loaded.from))
    .sort((a, b) => byName.compare(a.name, b.name) || a.propertyId.localeCompare(b.propertyId));
}

const laidOut = new WeakMap<readonly SentBar[], { bars: StackedBar[]; lanes: number }>();

/** A row's bars decoded, in lanes, and how many lanes they take, computed once per cached bars list. */
export function barsOf(cached: readonly SentBar[]) {
  let result = laidOut.get(cached);
  if (!result) {
    const bars = stackBars(cached.map(barOf));
    result = { bars, lanes: bars.reduce((max, bar) => Math.max(max, bar.lane + 1), 0) };
    laidOut.set(cached, result);
  }
  return result;
}

/**
 * Lanes for the stays of one listing: a bar runs from the middle of its arrival day to the middle of its checkout
 * day, so a checkout and the next arrival on the same day share a lane. Stays that are not cancelled go first, so
 * they keep the top lane over a cancelled stay of the same dates.
 */
export function stackBars(bars: readonly CalendarBar[]): StackedBar[] {
  const ordered = [...bars].sort(
    (a, b) =>
      Number(a.cancelled) - Number(b.cancelled) ||
      a.startDate.localeCompare(b.startDate) ||
      a.bookingId.localeCompare(b.bookingId),
  );
  const laneEnds: string[] = [];
  return ordered.map((bar) => {
    let lane = laneEnds.findIndex((end) => end <= bar.startDate);
    if (lane === -1) lane = laneEnds.push(bar.endDate) - 1;
    else laneEnds[lane] = bar.endDate;
    return { bar, lane };
  });
}
