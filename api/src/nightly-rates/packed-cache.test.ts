import { addDays, todayUtc } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../test/app.js';
import { addPricedProperty } from '../test/calendars.js';
import { testDatabases } from '../test/databases.js';
import { PackedNightsCache } from './packed-cache.js';
import { decodePacked, listPackedNights } from './packed.js';

describe.each(testDatabases())('the packed nights kept in memory on $name', (database) => {
  const t = withTestApp(database);
  const host = t.user();
  const from = addDays(todayUtc(), 2);
  const to = addDays(todayUtc(), 20);
  const byListing = <T extends { propertyId: number }>(rows: T[]) =>
    [...rows].sort((a, b) => a.propertyId - b.propertyId);

  it('answers what the table holds, decoded, and keeps at most its capacity (the least recently read go first)', async () => {
    const ids: number[] = [];
    for (const name of ['One', 'Two', 'Three']) ids.push((await addPricedProperty(t.app, host, name)).id);
    const table = byListing((await listPackedNights(t.db, ids, from, to)).map(decodePacked));
    expect(table).toHaveLength(3);

    const cache = new PackedNightsCache(2);
    expect(byListing(await cache.read(t.db, ids, from, to))).toEqual(table);
    expect(cache.size).toBe(2);
    expect(byListing(await cache.read(t.db, ids, from, to))).toEqual(table); // hits and a miss, mixed
    expect(cache.size).toBe(2);

    const off = new PackedNightsCache(0);
    expect(byListing(await off.read(t.db, ids, from, to))).toEqual(table);
    expect(off.size).toBe(0);
  });
});
