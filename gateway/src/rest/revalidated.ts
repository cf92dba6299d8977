/**
 * Answers kept at most, and their JSON's length in all: parsed, a 200-listing calendar (about 240 KB) takes about
 * 1 MB of heap, so 8 MB keep some thirty of the largest (about 30 MB) or hundreds of a few listings.
 */
export const REVALIDATED_ENTRIES = 256;
export const REVALIDATED_BYTES = 8 * 1024 * 1024;

interface Kept {
  etag: string;
  body: unknown;
  bytes: number;
}

/**
 * The latest answer (parsed) and ETag of each (bearer token, GET) that asked for revalidation: the next identical
 * call sends If-None-Match, and a 304 reuses the answer kept, neither sent again nor parsed. Keyed by the token, so
 * a caller only ever reuses what the API answered that same token; least recently used first out. The answers are
 * shared between requests: callers must not change them.
 */
export class RevalidatedAnswers {
  private readonly entries = new Map<string, Kept>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = REVALIDATED_ENTRIES,
    private readonly maxBytes = REVALIDATED_BYTES,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  take(key: string): Kept | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  keep(key: string, etag: string, body: unknown, bytes: number): void {
    this.forget(key);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { etag, body, bytes });
    this.bytes += bytes;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      this.forget(this.entries.keys().next().value!);
    }
  }

  forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
