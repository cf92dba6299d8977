/** What the spacer waits with; tests pass a fake clock. */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Starts calls at least `intervalMs` apart, in the order they came, however many are waiting: Nominatim's usage
 * policy (https://operations.osmfoundation.org/policies/nominatim/) allows one request per second per application.
 * A call that fails still used its slot.
 */
export class RequestSpacer {
  private next = Number.NEGATIVE_INFINITY;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly intervalMs: number,
    private readonly clock: Clock = systemClock,
  ) {}

  run<T>(call: () => Promise<T>): Promise<T> {
    const turn = this.queue.then(async () => {
      const wait = this.next - this.clock.now();
      if (wait > 0) await this.clock.sleep(wait);
      this.next = this.clock.now() + this.intervalMs;
    });
    this.queue = turn;
    return turn.then(call);
  }
}

/** A small least-recently-used map: answers of a rate-limited service worth keeping for a while. */
export class AnswerCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly clock: Pick<Clock, 'now'> = systemClock,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= this.clock.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.clock.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
