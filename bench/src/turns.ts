/** One timed request: its time to the last byte, the answer's size, and the REST calls it cost the gateway. */
export interface Sample {
  ms: number;
  bytes: number;
  /** REST calls the gateway made for the request (0 for the REST requests themselves). */
  calls: number;
}

/**
 * Runs every one of `runs` once per iteration, back to back, the one going first rotating every iteration, so
 * machine noise hits all alike; answers each run's samples of the timed iterations (the `warmup` first ones are
 * dropped), in the order of `runs`.
 */
export async function takeTurns<S>(
  runs: (() => Promise<S>)[],
  { warmup, iterations }: { warmup: number; iterations: number },
): Promise<S[][]> {
  const samples: S[][] = runs.map(() => []);
  for (let index = 0; index < warmup + iterations; index++) {
    for (let turn = 0; turn < runs.length; turn++) {
      const which = (index + turn) % runs.length;
      const sample = await runs[which]!();
      if (index >= warmup) samples[which]!.push(sample);
    }
  }
  return samples;
}
