import { describe, expect, it } from 'vitest';
import { ListingCache } from './listing-cache.js';

describe('ListingCache', () => {
  const loader = () => {
    const asked: number[][] = [];
    const load = async (missing: number[]) => {
      asked.push(missing);
      // Listing 3 has nothing to keep (a listing whose nights are not filled, say).
      return new Map(missing.filter((id) => id !== 3).map((id) => [id, `value of ${id}`]));
    };
    return { asked, load };
  };

  it('loads only what it does not hold under the listing’s version, and nothing a load left out', async () => {
    const cache = new ListingCache<string>(10);
    const { asked, load } = loader();
    const versions = new Map([
      [1, 4],
      [2, 7],
    ]);
    expect(await cache.read(versions, [1, 2, 3], 'w', load)).toEqual(
      new Map([
        [1, 'value of 1'],
        [2, 'value of 2'],
      ]),
    );
    await cache.read(versions, [1, 2, 3], 'w', load);
    await cache.read(new Map([...versions, [2, 8]]), [1, 2], 'w', load); // listing 2 changed
    await cache.read(versions, [1], 'another window', load);
    expect(asked).toEqual([[1, 2, 3], [3], [2], [1]]);
  });

  it('keeps at most its capacity, the least recently read going first; 0 keeps nothing', async () => {
    const cache = new ListingCache<string>(2);
    const { asked, load } = loader();
    const none = new Map<number, number>();
    await cache.read(none, [1, 2], 'w', load);
    await cache.read(none, [1], 'w', load);
    await cache.read(none, [4], 'w', load); // 2 goes
    await cache.read(none, [1, 2], 'w', load);
    expect(asked).toEqual([[1, 2], [4], [2]]);
    expect(cache.size).toBe(2);

    const off = new ListingCache<string>(0);
    const counted = loader();
    await off.read(none, [1], 'w', counted.load);
    await off.read(none, [1], 'w', counted.load);
    expect(counted.asked).toEqual([[1], [1]]);
    expect(off.size).toBe(0);
  });
});
