import type { ApolloCache, FieldPolicy, Reference, TypePolicy } from '@apollo/client';
import type { Modifiers } from '@apollo/client/cache';
import { addDays, daysBetween } from '@portal/schema';
import type { DayWindow } from './window';

/**
 * What the cache holds for each windowed field of a PropertyCalendar: its value with the days it covers. Each field
 * carries its own days because a merge function cannot read its sibling `from`.
 */
interface Windowed<T> extends DayWindow {
  value: T;
}

type Nightly = readonly unknown[];

const NO_WINDOW = { from: '', to: '' };
const earlier = (a: string, b: string) => (a < b ? a : b);
const later = (a: string, b: string) => (a > b ? a : b);

/** Overlapping or adjacent windows merge into one; a window elsewhere (the month picker jumped) replaces the old one. */
const touches = (a: DayWindow, b: DayWindow) =>
  a.from !== '' && b.from !== '' && a.from <= addDays(b.to, 1) && b.from <= addDays(a.to, 1);

/**
 * The days an answer covers: the MultiCalendar query's `$from`/`$to` (the arrays start at the field's `from`
 * argument). A write without them (a test's writeFragment) has no window and replaces what is there.
 */
function windowOf(variables: Record<string, unknown> | undefined): DayWindow {
  const { from, to } = variables ?? {};
  return typeof from === 'string' && typeof to === 'string' ? { from, to } : NO_WINDOW;
}

function windowedField<T>(
  combine: (existing: Windowed<T>, incoming: Windowed<T>) => T,
): FieldPolicy<Windowed<T>, T, T> {
  return {
    merge(existing, incoming, { variables }) {
      const next = { ...windowOf(variables), value: incoming };
      if (!existing || !touches(existing, next)) return next;
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

/** The stays of both spans, once each. */
function unionBookings(existing: Windowed<readonly Reference[]>, incoming: Windowed<readonly Reference[]>) {
  const seen = new Set(incoming.value.map((ref) => ref.__ref));
  return [...existing.value.filter((ref) => !seen.has(ref.__ref)), ...incoming.value];
}

/**
 * A listing's calendar over the loaded window is one cache entry (`PropertyCalendar:{"propertyId":…}`): each span
 * the grid asks for as it scrolls is spliced into its arrays by date, so every span query reads the whole window and
 * an edit updates the days in place (`applyCalendarDays`).
 */
export const propertyCalendarPolicy: TypePolicy = {
  keyFields: ['propertyId'],
  fields: {
    from: windowedField<string>((existing, incoming) => earlier(existing.value, incoming.value)),
    to: windowedField<string>((existing, incoming) => later(existing.value, incoming.value)),
    rates: windowedField<Nightly>(spliceDays),
    minNights: windowedField<Nightly>(spliceDays),
    blocked: windowedField<Nightly>(spliceDays),
    rateOverridden: windowedField<Nightly>(spliceDays),
    minNightsOverridden: windowedField<Nightly>(spliceDays),
    bookings: windowedField<readonly Reference[]>(unionBookings),
  },
};

/** The fields of a CalendarDay an edit answers. */
export interface EditedDay {
  date: string;
  rate?: number | null;
  blocked: boolean;
  minNights?: number | null;
  rateOverride?: number | null;
  minNightsOverride?: number | null;
}

const DAY_VALUES = {
  rates: (day: EditedDay) => day.rate ?? null,
  minNights: (day: EditedDay) => day.minNights ?? null,
  blocked: (day: EditedDay) => day.blocked,
  rateOverridden: (day: EditedDay) => day.rateOverride != null,
  minNightsOverridden: (day: EditedDay) => day.minNightsOverride != null,
} as const;

/**
 * Writes the days an override, block or clear answered into the listing's cached window (the days it holds), so the
 * multi-calendar shows them without refetching.
 */
export function applyCalendarDays(cache: ApolloCache, propertyId: string, days: readonly EditedDay[] = []) {
  const id = cache.identify({ __typename: 'PropertyCalendar', propertyId });
  if (!id || days.length === 0) return;
  const edit = (valueOf: (day: EditedDay) => unknown) => (existing: Windowed<Nightly>) => {
    const value = [...existing.value];
    for (const day of days) {
      const index = daysBetween(existing.from, day.date);
      if (index >= 0 && index < value.length) value[index] = valueOf(day);
    }
    return { ...existing, value };
  };
  const fields = Object.fromEntries(Object.entries(DAY_VALUES).map(([name, valueOf]) => [name, edit(valueOf)]));
  // The stored values are Windowed (see the field policies above), not what the query reads.
  cache.modify({ id, fields: fields as Modifiers });
}
