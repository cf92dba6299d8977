import { InMemoryCache } from '@apollo/client';
import { addDays, daysBetween } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { MultiCalendarDocument, type MultiCalendarQuery } from '../../__generated__/graphql';
import { typePolicies } from '../../apollo/type-policies';
import { applyCalendarDays } from './calendar-cache-edits';
import type { DayWindow } from './window';

/** A stay as the gateway sends it (CalendarBars): id, arrival, nights, guest, channel, status. */
type SentBar = [string, string, number, string | null, string | null, 'cancelled' | 'conflict' | null];
const STAY: SentBar = ['b1', '2026-07-02', 2, 'Ada', null, null];

/** Runs of equal values (NightlyInts and NightlyFlags as sent). */
const runsOf = <T>(values: T[]) =>
  values.reduce<[T, number][]>((runs, value) => {
    const last = runs.at(-1);
    if (last?.[0] === value) last[1]++;
    else runs.push([value, 1]);
    return runs;
  }, []);

/**
 * One listing's answer over `span` as the gateway sends it (runs, bars by position), which the type policy
 * decodes: the rate of a night is its day of the month × 100 plus `bump`, the 5th of the month is blocked.
 */
function answer(span: DayWindow, bump = 0, bars = [STAY]): MultiCalendarQuery {
  const dates = Array.from({ length: daysBetween(span.from, span.to) + 1 }, (_, i) => addDays(span.from, i));
  const sent = {
    __typename: 'Query',
    me: { __typename: 'User', id: 'u1', currencySymbol: '£' },
    propertyCalendars: [
      {
        __typename: 'PropertyCalendar',
        propertyId: 'p1',
        name: 'Apple Barn',
        from: span.from,
        baseRate: 10000,
        pricingMissing: false,
        bookingSettingsMissing: false,
        rates: runsOf(dates.map((date) => Number(date.slice(8)) * 100 + bump)),
        minNights: [[2, dates.length]],
        blocked: runsOf(dates.map((date) => date.endsWith('-05'))),
        rateOverridden: [[false, dates.length]],
        minNightsOverridden: [[false, dates.length]],
        bars,
      },
    ],
  };
  // The generated type is what the web reads through the policy (decoded), not what the gateway sends.
  return sent as unknown as MultiCalendarQuery;
}

function cacheWith(...answers: [DayWindow, MultiCalendarQuery][]) {
  const cache = new InMemoryCache({ typePolicies });
  for (const [variables, data] of answers) cache.writeQuery({ query: MultiCalendarDocument, variables, data });
  return cache;
}

const read = (cache: InMemoryCache, variables: DayWindow) =>
  cache.readQuery({ query: MultiCalendarDocument, variables })!.propertyCalendars[0]!;

const JULY_1_4 = { from: '2026-07-01', to: '2026-07-04' };
const JULY_5_7 = { from: '2026-07-05', to: '2026-07-07' };

