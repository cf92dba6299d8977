import { describe, expect, it } from 'vitest';
import { distanceMeters, nearestFirst } from './distance.js';
import { AnswerCache, RequestSpacer, type Clock } from './spacing.js';

/** A clock whose sleeps move time on at once. */
function fakeClock(): Clock & { sleeps: number[] } {
  let now = 1_000_000;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
  };
}

describe('RequestSpacer', () => {
  it('starts calls at least the interval apart, in order, a failed one included', async () => {
    const clock = fakeClock();
    const spacer = new RequestSpacer(1000, clock);
    const starts: [string, number][] = [];
    const call = (name: string, fail = false) =>
      spacer.run(async () => {
        starts.push([name, clock.now()]);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([call('a'), call('b', true), call('c')]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(starts).toEqual([
      ['a', 1_000_000],
      ['b', 1_001_000],
      ['c', 1_002_000],
    ]);
    expect(clock.sleeps).toEqual([1000, 1000]);
  });

  it('does not wait when the last call is long past', async () => {
    const clock = fakeClock();
    const spacer = new RequestSpacer(1000, clock);
    await spacer.run(async () => 1);
    await clock.sleep(5000);
    await spacer.run(async () => 2);
    expect(clock.sleeps).toEqual([5000]);
  });
});

describe('AnswerCache', () => {
  it('forgets after its time and beyond its size, the least recently read first', async () => {
    const clock = fakeClock();
    const cache = new AnswerCache<string>(2, 1000, clock);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    await clock.sleep(1000);
    expect(cache.get('c')).toBeUndefined();
  });
});

describe('distances', () => {
  it('measures great-circle metres', () => {
    // London Bridge to Tower Bridge: about 0.9 km (checked independently).
    expect(distanceMeters({ latitude: 51.5079, longitude: -0.0877 }, { latitude: 51.5055, longitude: -0.0754 })).toBe(
      892,
    );
    expect(distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBe(111_195);
  });

  it('sorts nearest first, the unknown last in their order', () => {
    const items = [null, 500, 20, null, 20].map((distance, id) => ({ id, distanceMeters: distance }));
    expect(nearestFirst(items).map((item) => item.id)).toEqual([2, 4, 1, 0, 3]);
  });
});
