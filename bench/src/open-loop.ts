// What the load generators (overload/load.ts, load/generator.ts) share: an open loop that sends each request at its
// scheduled time whether or not earlier ones were answered (as independent people do), so a slow server cannot slow
// the offered rate down and latency counts from when a request was due, queueing in the client included.

import { Pool } from 'undici';

/**
 * `connections` keep-alive connections to `url`, all open before the first scheduled request, as a proxy's pool (or
 * some browsers, six each) would keep them: a request finding them all busy waits for one, and that wait counts in
 * its latency like any other.
 */
export async function openPool(url: string, connections: number, timeoutMs: number): Promise<Pool> {
  const pool = new Pool(url, { connections, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
  await Promise.all(
    Array.from({ length: connections }, () =>
      pool.request({ method: 'GET', path: '/health' }).then((response) => response.body.dump()),
    ),
  );
  return pool;
}

export interface Outcome {
  operation: string;
  /** 'ok', an HTTP status ('503', '429', '500'), a GraphQL error code, or a client-side failure. */
  outcome: string;
  ms: number;
  /** How late the generator sent it: its own lag, which would otherwise pass for the server's. */
  lateMs: number;
  /** When it was due, from the start of the run. */
  atMs: number;
}

/** Picks one of `weighted` in proportion to its weight (out of the sum of all weights). */
export function chooser<T extends { weight: number }>(weighted: T[], pick: () => number): () => T {
  const total = weighted.reduce((sum, one) => sum + one.weight, 0);
  return () => {
    let left = pick() * total;
    for (const one of weighted) {
      left -= one.weight;
      if (left < 0) return one;
    }
    return weighted[0]!;
  };
}

/** An answer's outcome: its status when not 200, else its first GraphQL error's code, else 'ok'. */
export function outcomeOf(status: number, text: string): string {
  if (status !== 200) return String(status);
  try {
    const answer = JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] };
    return answer.errors?.[0]?.extensions?.code ?? (answer.errors ? 'GraphQL error' : 'ok');
  } catch {
    return 'unreadable answer';
  }
}

/** A request sent at `due` (performance.now()), timed from then. */
export async function timed(
  operation: string,
  due: number,
  started: number,
  request: () => Promise<{ statusCode: number; text: string }>,
): Promise<Outcome> {
  const lateMs = performance.now() - due;
  const atMs = due - started;
  try {
    const { statusCode, text } = await request();
    return { operation, outcome: outcomeOf(statusCode, text), ms: performance.now() - due, lateMs, atMs };
  } catch (error) {
    const { code, name } = error as Error & { code?: string };
    return { operation, outcome: `client: ${code ?? name}`, ms: performance.now() - due, lateMs, atMs };
  }
}

/** Calls `send(due, started)` `rate` times a second for `seconds`, on schedule; resolves when all are answered. */
export async function openLoop<T>(
  rate: number,
  seconds: number,
  send: (due: number, started: number) => Promise<T>,
): Promise<T[]> {
  const count = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const started = performance.now();
  const results: Promise<T>[] = [];
  for (let index = 0; index < count; index++) {
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    results.push(send(due, started));
  }
  return Promise.all(results);
}

/** A closed loop instead: `concurrency` requests outstanding at all times for `seconds`, to see what is served. */
export async function closedLoop<T>(
  concurrency: number,
  seconds: number,
  send: (due: number, started: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  const lane = async () => {
    while (performance.now() < until) results.push(await send(performance.now(), started));
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return results;
}
