import { describe, expect, it } from 'vitest';
import { canCheckOut, isSelectable, NO_STAY, selectDate, type Night } from './staySelection';

const night = (date: string, available = true, minNights = 2): Night => ({ date, available, rate: 12000, minNights });
const nights = new Map(
  [
    night('2026-12-01'),
    night('2026-12-02'),
    night('2026-12-03'),
    night('2026-12-04', false),
    night('2026-12-05'),
    night('2026-12-06', true, 1),
    night('2026-12-07'),
  ].map((n) => [n.date, n]),
);

describe('choosing a stay on the site calendar', () => {
  it('picks the arrival, then a checkout at least the minimum stay later', () => {
    const arrival = selectDate(NO_STAY, '2026-12-01', nights);
    expect(arrival).toEqual({ start: '2026-12-01', end: null });
    // One night is shorter than the minimum (2): the click starts over from there.
    expect(selectDate(arrival, '2026-12-02', nights)).toEqual({ start: '2026-12-02', end: null });
    expect(selectDate(arrival, '2026-12-03', nights)).toEqual({ start: '2026-12-01', end: '2026-12-03' });
  });

  it('lets a stay end on the morning of a taken night, never across one', () => {
    expect(canCheckOut(nights, '2026-12-02', '2026-12-04')).toBe(true);
    expect(canCheckOut(nights, '2026-12-02', '2026-12-05')).toBe(false);
    const arrival = { start: '2026-12-02', end: null } as const;
    expect(isSelectable(arrival, '2026-12-04', nights)).toBe(true);
    expect(isSelectable(NO_STAY, '2026-12-04', nights)).toBe(false);
    // Across the taken night: not a checkout, and not a free night either.
    expect(selectDate(arrival, '2026-12-04', nights)).toEqual({ start: '2026-12-02', end: '2026-12-04' });
    expect(selectDate(NO_STAY, '2026-12-04', nights)).toBe(NO_STAY);
  });

  it('starts over on any free night after a whole stay, and honours each arrival’s own minimum', () => {
    const whole = { start: '2026-12-01', end: '2026-12-03' } as const;
    expect(selectDate(whole, '2026-12-06', nights)).toEqual({ start: '2026-12-06', end: null });
    expect(selectDate({ start: '2026-12-06', end: null }, '2026-12-07', nights)).toEqual({
      start: '2026-12-06',
      end: '2026-12-07',
    });
  });
});
