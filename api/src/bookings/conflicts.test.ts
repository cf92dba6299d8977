import { describe, expect, it } from 'vitest';
import { conflictingIds } from './repository.js';

/** Every pair compared: what the sweeps must agree with. */
function byPairs(stays: Parameters<typeof conflictingIds>[0]) {
  const ids = new Set<number>();
  for (const a of stays) {
    for (const b of stays) {
      const otherChannel = (a.calendarId ?? 0) !== (b.calendarId ?? 0);
      if (a !== b && otherChannel && a.startDate < b.endDate && b.startDate < a.endDate) ids.add(a.id);
    }
  }
  return ids;
}

const day = (n: number) => new Date(Date.UTC(2027, 0, 1 + n)).toISOString().slice(0, 10);

describe('conflictingIds', () => {
  it('flags exactly the stays overlapping another channel, as comparing every pair does', () => {
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    for (let round = 0; round < 200; round++) {
      const stays = Array.from({ length: 1 + random(12) }, (_, index) => {
        const start = random(30);
        const calendar = random(4);
        return {
          id: index + 1,
          calendarId: calendar === 0 ? null : calendar,
          startDate: day(start),
          endDate: day(start + 1 + random(6)),
        };
      }).sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
      expect([...conflictingIds(stays)].sort((a, b) => a - b)).toEqual([...byPairs(stays)].sort((a, b) => a - b));
    }
  });

  it('does not flag stays of one channel overlapping each other, nor back-to-back stays', () => {
    const stays = [
      { id: 1, calendarId: 5, startDate: day(0), endDate: day(10) },
      { id: 2, calendarId: 5, startDate: day(2), endDate: day(4) },
      { id: 3, calendarId: null, startDate: day(10), endDate: day(12) },
      { id: 4, calendarId: 6, startDate: day(11), endDate: day(13) },
    ];
    expect(conflictingIds(stays)).toEqual(new Set([3, 4]));
  });
});
