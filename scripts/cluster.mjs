// `npm run cluster` (after `npm run build`): docker/compose.yaml's shape on one machine, without Docker. From the
// built dist: one worker (an API process with JOBS_WORKER=1, on loopback, in no proxy), CLUSTER_INSTANCES (default 2)
// API processes (JOBS_WORKER=0) and as many gateways, and round-robin proxies in Node (scripts/lib/round-robin-proxy.mjs): one in front of
// the gateways (what Caddy's public site does) and one the gateways reach the APIs through (Caddy's internal one).
//
// Needs DATABASE_URL (PostgreSQL) and REDIS_URL. Each run gets a fresh schema (dropped on exit) and a Redis key
// prefix of its own (deleted on exit), unless CLUSTER_SCHEMA names a schema to use and keep. CLUSTER_PORT (default
// 4000, 0: any free port) is the front proxy's port. Every other variable (JWT_SECRET, RATE_LIMITS, SMTP_URL…) goes
// to the processes as it is. The first line on stdout that starts with `CLUSTER_READY ` is JSON: the addresses and
// process ids (for tests). Ctrl-C or SIGTERM stops everything.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Redis } from 'ioredis';
import { startRoundRobinProxy } from './lib/round-robin-proxy.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const API_ENTRY = join(ROOT, 'api/dist/server.js');
const GATEWAY_ENTRY = join(ROOT, 'gateway/dist/index.js');
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

const { DATABASE_URL, REDIS_URL } = process.env;
if (!DATABASE_URL?.startsWith('postgres') || !REDIS_URL) {
  console.error('scripts/cluster.mjs needs DATABASE_URL (postgres://…) and REDIS_URL (redis://…).');
  process.exit(2);
}

const instances = Number(process.env.CLUSTER_INSTANCES || 2);
if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
  console.error(`CLUSTER_INSTANCES must be a whole number from 1 to 16, got '${process.env.CLUSTER_INSTANCES}'.`);
  process.exit(2);
}
const numbered = (name) => Array.from({ length: instances }, (_, index) => `${name}-${index + 1}`);

const keepSchema = Boolean(process.env.CLUSTER_SCHEMA);
const schema = process.env.CLUSTER_SCHEMA || `cluster_${randomUUID().replaceAll('-', '')}`;
if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`CLUSTER_SCHEMA: ${schema} is not a plain lower-case name`);
const prefix = `cluster-${randomUUID()}:`;
const dataDir = await mkdtemp(join(tmpdir(), 'portal-cluster-'));
/** @type {{ name: string, child: import('node:child_process').ChildProcess }[]} */
const processes = [];
/** @type {{ close(): Promise<void> }[]} */
const proxies = [];
let stopping = false;

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function withSearchPath(url) {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

/** Starts `node entry` with `env` on top of ours; resolves to its pid and the URL of its "listening on" line. */
function startProcess(name, entry, env) {
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  processes.push({ name, child });
  const lines = (stream, write) =>
    createInterface({ input: stream }).on('line', (line) => write(`[${name}] ${line}\n`));
  lines(child.stderr, (line) => process.stderr.write(line));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start in time`)), READY_TIMEOUT_MS);
    lines(child.stdout, (line) => {
      process.stdout.write(line);
      const listening = /listening on (http:\/\/\S+)/.exec(line);
      if (listening) {
        clearTimeout(timer);
        resolve({ name, pid: child.pid, url: listening[1] });
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${signal ?? code}) before it was ready`));
      if (!stopping) console.error(`[cluster] ${name} exited (${signal ?? `code ${code}`}); the others carry on`);
    });
  });
}

async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.info(`[cluster] ${signal}: stopping`);
  for (const proxy of proxies) await proxy.close();
  await Promise.all(
    processes.map(async ({ child }) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }),
  );
  if (!keepSchema) await adminQuery(`drop schema if exists "${schema}" cascade`).catch(console.error);
  await deleteRedisKeys().catch(console.error);
  await rm(dataDir, { recursive: true, force: true });
  process.exit(signal === 'failure' ? 1 : 0);
}

async function deleteRedisKeys() {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 })) {
      if (keys.length > 0) await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
}

process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  await adminQuery(`create schema if not exists "${schema}"`);
  const front = await startRoundRobinProxy({ host: '127.0.0.1', port: Number(process.env.CLUSTER_PORT ?? 4000) });
  const apiProxy = await startRoundRobinProxy({ host: '127.0.0.1', port: 0 });
  proxies.push(front, apiProxy);

  // What the browser opens (the gateways accept WebSockets from this origin only), as `npm start`'s default.
  const publicUrl = process.env.PUBLIC_URL || `http://localhost:${new URL(front.url).port}`;
  const shared = {
    DATABASE_URL: withSearchPath(DATABASE_URL),
    REDIS_URL,
    REDIS_CHANNEL_PREFIX: prefix,
    JWT_SECRET: process.env.JWT_SECRET || randomBytes(48).toString('base64url'),
    PUBLIC_URL: publicUrl,
    // One uploads directory for every API process (unless S3_BUCKET puts them in a bucket, as compose.yaml does).
    DATA_DIR: dataDir,
  };
  const api = (extra) => ({ ...shared, API_HOST: '127.0.0.1', API_PORT: '0', ...extra });
  // The worker first: it migrates the fresh schema before the other instances start.
  const worker = await startProcess('worker', API_ENTRY, api({ JOBS_WORKER: '1' }));
  // The web instances only take requests and enqueue; scheduled syncs and notice scans run on the worker.
  const web = { JOBS_WORKER: '0', CALENDAR_SYNC_INTERVAL_MINUTES: '0', NOTICE_SCAN_INTERVAL_MS: '0' };
  const apis = await Promise.all(numbered('api').map((name) => startProcess(name, API_ENTRY, api(web))));
  apiProxy.setUpstreams(apis.map((one) => one.url));
  const gatewayEnv = {
    ...shared,
    HOST: '127.0.0.1',
    PORT: '0',
    API_URL: apiProxy.url,
    // The front proxy adds X-Forwarded-For: the gateways see the client's address through it.
    TRUST_PROXY: 'loopback',
  };
  const gateways = await Promise.all(numbered('gateway').map((name) => startProcess(name, GATEWAY_ENTRY, gatewayEnv)));
  front.setUpstreams(gateways.map((one) => one.url));

  const ready = { url: front.url, apiProxy: apiProxy.url, schema, redisPrefix: prefix, worker, apis, gateways };
  console.info(`CLUSTER_READY ${JSON.stringify(ready)}`);
  console.info(
    [
      `Host portal cluster ready at ${publicUrl} (GraphQL ${publicUrl}/graphql; proxy on ${front.url}), schema ${schema}`,
      ...gateways.map((one) => `  ${one.name}: ${one.url} (pid ${one.pid})`),
      `  API proxy: ${apiProxy.url}`,
      ...apis.map((one) => `  ${one.name}: ${one.url} (pid ${one.pid})`),
      `  worker: ${worker.url} (pid ${worker.pid}, in no proxy)`,
      'Ctrl-C stops everything.',
    ].join('\n'),
  );
} catch (error) {
  console.error('[cluster] could not start:', error);
  await stop('failure');
}
