import { describe, expect, it } from 'vitest';
import { daysBetween } from '@portal/schema';
import { barOf, type SentBar } from './bars';
import { barsOf, listingsOf, stackBars, type PropertyCalendarSpan } from './listings';

/** A stay as sent (CalendarBars): id, arrival, nights, guest, channel, status. */
function booking(bookingId: string, startDate: string, endDate: string, cancelled = false): SentBar {
  const nights = daysBetween(startDate, endDate);
  return [bookingId, startDate, nights, `Guest ${bookingId}`, null, cancelled ? 'cancelled' : null];
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
    baseRate: 10000,
    pricingMissing: false,
    bookingSettingsMissing: false,
    rates: dates.map((date) => Number(date.slice(8)) * 100),
    minNights: dates.map(() => 2),
    blocked: dates.map((date) => date.endsWith('-05')),
    rateOverridden: dates.map(() => false),
    minNightsOverridden: dates.map(() => false),
    bars: bookings,
  } satisfies PropertyCalendarSpan;
}

describe('listingsOf', () => {
  it('reads each cached calendar at the window by offset and sorts by name', () => {
    const loaded = { from: '2026-07-01', to: '2026-07-10' };
    const [apple, beach] = listingsOf(loaded, [
      span('2', 'Beach Hut', '2026-07-04', 7),
      span('1', 'apple Barn', '2026-06-28', 14),
    ]);
    expect(apple!.name).toBe('apple Barn');
    expect(beach!.name).toBe('Beach Hut');
    // Window day 0 (07-01) is index 3 of apple's arrays (from 06-28); beach's arrays start on window day 3.
    expect(apple!.offset).toBe(3);
    expect(apple!.rates[0 + apple!.offset]).toBe(100);
    expect(beach!.offset).toBe(-3);
    expect(beach!.rates[0 + beach!.offset]).toBeUndefined();
    expect(beach!.rates[3 + beach!.offset]).toBe(400);
    expect(beach!.blocked[4 + beach!.offset]).toBe(true);
    expect(beach!.rates[9 + beach!.offset]).toBe(1000);
  });

  it('answers the same row objects while the cache entries and the window stay, new ones when the window moves', () => {
    const calendars = [span('1', 'A', '2026-07-01', 10)];
    const [row] = listingsOf({ from: '2026-07-01', to: '2026-07-10' }, calendars);
    expect(listingsOf({ from: '2026-07-01', to: '2026-07-12' }, calendars)[0]).toBe(row);
    const [moved] = listingsOf({ from: '2026-07-02', to: '2026-07-12' }, calendars);
    expect(moved).not.toBe(row);
    expect(moved!.offset).toBe(1);
  });
});

describe('barsOf', () => {
  it('lays out a bars list once and counts its lanes', () => {
    const bookings = [booking('a', '2026-07-01', '2026-07-05'), booking('b', '2026-07-03', '2026-07-06')];
    const laidOut = barsOf(bookings);
    expect(laidOut.lanes).toBe(2);
    expect(laidOut.bars.map(({ bar: { bookingId }, lane }) => [bookingId, lane])).toEqual([
      ['a', 0],
      ['b', 1],
    ]);
    expect(barsOf(bookings)).toBe(laidOut);
    expect(barsOf([])).toEqual({ bars: [], lanes: 0 });
  });
});

describe('barOf', () => {
  it('decodes a bar sent by position', () => {
    expect(barOf(['97', '2026-11-23', 2, null, 'airbnb', 'conflict'])).toEqual({
      bookingId: '97',
      startDate: '2026-11-23',
      endDate: '2026-11-25',
      guestName: null,
      channel: 'airbnb',
      cancelled: false,
      conflict: true,
    });
    expect(barOf(['98', '2026-11-30', 3, 'Ada', null, 'cancelled'])).toMatchObject({
      endDate: '2026-12-03',
      cancelled: true,
      conflict: false,
    });
  });
});

describe('stackBars', () => {
  it('shares a lane between a checkout and the next arrival, and puts overlaps and cancelled stays below', () => {
    const bars = stackBars(
      [
        booking('c', '2026-07-03', '2026-07-06', true),
        booking('b', '2026-07-05', '2026-07-08'),
        booking('a', '2026-07-01', '2026-07-05'),
        booking('d', '2026-07-06', '2026-07-07'),
      ].map(barOf),
    );
    expect(bars.map(({ bar: { bookingId }, lane }) => [bookingId, lane])).toEqual([
      ['a', 0],
      ['b', 0],
      ['d', 1],
      ['c', 2],
    ]);
  });
});
