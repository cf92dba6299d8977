/**
 * Values per listing kept in memory under (listing, version, key): the caller reads the listings' versions first
 * (numbers the database raises with every change to what a value is made of, in the transaction of the change),
 * then asks here, and what is missing is loaded and kept. As the versions are read before the values, a value is
 * never older than the version it is kept under, and every API instance sees another's write at once. Least
 * recently used entries go first; capacity 0 keeps nothing. Callers must not change what it answers: values are
 * shared between requests.
 */
export class ListingCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  /**
   * The values of `ids` under `key` (a window, say): kept ones, and those `load` answers for the others (a listing
   * `load` leaves out is neither answered nor kept).
   */
  async read(
    versions: ReadonlyMap<number, number>,
    ids: readonly number[],
    key: string,
    load: (missing: number[]) => Promise<ReadonlyMap<number, T>>,
  ): Promise<Map<number, T>> {
    if (this.capacity === 0) return new Map(await load([...ids]));
    const entryKey = (id: number) => `${id}:${versions.get(id) ?? 0}:${key}`;
    const found = new Map<number, T>();
    const missing: number[] = [];
    for (const id of ids) {
      const entry = this.take(entryKey(id));
      if (entry === undefined) missing.push(id);
      else found.set(id, entry);
    }
    if (missing.length === 0) return found;
    for (const [id, value] of await load(missing)) {
      found.set(id, value);
      this.keep(entryKey(id), value);
    }
    return found;
  }

  private take(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (entry !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  private keep(key: string, entry: T): void {
    this.entries.set(key, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}
