import { addDays } from '@portal/schema';
import { Kind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CalendarBarsScalar, DateScalar, DateTimeScalar, NightlyFlagsScalar, NightlyIntsScalar } from './scalars.js';

describe('Date', () => {
  it.each(['2026-11-21', '2024-02-29'])('accepts %s', (value) => {
    expect(DateScalar.parseValue(value)).toBe(value);
    expect(DateScalar.serialize(value)).toBe(value);
    expect(DateScalar.parseLiteral({ kind: Kind.STRING, value })).toBe(value);
  });

  it.each(['2026-02-30', '2025-02-29', '21/11/2026', '2026-11-21T00:00:00Z', 20261121])('rejects %j', (value) => {
    expect(() => DateScalar.parseValue(value)).toThrow(/Date must look like 2026-11-21/);
    expect(() => DateScalar.serialize(value)).toThrow();
  });

  it('rejects non-string literals', () => {
    expect(() => DateScalar.parseLiteral({ kind: Kind.INT, value: '20261121' })).toThrow();
  });

  it('remembers only valid days, and keeps checking past its memo’s size', () => {
    const days = Array.from({ length: 10_050 }, (_, index) => addDays('2000-01-01', index));
    for (const day of days) expect(DateScalar.serialize(day)).toBe(day);
    for (const day of [days[0], days.at(-1)]) expect(DateScalar.serialize(day)).toBe(day);
    expect(() => DateScalar.serialize('2026-02-30')).toThrow();
    expect(() => DateScalar.serialize('2026-02-30')).toThrow();
  });
});

describe('DateTime', () => {
  it.each(['2026-11-21T09:30:00.000Z', '2026-11-21T09:30:00+01:00', '2026-11-21T09:30Z'])('accepts %s', (value) => {
    expect(DateTimeScalar.parseValue(value)).toBe(value);
    expect(DateTimeScalar.serialize(value)).toBe(value);
  });

  it.each(['2026-11-21', '2026-11-21T09:30:00', '2026-13-01T00:00:00Z', 'yesterday'])('rejects %j', (value) => {
    expect(() => DateTimeScalar.parseValue(value)).toThrow(/DateTime must look like/);
  });
});

describe('NightlyInts, NightlyFlags and CalendarBars', () => {
  it('pass runs and bars through as they are', () => {
    const rates = [
      [12000, 4],
      [null, 1],
    ];
    expect(NightlyIntsScalar.serialize(rates)).toBe(rates);
    expect(NightlyIntsScalar.serialize([])).toEqual([]);
    const flags = [
      [false, 5],
      [true, 2],
    ];
    expect(NightlyFlagsScalar.serialize(flags)).toBe(flags);
    const bars = [
      ['412', '2026-11-21', 3, 'Ada Lovelace', null, null],
      ['97', '2026-11-23', 2, null, 'airbnb', 'conflict'],
      ['98', '2026-11-23', 1, null, null, 'cancelled'],
    ];
    expect(CalendarBarsScalar.serialize(bars)).toBe(bars);
  });

  it.each([[[[1.5, 1]]], [[[12000, 0]]], [[12000]], [[[12000]]], [[['12000', 1]]], [null]])(
    'refuse %j as NightlyInts',
    (value) => {
      expect(() => NightlyIntsScalar.serialize(value)).toThrow(/NightlyInts must be an array/);
    },
  );

  it.each([[[true, false]], [[[true]]], [[[0, 2]]], [[[true, 0]]], ['[[true, 1]]']])(
    'refuse %j as NightlyFlags',
    (value) => {
      expect(() => NightlyFlagsScalar.serialize(value)).toThrow(/NightlyFlags must be an array/);
    },
  );

  it.each([
    [[[412, '2026-11-21', 3, null, null, null]]],
    [[['412', '21/11/2026', 3, null, null, null]]],
    [[['412', '2026-11-21', 3, null, null, 'late']]],
    [[['412', '2026-11-21', 3, null, null]]],
    [[{ bookingId: '412' }]],
  ])('refuse %j as CalendarBars', (value) => {
    expect(() => CalendarBarsScalar.serialize(value)).toThrow(/CalendarBars must be an array/);
  });

  it('are output types only', () => {
    expect(() => NightlyIntsScalar.parseValue([1])).toThrow(/output type only/);
    expect(() => NightlyFlagsScalar.parseLiteral({ kind: Kind.BOOLEAN, value: true })).toThrow(/output type only/);
    expect(() => CalendarBarsScalar.parseValue([])).toThrow(/output type only/);
  });
});
