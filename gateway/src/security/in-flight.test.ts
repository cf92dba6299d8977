import { describe, expect, it } from 'vitest';
import { InFlightLimit } from './in-flight.js';

/** A clock the test moves by hand. */
function clock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

describe('InFlightLimit', () => {
  it('admits up to the limit, then refuses until a place is given back (once, however often it is called)', () => {
    const limit = new InFlightLimit(2, 0);
    const first = limit.tryAcquire();
    const second = limit.tryAcquire();
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(limit.tryAcquire()).toBeNull();
    first!();
    first!();
    expect(limit.active).toBe(1);
    expect(limit.tryAcquire()).not.toBeNull();
    expect(limit.tryAcquire()).toBeNull();
  });

  it('starts low with a target (16 by default, within min and max), at its maximum without one', () => {
    expect(new InFlightLimit(64, 500).limit).toBe(16);
    expect(new InFlightLimit(8, 500).limit).toBe(8);
    expect(new InFlightLimit(64, 500, { initial: 2, min: 4 }).limit).toBe(4);
    expect(new InFlightLimit(64, 0).limit).toBe(64);
  });

  it('without a target, stays fixed at its maximum whatever the latency', () => {
    const time = clock();
    const limit = new InFlightLimit(8, 0, { min: 2, now: time.now });
    const release = limit.tryAcquire()!;
    time.advance(60_000);
    release();
    expect(limit.limit).toBe(8);
  });

  it('cuts the limit by a fifth for answers slower than the target, once per target period, not below the minimum', () => {
    const time = clock();
    const limit = new InFlightLimit(50, 500, { min: 4, initial: 50, now: time.now });
    const crowd = Array.from({ length: 10 }, () => limit.tryAcquire()!);
    time.advance(2000);
    for (const release of crowd) release();
    expect(limit.limit).toBe(40); // ten slow answers at once: one cut
    for (let period = 0; period < 30; period++) {
      const release = limit.tryAcquire()!;
      time.advance(600);
      release();
    }
    expect(limit.limit).toBe(4);
  });

  it('grows back by about one per `limit` answers within the target, up to the maximum', () => {
    const time = clock();
    const limit = new InFlightLimit(10, 500, { min: 2, initial: 10, now: time.now });
    for (let period = 0; period < 20; period++) {
      const release = limit.tryAcquire()!;
      time.advance(600);
      release();
    }
    expect(limit.limit).toBe(2);
    let answers = 0;
    while (limit.limit < 3) {
      limit.tryAcquire()!();
      answers += 1;
    }
    expect(answers).toBe(3); // 2 → 2.5 → 2.9 → 3.24
    for (let answer = 0; answer < 1000; answer++) limit.tryAcquire()!();
    expect(limit.limit).toBe(10);
  });
});
