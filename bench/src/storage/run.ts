// `npm run bench -- storage`: what keeping uploads in an S3-compatible bucket costs against the local disk, over
// HTTP on SQLite: POST /upload of a 256 × 256 PNG (decoded, re-encoded, stored) and GET /uploads/<key> of it
// (streamed from the disk, or from the bucket through the AWS SDK). The bucket is the testkit's fake S3 on
// 127.0.0.1 (in memory, checking every signature): the figures are the SDK's and the extra hop's cost, a floor for a
// real store, whose network round trip comes on top. BENCH_SIZE=small: a quarter of the requests (seconds).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeS3 } from '@portal/testkit/fake-s3';
import { rgbPng } from '@portal/testkit/png';
import { request } from 'undici';
import { startLatencyBenchApi } from '../latency-env.js';
import { benchSize, reportMeasures, type Measure } from '../summary.js';
import { ms, percentile, printTable } from '../table.js';

const small = benchSize() === 'small';
const UPLOADS = small ? 10 : 40;
const READS = small ? 50 : 200;
const SIDE = 256;

/** A PNG of random pixels: compresses badly, about 200 KB. */
const noisyPng = () =>
  rgbPng(
    SIDE,
    SIDE,
    Buffer.concat(Array.from({ length: SIDE }, () => Buffer.concat([Buffer.from([0]), randomBytes(SIDE * 3)]))),
  );

/** An API on its own DATA_DIR with a signed-in host: times its uploads and file reads. */
async function startStack(env: Record<string, string>) {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-storage-'));
  const api = await startLatencyBenchApi(dataDir, env);
  const timed = async (path: string, init: Parameters<typeof request>[1] = {}) => {
    const started = performance.now();
    const response = await request(`${api.url}${path}`, init);
    const body = Buffer.from(await response.body.arrayBuffer());
    if (response.statusCode >= 400) throw new Error(`${path}: ${response.statusCode} ${body.toString()}`);
    return { body, elapsed: performance.now() - started };
  };
  const json = async (path: string, payload: object) =>
    JSON.parse(
      (
        await timed(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        })
      ).body.toString(),
    ) as Record<string, unknown>;
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'Sunny-Flat-42';
  const person = { firstName: 'Bench', lastName: 'Host', phone: '+44 20 7946 0000', acceptsMarketing: false };
  await json('/register', { ...person, email, plainPassword: password });
  const token = (await json('/login', { email, password })).token as string;
  let path = '';
  return {
    uploads: [] as number[],
    reads: [] as number[],
    bytes: 0,
    async upload(png: Buffer) {
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'image/png' };
      const { body, elapsed } = await timed('/upload', { method: 'POST', headers, body: png });
      path = (JSON.parse(body.toString()) as { path: string }).path;
      return elapsed;
    },
    async read() {
      const { body, elapsed } = await timed(path);
      this.bytes = body.length;
      return elapsed;
    },
    async close() {
      await api.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const s3 = await startFakeS3({ buckets: ['portal-uploads'] });
const local = await startStack({});
const bucket = await startStack({
  S3_BUCKET: 'portal-uploads',
  S3_ENDPOINT: s3.url,
  S3_FORCE_PATH_STYLE: '1',
  S3_ACCESS_KEY_ID: s3.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
});
try {
  // Turn about, after a warm-up of each: neither storage gets the colder or the noisier half of the run.
  const png = noisyPng();
  for (const stack of [local, bucket]) await stack.upload(png);
  for (let run = 0; run < UPLOADS; run++)
    for (const stack of [local, bucket]) stack.uploads.push(await stack.upload(png));
  for (const stack of [local, bucket]) await stack.read();
  for (let run = 0; run < READS; run++) for (const stack of [local, bucket]) stack.reads.push(await stack.read());
  const rows: (string | number)[][] = [];
  const measures: Measure[] = [];
  for (const [name, result] of [
    ['local disk', local],
    ['S3 (fake, loopback)', bucket],
  ] as const) {
    for (const [what, samples] of [
      [`POST /upload (${SIDE}×${SIDE} PNG)`, result.uploads],
      [`GET /uploads/<key> (${Math.round(result.bytes / 1024)} KB)`, result.reads],
    ] as const) {
      rows.push([name, what, samples.length, ms(percentile(samples, 50)), ms(percentile(samples, 95))]);
      measures.push({ measure: `${what} p50, ${name}`, figure: percentile(samples, 50), unit: 'ms' });
    }
  }
  printTable(
    'Uploads storage over HTTP (SQLite): the local disk against an S3 bucket (the fake S3 on 127.0.0.1)',
    ['storage', 'request', 'runs', 'p50 ms', 'p95 ms'],
    rows,
  );
  const difference = percentile(bucket.reads, 50) - percentile(local.reads, 50);
  console.info(`\nGET /uploads, bucket − disk at p50: ${ms(difference)} ms (a real store adds its round trip).`);
  reportMeasures('storage', measures);
} finally {
  await local.close();
  await bucket.close();
  await s3.close();
}
