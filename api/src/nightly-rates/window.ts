import { addDays, todayUtc } from '@portal/schema';

/**
 * The nights kept in `nightly_rates`: a year back, so last year's nights (the calendar's past months, the same
 * week a year ago) read from the table, and two years ahead, past the furthest a stay can be booked or a rate set
 * in practice. Rows are 1 096 per listing. A night outside the window is computed by the pricing engine on read,
 * as before the table: the engine stays the source of truth.
 */
export const NIGHTLY_DAYS_BACK = 365;
export const NIGHTLY_DAYS_AHEAD = 730;

export interface DayRange {
  from: string;
  to: string;
}

/** The window kept on `today` (both ends included). */
export function nightlyWindow(today: string = todayUtc()): DayRange {
  return { from: addDays(today, -NIGHTLY_DAYS_BACK), to: addDays(today, NIGHTLY_DAYS_AHEAD) };
}

/** from..to cut to `window`; undefined when they do not meet. */
export function within(range: DayRange, window: DayRange): DayRange | undefined {
  const from = range.from > window.from ? range.from : window.from;
  const to = range.to < window.to ? range.to : window.to;
  return from <= to ? { from, to } : undefined;
}
