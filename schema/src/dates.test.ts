import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, isIsoDate, startOfWeek, todayUtc, utcDay, weekdayOf } from './dates.js';

describe('calendar days (UTC)', () => {
  it("takes the host's today in UTC, whatever the process's zone", () => {
    // 23:30 on 1 March in New York is already 2 March in UTC: the API and the browser both say 2 March.
    expect(todayUtc(new Date('2026-03-01T23:30:00-05:00'))).toBe('2026-03-02');
    expect(todayUtc(new Date('2026-03-02T00:30:00+02:00'))).toBe('2026-03-01');
    expect(todayUtc()).toBe(utcDay(new Date()));
  });

  it('adds days and months across month, year and leap-day ends', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30'); // a European DST change is no shorter day in UTC
    expect(addMonths('2026-08-21', 18)).toBe('2028-02-21');
    expect(addMonths('2026-01-31', 1)).toBe('2026-03-03');
  });

  it('counts the nights between two days', () => {
    expect(daysBetween('2026-07-01', '2026-07-05')).toBe(4);
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2026-07-05', '2026-07-01')).toBe(-4);
  });

  it('starts weeks on Monday', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23');
    expect(startOfWeek('2026-11-29')).toBe('2026-11-23');
    expect(startOfWeek('2026-11-01')).toBe('2026-10-26');
  });

  it('accepts only existing dates written YYYY-MM-DD', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-2-01')).toBe(false);
  });
});