describe('the PropertyCalendar type policy', () => {
  it('keeps one entry per listing and splices a later span after the first by date', () => {
    const later: SentBar = ['b2', '2026-07-06', 2, null, 'airbnb', 'conflict'];
    const cache = cacheWith([JULY_1_4, answer(JULY_1_4)], [JULY_5_7, answer(JULY_5_7, 0, [STAY, later])]);
    const keys = Object.keys(cache.extract()).filter((key) => key.startsWith('PropertyCalendar:'));
    expect(keys).toEqual(['PropertyCalendar:{"propertyId":"p1"}']);
    // Either span's query reads the whole window.
    for (const span of [JULY_1_4, JULY_5_7]) {
      const calendar = read(cache, span);
      expect(calendar.from).toBe('2026-07-01');
      expect(calendar.rates).toEqual([100, 200, 300, 400, 500, 600, 700]);
      expect(calendar.blocked).toEqual([false, false, false, false, true, false, false]);
      expect(calendar.bars).toEqual([STAY, later]);
    }
  });

  it('splices a span that comes before and one that overlaps: the newer answer wins on the shared days', () => {
    const cache = cacheWith(
      [JULY_5_7, answer(JULY_5_7)],
      [JULY_1_4, answer(JULY_1_4)],
      [{ from: '2026-07-03', to: '2026-07-06' }, answer({ from: '2026-07-03', to: '2026-07-06' }, 1)],
    );
    const calendar = read(cache, JULY_1_4);
    expect(calendar.from).toBe('2026-07-01');
    expect(calendar.rates).toEqual([100, 200, 301, 401, 501, 601, 700]);
    expect(calendar.bars).toEqual([STAY]);
  });

  it('joins spans that come in any order, the days between them unknown until their span answers', () => {
    const cache = cacheWith(
      [JULY_1_4, answer(JULY_1_4)],
      [{ from: '2026-07-07', to: '2026-07-07' }, answer({ from: '2026-07-07', to: '2026-07-07' })],
    );
    const calendar = read(cache, JULY_1_4);
    expect(calendar.from).toBe('2026-07-01');
    expect(calendar.rates).toEqual([100, 200, 300, 400, undefined, undefined, 700]);
    const filled = cacheWith(
      [JULY_1_4, answer(JULY_1_4)],
      [{ from: '2026-07-07', to: '2026-07-07' }, answer({ from: '2026-07-07', to: '2026-07-07' })],
      [{ from: '2026-07-05', to: '2026-07-06' }, answer({ from: '2026-07-05', to: '2026-07-06' })],
    );
    expect(read(filled, JULY_1_4).rates).toEqual([100, 200, 300, 400, 500, 600, 700]);
  });

  it('replaces the entry with a span more than two years from its days (the month picker jumped)', () => {
    const far = { from: '2028-07-01', to: '2028-07-02' };
    const cache = cacheWith([JULY_1_4, answer(JULY_1_4)], [far, answer(far, 0, [])]);
    const calendar = read(cache, far);
    expect(calendar.from).toBe('2028-07-01');
    expect(calendar.rates).toEqual([100, 200]);
    expect(calendar.bars).toEqual([]);
  });

  it("writes an override's answered days into the cached arrays, ignoring days outside the window", () => {
    const cache = cacheWith([JULY_1_4, answer(JULY_1_4)], [JULY_5_7, answer(JULY_5_7)]);
    const day = (date: string, rateOverride: number | null, blocked = false) => ({
      date,
      rate: rateOverride ?? 9900,
      blocked,
      minNights: 3,
      rateOverride,
      minNightsOverride: 3,
    });
    applyCalendarDays(cache, 'p1', [
      day('2026-07-04', 15000),
      day('2026-07-05', 15000, true),
      day('2026-07-08', 15000),
    ]);
    const calendar = read(cache, JULY_5_7);
    expect(calendar.rates).toEqual([100, 200, 300, 15000, 15000, 600, 700]);
    expect(calendar.rateOverridden).toEqual([false, false, false, true, true, false, false]);
    expect(calendar.minNights).toEqual([2, 2, 2, 3, 3, 2, 2]);
    expect(calendar.minNightsOverridden).toEqual([false, false, false, true, true, false, false]);
    expect(calendar.blocked).toEqual([false, false, false, false, true, false, false]);

    // Clearing answers the days without overrides.
    applyCalendarDays(cache, 'p1', [day('2026-07-04', null)]);
    expect(read(cache, JULY_1_4).rateOverridden[3]).toBe(false);
    expect(read(cache, JULY_1_4).rates[3]).toBe(9900);
  });

  it('leaves the cache alone for a listing it does not hold', () => {
    const cache = cacheWith([JULY_1_4, answer(JULY_1_4)]);
    const before = cache.extract();
    applyCalendarDays(cache, 'p2', [{ date: '2026-07-02', rate: 1, blocked: true, minNights: 1 }]);
    expect(cache.extract()).toEqual(before);
  });
});
