import { InMemoryCache } from '@apollo/client';
import { daysBetween } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { MultiCalendarDocument, type MultiCalendarQuery } from '../../__generated__/graphql';
import { typePolicies } from '../../apollo/type-policies';
import { writeSpan } from './span-writes';
import type { DayWindow } from './window';

const FIRST = { from: '2026-07-01', to: '2026-07-03' };
const LATER = { from: '2026-07-04', to: '2026-07-05' };

/** `count` listings over `span` as the gateway sends them: listing i's nights cost i × 1000 + `rate`. */
function answerOf(span: DayWindow, count: number, rate: number): MultiCalendarQuery {
  const nights = daysBetween(span.from, span.to) + 1;
  const sent = {
    __typename: 'Query',
    me: { __typename: 'User', id: 'u1', currencySymbol: '£' },
    propertyCalendars: Array.from({ length: count }, (_, i) => ({
      __typename: 'PropertyCalendar',
      propertyId: `p${i}`,
      name: `Listing ${i}`,
      from: span.from,
      baseRate: 10000,
      pricingMissing: false,
      bookingSettingsMissing: false,
      rates: [[i * 1000 + rate, nights]],
      minNights: [[2, nights]],
      blocked: [[false, nights]],
      rateOverridden: [[false, nights]],
      minNightsOverridden: [[false, nights]],
      bars: [],
    })),
  };
  return sent as unknown as MultiCalendarQuery;
}

describe('writing a later span a slice at a time', () => {
  it('merges every listing, telling the watchers once per slice', async () => {
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({ query: MultiCalendarDocument, variables: FIRST, data: answerOf(FIRST, 5, 1) });
    const seen: MultiCalendarQuery[] = [];
    cache.watch<MultiCalendarQuery>({
      query: MultiCalendarDocument,
      variables: FIRST,
      optimistic: true,
      callback: (diff) => void seen.push(diff.result as MultiCalendarQuery),
    });

    const written = writeSpan(cache, LATER, answerOf(LATER, 5, 2), 2);
    // Nothing before the next frame, then 2 + 2 + 1 listings a task, told three times.
    expect(seen).toHaveLength(0);
    await written;
    expect(seen).toHaveLength(3);
    expect(seen[0]!.propertyCalendars.map((calendar) => calendar.rates.length)).toEqual([5, 5, 3, 3, 3]);

    const told = seen.at(-1);
    expect(told!.propertyCalendars.map((calendar) => calendar.rates)).toEqual(
      [0, 1, 2, 3, 4].map((i) => [i * 1000 + 1, i * 1000 + 1, i * 1000 + 1, i * 1000 + 2, i * 1000 + 2]),
    );
  });
});
