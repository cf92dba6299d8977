import type { Db } from '../db/database.js';
import { ListingCache } from '../db/listing-cache.js';
import { decodePacked, listPackedNights, type ListingNights } from './packed.js';
import { listNightlyVersions } from './repository.js';

/** Windows kept per API instance: 200 listings × 20 windows, about 2 KB each (80 nights). */
export const PACKED_NIGHTS_CACHE_ENTRIES = 4000;

/**
 * The calendar's nights (packed.ts), decoded, kept in memory under (listing, nightly version, window). A host
 * reopening or scrolling back over a calendar reads each unchanged listing's nights from here, neither read nor
 * decoded again. The version is read from the listing before its nights, and every change to the rows bumps it in
 * the same transaction (replaceNightlyRows). Callers must not change what it answers: the arrays are shared.
 */
export class PackedNightsCache {
  private readonly kept: ListingCache<ListingNights>;

  constructor(capacity = PACKED_NIGHTS_CACHE_ENTRIES) {
    this.kept = new ListingCache(capacity);
  }

  get size(): number {
    return this.kept.size;
  }

  async read(db: Db, propertyIds: number[], from: string, to: string): Promise<ListingNights[]> {
    const versions = this.kept.capacity === 0 ? new Map<number, number>() : await listNightlyVersions(db, propertyIds);
    const nights = await this.kept.read(versions, propertyIds, `${from}:${to}`, async (missing) => {
      const read = (await listPackedNights(db, missing, from, to)).map(decodePacked);
      return new Map(read.map((entry) => [entry.propertyId, entry]));
    });
    return [...nights.values()];
  }
}
