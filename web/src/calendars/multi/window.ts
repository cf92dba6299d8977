import { addDays, CALENDAR_LAYOUT, daysBetween } from '@portal/schema';

/**
 * The multi-calendar's geometry and loaded window as pure functions (spec §9): the window is the span of days the
 * grid holds (column 0 is `from`), grown at an edge when the visible days come within a buffer of it.
 */
export interface DayWindow {
  from: string;
  to: string;
}

const { cellWidth, rowHeight, namesPanelWidth, minVisibleDays, bufferMultiplier, earliestDate } = CALENDAR_LAYOUT;

const PHONE_VIEWPORT = 560;
const PHONE_NAMES_WIDTH = 120;

/** The query answers at most this many days per call. */
export const MAX_SPAN_DAYS = 400;

export const windowDays = (loaded: DayWindow) => daysBetween(loaded.from, loaded.to) + 1;

const later = (a: string, b: string) => (a > b ? a : b);

/** Days that fit beside the names column, never fewer than the spec's minimum. */
export const visibleDayCount = (viewportWidth: number, namesWidth: number = namesPanelWidth) =>
  Math.max(minVisibleDays, Math.ceil(Math.max(0, viewportWidth - namesWidth) / cellWidth));

export const bufferDays = (visibleDays: number) => bufferMultiplier * visibleDays;

/** Today minus 30 days to today plus 50 days, never before 2021-01-01. */
export function initialWindow(today: string): DayWindow {
  return {
    from: later(earliestDate, addDays(today, -CALENDAR_LAYOUT.initialDaysBefore)),
    to: addDays(today, CALENDAR_LAYOUT.initialDaysAfter),
  };
}

/** The first and last index (both included) of what `offset` px of `size` px shows, plus `overscan` each side. */
export function visibleRange(scroll: number, size: number, itemSize: number, count: number, overscan: number) {
  const first = Math.max(0, Math.floor(scroll / itemSize) - overscan);
  const last = Math.min(count - 1, Math.ceil((scroll + size) / itemSize) - 1 + overscan);
  return { first, last };
}

/** The columns on screen for a horizontal scroll offset (the names column covers the start of the viewport). */
export const visibleColumns = (
  scrollLeft: number,
  viewportWidth: number,
  count: number,
  overscan: number,
  namesWidth: number = namesPanelWidth,
) => visibleRange(scrollLeft, Math.max(cellWidth, viewportWidth - namesWidth), cellWidth, count, overscan);

/** The names column: the spec's 240 px, narrower on a phone so that days still show beside it. */
export const namesWidthFor = (viewportWidth: number) =>
  viewportWidth < PHONE_VIEWPORT ? PHONE_NAMES_WIDTH : namesPanelWidth;

/** The rows on screen below the sticky date header. */
export const visibleRows = (
  scrollTop: number,
  viewportHeight: number,
  headerHeight: number,
  count: number,
  overscan: number,
) => visibleRange(scrollTop, Math.max(rowHeight, viewportHeight - headerHeight), rowHeight, count, overscan);

/**
 * The window grown so that `buffer` days stay loaded on each side of the visible days `first`…`last` (dates): an edge
 * that is closer than the buffer moves out by twice the buffer, so loads come in few, larger steps. Never before
 * 2021-01-01. Answers `loaded` itself when nothing changes.
 */
export function extendWindow(loaded: DayWindow, first: string, last: string, visibleDays: number): DayWindow {
  const buffer = bufferDays(visibleDays);
  let { from, to } = loaded;
  if (daysBetween(from, first) < buffer && from > earliestDate) {
    from = later(earliestDate, addDays(first, -2 * buffer));
  }
  if (daysBetween(last, to) < buffer) to = addDays(last, 2 * buffer);
  return from === loaded.from && to === loaded.to ? loaded : { from, to };
}

/**
 * Where the month picker lands: the same window when the target's visible days are in it (the edges then grow as
 * usual), else a new window around the target shaped like the initial one.
 */
export function jumpWindow(loaded: DayWindow, target: string, visibleDays: number): DayWindow {
  const start = later(earliestDate, target);
  if (start >= loaded.from && addDays(start, visibleDays - 1) <= loaded.to) return loaded;
  return {
    from: later(earliestDate, addDays(start, -CALENDAR_LAYOUT.initialDaysBefore)),
    to: addDays(start, CALENDAR_LAYOUT.initialDaysAfter),
  };
}

/**
 * The days loaded first, alone, when a window opens: a wide screen's worth from the first day shown, so the first
 * rows draw from an answer under half the window's size; the rest of the window follows once it is in.
 */
export const FIRST_SCREEN_DAYS = 31;

/** The spans that load `window` when it opens on `start`: the first screen from `start`, then the rest. */
export function firstScreenFirst(window: DayWindow, start: string): DayWindow[] {
  const from = start >= window.from && start <= window.to ? start : window.from;
  const end = addDays(from, FIRST_SCREEN_DAYS - 1);
  const screen = { from, to: end < window.to ? end : window.to };
  return [screen, ...missingSpans(screen, window)];
}

/** The spans of `next` that `previous` does not cover, each at most 400 days (the query's limit). */
export function missingSpans(previous: DayWindow | null, next: DayWindow): DayWindow[] {
  const gaps: DayWindow[] = [];
  if (!previous || previous.to < next.from || previous.from > next.to) gaps.push(next);
  else {
    if (next.from < previous.from) gaps.push({ from: next.from, to: addDays(previous.from, -1) });
    if (next.to > previous.to) gaps.push({ from: addDays(previous.to, 1), to: next.to });
  }
  return gaps.flatMap(splitSpan);
}

function splitSpan(span: DayWindow): DayWindow[] {
  const spans: DayWindow[] = [];
  for (let from = span.from; from <= span.to; from = addDays(from, MAX_SPAN_DAYS)) {
    const to = addDays(from, MAX_SPAN_DAYS - 1);
    spans.push({ from, to: to < span.to ? to : span.to });
  }
  return spans;
}
