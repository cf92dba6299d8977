import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'undici';
/** One timed request: its time to the last byte, the answer's size, and the REST calls it cost the gateway. */
export interface Sample {
  ms: number;
  /** The answer's JSON. */
  bytes: number;
  /** What crossed the wire: `bytes` compressed when the request accepted an encoding the server used. */
  wireBytes: number;
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

/** A REST GET of a collection with `token`, timed to the last byte; fails unless it answers 200 with `rows` members. */
export function timedRest(url: URL, token: string, rows: number): () => Promise<Sample> {
  const headers = { authorization: `Bearer ${token}` };
  return async () => {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const text = await response.text();
    const ms = performance.now() - started;
    const members = (JSON.parse(text) as { 'hydra:member'?: unknown[] })['hydra:member']?.length;
    if (response.status !== 200 || members !== rows) {
      throw new Error(`REST ${url.pathname}${url.search}: ${response.status}, ${members} rows`);
    }
    return { ms, bytes: Buffer.byteLength(text), wireBytes: Buffer.byteLength(text), calls: 0 };
  };
}

/** What a timed GraphQL request needs of the gateway: its URL and its REST client's call count. */
export interface CountedGateway {
  url: string;
  rest: { stats: { requests: number } };
}

/**
 * A GraphQL request (`body`) to the gateway with `token`, timed to the last byte and decoded (as a browser would
 * decode it), with the REST calls the gateway made for it (requests run one at a time, so the count is exact);
 * fails on errors or unless `rows` of the data is `expected`. `acceptEncoding`: what the request accepts, a
 * browser's 'br, gzip' by default; 'identity' times the gateway's own work without compression.
 */
export function timedGraphql(
  gateway: CountedGateway,
  token: string,
  {
    label,
    body,
    rows,
    expected,
    acceptEncoding = 'br, gzip',
  }: { label: string; body: object; rows: (data: never) => unknown; expected: number; acceptEncoding?: string },
): () => Promise<Sample> {
  const headers = {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    'accept-encoding': acceptEncoding,
  };
  const payload = JSON.stringify(body);
  return async () => {
    const before = gateway.rest.stats.requests;
    const started = performance.now();
    const response = await request(`${gateway.url}/graphql`, { method: 'POST', headers, body: payload });
    const wire = Buffer.from(await response.body.arrayBuffer());
    const text = decoded(wire, response.headers['content-encoding']).toString('utf8');
    const ms = performance.now() - started;
    const calls = gateway.rest.stats.requests - before;
    const answer = JSON.parse(text) as { data?: never; errors?: unknown };
    if (answer.errors || !answer.data || rows(answer.data) !== expected) {
      throw new Error(`GraphQL ${label}: ${response.statusCode} ${text.slice(0, 500)}`);
    }
    return { ms, bytes: Buffer.byteLength(text), wireBytes: wire.length, calls };
  };
}

function decoded(wire: Buffer, encoding: string | string[] | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(wire);
  if (encoding === 'gzip') return gunzipSync(wire);
  if (encoding === undefined) return wire;
  throw new Error(`unexpected content-encoding ${String(encoding)}`);
}
