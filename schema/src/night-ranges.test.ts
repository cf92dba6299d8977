import { describe, expect, it } from 'vitest';
import { fromNightRanges, toNightRanges } from './night-ranges.js';

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

  it('decode to one flag per night, the same flags they came from', () => {
    const flags = [false, true, true, true, false, true, false];
    expect(fromNightRanges(toNightRanges(flags), flags.length)).toEqual(flags);
    expect(fromNightRanges([], 3)).toEqual([false, false, false]);
    expect(fromNightRanges([[2, 9]], 4)).toEqual([false, false, true, true]);
  });
});
