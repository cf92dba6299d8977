import type { FieldPolicy, TypePolicy } from '@apollo/client';
import { daysBetween } from '@portal/schema';
import type { SentBar } from './bars';
import type { DayWindow } from './window';

/**
 * What the cache holds for each windowed field of a PropertyCalendar: its value with the days it covers. Each field
 * carries its own days because a merge function cannot read its sibling `from`.
 */
export interface Windowed<T> extends DayWindow {
  value: T;
}

export type Nightly = readonly unknown[];

const NO_WINDOW = { from: '', to: '' };
const earlier = (a: string, b: string) => (a < b ? a : b);
const later = (a: string, b: string) => (a > b ? a : b);

/**
 * The most days one entry holds (two years). Spans that fit in it together join, with the days between them unknown
 * (`undefined`, drawn as loading) until their span answers, whatever order the answers come in; a span farther away
 * (the month picker jumped) replaces the entry.
 */
const MAX_ENTRY_DAYS = 731;

const fitTogether = (a: DayWindow, b: DayWindow) =>
  !!(a.from && b.from) && daysBetween(earlier(a.from, b.from), later(a.to, b.to)) < MAX_ENTRY_DAYS;

/**
 * The days an answer covers: the MultiCalendar query's `$from`/`$to` (the arrays start at the field's `from`
 * argument). A write without them (a test's writeFragment) has no window and replaces what is there.
 */
function windowOf(variables: Record<string, unknown> | undefined): DayWindow {
  const { from, to } = variables ?? {};
  // Both or neither: every query of these fields declares `$from: Date!, $to: Date!`.
  return typeof from === 'string' ? ({ from, to } as DayWindow) : NO_WINDOW;
}

/**
 * A field whose cached value is its answer decoded (`decode`, given the answer's window) and, while spans fit
 * together, combined with the spans cached before.
 */
function windowedField<T, Sent = T>(
  combine: (existing: Windowed<T>, incoming: Windowed<T>) => T,
  decode: (sent: Sent, window: DayWindow) => T,
): FieldPolicy<Windowed<T>, Sent, T> {
  return {
    merge(existing, incoming, { variables }) {
      const window = windowOf(variables);
      const next = { ...window, value: decode(incoming, window) };
      if (!existing || !fitTogether(existing, next)) return next;
      return {
        from: earlier(existing.from, next.from),
        to: later(existing.to, next.to),
        value: combine(existing, next),
      };
    },
    read: (existing) => existing?.value,
  };
}

/** Both spans' days in one array from the earlier `from`; where they overlap, the incoming days win. */
export function spliceDays<T>(existing: Windowed<readonly T[]>, incoming: Windowed<readonly T[]>): T[] {
  const from = earlier(existing.from, incoming.from);
  const days = new Array<T>(daysBetween(from, later(existing.to, incoming.to)) + 1);
  for (const span of [existing, incoming]) {
    const offset = daysBetween(from, span.from);
    span.value.forEach((value, index) => (days[offset + index] = value));
  }
  return days;
}

/** The bars of both spans, once each by booking id (the incoming one wins; a row orders them when it lays them out). */
const unionBars = (existing: Windowed<readonly SentBar[]>, incoming: Windowed<readonly SentBar[]>) => [
  ...new Map([...existing.value, ...incoming.value].map((bar) => [bar[0], bar])).values(),
];

const sentAsIs = <T>(sent: T) => sent;

/** NightlyInts' runs (`[value, nights]`) as a value per night. */
const fromRuns = (runs: readonly (readonly [unknown, number])[]): Nightly =>
  runs.flatMap(([value, nights]) => new Array<unknown>(nights).fill(value));

/** One policy for every nightly column: its runs decoded, then spliced by date. */
const nightly = windowedField(spliceDays, fromRuns);

/**
 * A listing's calendar over the loaded window is one cache entry (`PropertyCalendar:{"propertyId":…}`): each span
 * the grid asks for as it scrolls is decoded (the runs and ranges the gateway sends: a value per night) and spliced
 * into its arrays by date, its bars joined by booking, so every span query reads the whole window and an edit
 * updates the days in place (calendar-cache-edits.ts).
 */
export const propertyCalendarPolicy: TypePolicy = {
  keyFields: ['propertyId'],
  fields: {
    from: windowedField<string>((existing, incoming) => earlier(existing.value, incoming.value), sentAsIs),
    rates: nightly,
    minNights: nightly,
    blocked: nightly,
    rateOverridden: nightly,
    minNightsOverridden: nightly,
    // Bars stay as sent (by position): a row decodes its bars when it lays them out (listings.ts).
    bars: windowedField(unionBars, sentAsIs),
  },
};
