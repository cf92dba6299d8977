import { describe, expect, it } from 'vitest';
import { flagRunsOf, fromNightRuns, nightsOfColumns, nightsOfRuns, toNightRuns } from './night-runs.js';

describe('night runs', () => {
  it('fold equal neighbours into [value, nights]', () => {
    expect(toNightRuns([])).toEqual([]);
    expect(toNightRuns([5, 5, null, 7, 7, 7])).toEqual([
      [5, 2],
      [null, 1],
      [7, 3],
    ]);
    expect(toNightRuns([false, false])).toEqual([[false, 2]]);
  });

  it('read a string of one 0 or 1 per night as flags', () => {
    expect(flagRunsOf('')).toEqual([]);
    expect(flagRunsOf('0000')).toEqual([[false, 4]]);
    expect(flagRunsOf('1')).toEqual([[true, 1]]);
    expect(flagRunsOf('11010011')).toEqual(toNightRuns([true, true, false, true, false, false, true, true]));
  });

  it('decode to the values they came from, and count their nights', () => {
    let seed = 17;
    // A small deterministic generator: the same values every run.
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let run = 0; run < 300; run++) {
      const nights = Math.floor(random() * 50);
      const values = Array.from({ length: nights }, () => (random() < 0.2 ? null : 100 * Math.floor(random() * 3)));
      expect(fromNightRuns(toNightRuns(values))).toEqual(values);
      expect(nightsOfRuns(toNightRuns(values))).toBe(nights);
      const flags = values.map((value) => (value === null ? '1' : '0')).join('');
      expect(fromNightRuns(flagRunsOf(flags))).toEqual([...flags].map((flag) => flag === '1'));
    }
  });

  it('turn columns back into nights, an override being the night’s value under its flag', () => {
    const nights = nightsOfColumns({
      rates: [
        [10000, 1],
        [5000, 1],
        [null, 1],
      ],
      minNights: [
        [2, 1],
        [4, 1],
        [null, 1],
      ],
      blocked: [
        [false, 2],
        [true, 1],
      ],
      rateOverridden: [
        [false, 1],
        [true, 1],
        [false, 1],
      ],
      minNightsOverridden: [
        [false, 1],
        [true, 1],
        [false, 1],
      ],
    });
    expect(nights).toEqual([
      { rate: 10000, blocked: false, minNights: 2, rateOverride: null, minNightsOverride: null },
      { rate: 5000, blocked: false, minNights: 4, rateOverride: 5000, minNightsOverride: 4 },
      { rate: null, blocked: true, minNights: null, rateOverride: null, minNightsOverride: null },
    ]);
  });
});
