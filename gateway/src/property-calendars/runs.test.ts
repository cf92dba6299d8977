import { fromNightRanges, toNightRanges } from '@portal/schema';
import { seededRandom } from '@portal/testkit/random';
import { describe, expect, it } from 'vitest';
import { flagRuns, runsOf } from './resolvers.js';

describe('nightly runs', () => {
  it('fold equal neighbours into [value, nights]', () => {
    expect(runsOf([])).toEqual([]);
    expect(runsOf([5, 5, null, 7, 7, 7])).toEqual([
      [5, 2],
      [null, 1],
      [7, 3],
    ]);
  });

  it('turn a flag’s ranges into runs covering every night, as decoding each night would', () => {
    expect(flagRuns([], 3)).toEqual([[false, 3]]);
    expect(flagRuns([[0, 2]], 3)).toEqual([[true, 3]]);
    expect(flagRuns([[1, 9]], 4)).toEqual([
      [false, 1],
      [true, 3],
    ]);
    const random = seededRandom(5);
    for (let run = 0; run < 500; run++) {
      const nights = 1 + Math.floor(random() * 40);
      const flags = Array.from({ length: nights }, () => random() < 0.3);
      const ranges = toNightRanges(flags);
      expect(flagRuns(ranges, nights)).toEqual(runsOf(fromNightRanges(ranges, nights)));
    }
  });
});
