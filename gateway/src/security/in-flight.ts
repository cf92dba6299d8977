/**
 * How many GraphQL operations a gateway works on at once. Past the limit an operation is turned away at once (503)
 * instead of waiting behind the others: by Little's law, what it would wait is the operations ahead of it divided by
 * what the machine serves a second, so the limit is what keeps answers fast.
 *
 * With a target latency the limit adapts to the machine (additive increase, multiplicative decrease, as TCP does):
 * an operation answered within the target lets the limit grow by about one per `limit` such answers; one slower
 * than the target cuts it by a fifth, at most once per target period (the slow answers of one crowd count once).
 * It starts at `initial` (a process just started is slow: it must not take on more than it can finish at first) and
 * stays between `min` and `max`. Without a target it is `max`, fixed.
 */
export class InFlightLimit {
  private current: number;
  private inFlight = 0;
  private lastDecrease = Number.NEGATIVE_INFINITY;
  private readonly min: number;
  private readonly now: () => number;

  constructor(
    private readonly max: number,
    private readonly targetMs: number,
    options: { min?: number; initial?: number; now?: () => number } = {},
  ) {
    this.min = Math.min(options.min ?? 4, max);
    this.now = options.now ?? (() => performance.now());
    this.current = targetMs > 0 ? Math.min(max, Math.max(this.min, options.initial ?? 16)) : max;
  }

  /** The limit now (a whole number of operations). */
  get limit(): number {
    return Math.floor(this.current);
  }

  get active(): number {
    return this.inFlight;
  }

  /** Takes a place, or null when the limit is reached; the returned function gives it back once answered. */
  tryAcquire(): (() => void) | null {
    if (this.inFlight >= this.limit) return null;
    this.inFlight += 1;
    const started = this.now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.inFlight -= 1;
      this.adapt(this.now() - started);
    };
  }

  private adapt(latencyMs: number) {
    if (this.targetMs <= 0) return;
    const now = this.now();
    if (latencyMs > this.targetMs) {
      if (now - this.lastDecrease < this.targetMs) return;
      this.lastDecrease = now;
      this.current = Math.max(this.min, this.current * 0.8);
    } else {
      this.current = Math.min(this.max, this.current + 1 / this.current);
    }
  }
}
