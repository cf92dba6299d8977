import { describe, expect, it } from 'vitest';
import type { CalendarRow_BookingFragment } from '../../__generated__/graphql';
import { mergeSpans, stackBars, type PropertyCalendarSpan } from './merge';

function booking(id: string, startDate: string, endDate: string, deletedAt: string | null = null) {
  return {
    __typename: 'Booking',
    id,
    startDate,
    endDate,
    providerGuestName: `Guest ${id}`,
    name: `Guest ${id}`,
    deletedAt,
    conflict: false,
    mainGuest: null,
    provider: null,
  } satisfies CalendarRow_BookingFragment;
}

/** A span of one listing whose rate is the day of the month × 100 and whose 5th is blocked. */
function span(propertyId: string, name: string, from: string, days: number, bookings = [booking('b1', from, from)]) {
  const dates = Array.from({ length: days }, (_, i) => {
    const date = new Date(`${from}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + i);
    return date.toISOString().slice(0, 10);
  });
  return {
    __typename: 'PropertyCalendar',
    propertyId,
    name,
    from,
    to: dates.at(-1)!,
    baseRate: 10000,
    pricingMissing: false,
    bookingSettingsMissing: false,
    rates: dates.map((date) => Number(date.slice(8)) * 100),
    minNights: dates.map(() => 2),
    blocked: dates.map((date) => date.endsWith('-05')),
    rateOverridden: dates.map(() => false),
    minNightsOverridden: dates.map(() => false),
    bookings,
  } satisfies PropertyCalendarSpan;
}

describe('mergeSpans', () => {
  it('places each span at its days of the window, leaves unanswered days undefined and sorts by name', () => {
    const loaded = { from: '2026-07-01', to: '2026-07-10' };
    const first = [span('2', 'Beach Hut', '2026-07-04', 4), span('1', 'apple Barn', '2026-07-04', 4)];
    const later = [span('2', 'Beach Hut (renamed)', '2026-07-08', 5)];
    const [apple, beach] = mergeSpans(loaded, [first, later]);
    expect(apple!.name).toBe('apple Barn');
    expect(beach!.name).toBe('Beach Hut (renamed)');
    expect(beach!.rates).toHaveLength(10);
    // 07-01…07-03 not answered; 07-04…07-07 from the first span; 07-08…07-10 from the later one (07-11, 07-12 cut).
    expect(beach!.rates.slice(0, 3)).toEqual([undefined, undefined, undefined]);
    expect(beach!.rates.slice(3)).toEqual([400, 500, 600, 700, 800, 900, 1000]);
    expect(beach!.blocked[4]).toBe(true);
    expect(apple!.rates.slice(7)).toEqual([undefined, undefined, undefined]);
  });

  it('keeps a span that starts before the window to the window, and each booking once', () => {
    const loaded = { from: '2026-07-03', to: '2026-07-05' };
    const stay = booking('b9', '2026-07-01', '2026-07-04');
    const [listing] = mergeSpans(loaded, [
      [span('1', 'A', '2026-07-01', 4, [stay])],
      [span('1', 'A', '2026-07-05', 1, [stay])],
    ]);
    expect(listing!.rates).toEqual([300, 400, 500]);
    expect(listing!.bars.map((bar) => bar.booking.id)).toEqual(['b9']);
  });
});

describe('stackBars', () => {
  it('shares a lane between a checkout and the next arrival, and puts overlaps and cancelled stays below', () => {
    const bars = stackBars([
      booking('c', '2026-07-03', '2026-07-06', '2026-06-01T00:00:00Z'),
      booking('b', '2026-07-05', '2026-07-08'),
      booking('a', '2026-07-01', '2026-07-05'),
      booking('d', '2026-07-06', '2026-07-07'),
    ]);
    expect(bars.map(({ booking: { id }, lane }) => [id, lane])).toEqual([
      ['a', 0],
      ['b', 0],
      ['d', 1],
      ['c', 2],
    ]);
  });
});
