import type { ApolloCache } from '@apollo/client';
import type { Modifiers } from '@apollo/client/cache';
import { daysBetween } from '@portal/schema';
import type { Nightly, Windowed } from './calendar-cache';

// Apart from the type policy (calendar-cache.ts), which the first load carries: only the edits' chunk needs this.

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
