import type { Db } from '../db/database.js';
import { decodePacked, listPackedNights, type ListingNights } from './packed.js';
import { listNightlyVersions } from './repository.js';

/** Windows kept per API instance: 200 listings × 20 windows, about 2 KB each (80 nights). */
export const PACKED_NIGHTS_CACHE_ENTRIES = 4000;

/**
 * The calendar's nights (packed.ts), decoded, kept in memory under (listing, nightly version, window). A host
 * reopening or scrolling back over a calendar reads each unchanged listing's nights from here, neither read nor
 * decoded again. The version is read from the listing before its nights, and every change to the rows bumps it in
 * the same transaction (replaceNightlyRows), so an entry is never older than the version it is kept under, and
 * every instance sees another's write at once. Least recently used entries go first; 0 entries keeps nothing.
 * Callers must not change what it answers: the arrays are shared.
 */
export class PackedNightsCache {
  private readonly entries = new Map<string, ListingNights>();

  constructor(private readonly capacity = PACKED_NIGHTS_CACHE_ENTRIES) {}

  get size(): number {
    return this.entries.size;
  }

  async read(db: Db, propertyIds: number[], from: string, to: string): Promise<ListingNights[]> {
    if (this.capacity === 0) return (await listPackedNights(db, propertyIds, from, to)).map(decodePacked);
    const versions = await listNightlyVersions(db, propertyIds);
    const keyOf = (id: number) => `${id}:${versions.get(id) ?? 0}:${from}:${to}`;
    const found: ListingNights[] = [];
    const missing: number[] = [];
    for (const id of propertyIds) {
      const entry = this.take(keyOf(id));
      if (entry) found.push(entry);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const read = (await listPackedNights(db, missing, from, to)).map(decodePacked);
    for (const entry of read) this.keep(keyOf(entry.propertyId), entry);
    return [...found, ...read];
  }

  private take(key: string): ListingNights | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  private keep(key: string, entry: ListingNights): void {
    this.entries.set(key, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}
