import { describe, expect, it } from 'vitest';
import { fromNightRanges, nightsOfColumns, toNightRanges } from './night-ranges.js';

describe('night ranges', () => {
  it('encode the runs of true as [first, last] indexes, both included', () => {
    expect(toNightRanges([])).toEqual([]);
    expect(toNightRanges([false, false])).toEqual([]);
    expect(toNightRanges([true, true, false, true, false, false, true, true])).toEqual([
      [0, 1],
      [3, 3],
      [6, 7],
    ]);
  });

  it('read a string of one 0 or 1 per night the same way', () => {
    expect(toNightRanges('')).toEqual([]);
    expect(toNightRanges('0000')).toEqual([]);
    expect(toNightRanges('11010011')).toEqual(toNightRanges([true, true, false, true, false, false, true, true]));
    expect(toNightRanges('1')).toEqual([[0, 0]]);
  });

  it('decode to one flag per night, the same flags they came from', () => {
    const flags = [false, true, true, true, false, true, false];
    expect(fromNightRanges(toNightRanges(flags), flags.length)).toEqual(flags);
    expect(fromNightRanges([], 3)).toEqual([false, false, false]);
    expect(fromNightRanges([[2, 9]], 4)).toEqual([false, false, true, true]);
  });

  it('turn columns back into nights, an override being the night’s value under its flag', () => {
    const nights = nightsOfColumns({
      rates: [10000, 5000, null],
      minNights: [2, 4, null],
      blocked: [[2, 2]],
      rateOverridden: [[1, 1]],
      minNightsOverridden: [[1, 1]],
    });
    expect(nights).toEqual([
      { rate: 10000, blocked: false, minNights: 2, rateOverride: null, minNightsOverride: null },
      { rate: 5000, blocked: false, minNights: 4, rateOverride: 5000, minNightsOverride: 4 },
      { rate: null, blocked: true, minNights: null, rateOverride: null, minNightsOverride: null },
    ]);
  });
});
