// `npm run bench:ical`: imports generated iCal feeds through the real sync (POST /calendars fetches, parses and
// applies the feed at once) while a histogram records how long the event loop stalls and a probe times GET /health
// every 20 ms, as another user's request would wait. Each feed runs with parsing and diffing in the request thread
// (CALENDAR_PARSE_WORKER=0: today's linear code, without the worker) and in the worker thread (the default); an idle
// row shows what the machine itself adds. SQLite always, PostgreSQL too when DATABASE_URL or TEST_DATABASE_URL is
// set. BENCH_SIZE=small runs tenth-size feeds in a few seconds.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Agent, request } from 'undici';
import { newBenchHost } from '../bench-host.js';
import { freshDatabase } from '../fresh-database.js';
import { reportMeasures } from '../summary.js';
import { ms, printTable } from '../table.js';
import { manyStaysFeed, sharedUidFeed, sizedFeed, type Feed } from './feeds.js';
import { startLatencyBenchApi } from '../latency-env.js';

const SMALL = process.env.BENCH_SIZE === 'small';
/** The in-thread path can take minutes on a big feed: no client deadline. */
const patient = new Agent({ headersTimeout: 0, bodyTimeout: 0 });
const scale = (full: number) => (SMALL ? Math.round(full / 10) : full);
const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;

interface Case {
  name: string;
  feed: Feed;
  /** Synced a second time (the diff against the stays imported by the first sync), not added. */
  again?: boolean;
}

const FEEDS: Case[] = [
  {
    name: `${(scale(1_750_000) / 1e6).toFixed(2)} MB, one UID shared by every event`,
    feed: sharedUidFeed(scale(1_750_000)),
  },
  { name: `${scale(8000)} stays`, feed: manyStaysFeed(scale(8000), 'many') },
  { name: `${(scale(5_000_000) / 1e6).toFixed(1)} MB of stays`, feed: sizedFeed(scale(5_000_000), 'big') },
];
FEEDS.push({ ...FEEDS[2]!, name: `${FEEDS[2]!.name}, synced again`, again: true });

const MODES = [
  { name: 'request thread', worker: '0' },
  { name: 'worker thread', worker: '1' },
];

interface Measured {
  database: string;
  mode: string;
  feed: string;
  events: number;
  seconds: number;
  maxStallMs: number;
  p99StallMs: number;
  probeMaxMs: number;
  outcome: string;
}

/** A local server answering each path with its feed (CALENDAR_FETCH_ORIGIN points the importer at it). */
async function feedServer(feeds: Map<string, string>) {
  const server = createServer((request, response) => {
    const body = feeds.get(request.url ?? '');
    response.writeHead(body ? 200 : 404, { 'content-type': 'text/calendar; charset=utf-8' });
    response.end(body ?? 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function run(database: 'SQLite' | 'PostgreSQL', mode: (typeof MODES)[number]): Promise<Measured[]> {
  const feeds = new Map<string, string>();
  const server = await feedServer(feeds);
  const data = await freshDatabase('portal-bench-ical-', database === 'PostgreSQL' ? postgresUrl : undefined);
  const api = await startLatencyBenchApi(data.dataDir, {
    CALENDAR_FETCH_ORIGIN: server.origin,
    CALENDAR_FETCH_MAX_BYTES: '6000000',
    CALENDAR_FETCH_TIMEOUT_MS: '60000',
    CALENDAR_PARSE_WORKER: mode.worker,
    ...data.env,
  });
  try {
    const call = async (method: 'GET' | 'POST', path: string, body?: object, token?: string) => {
      const response = await request(`${api.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
        ...(body && { body: JSON.stringify(body) }),
        dispatcher: patient,
      });
      return (await response.body.json()) as Record<string, unknown>;
    };
    const { registration, credentials } = newBenchHost();
    await call('POST', '/register', registration);
    const { token } = (await call('POST', '/login', credentials)) as { token: string };
    // The same measures while nothing is imported: what the machine itself adds (other processes, GC, timers).
    const idle = await whileMeasuring(api.url, async () => {
      await new Promise((resolve) => setTimeout(resolve, SMALL ? 1000 : 3000));
      return {};
    });
    const results: Measured[] = [
      { database, mode: mode.name, feed: 'nothing (idle)', events: 0, ...idle, outcome: '-' },
    ];
    const calendars = new Map<Feed, string>();
    for (const [index, { name, feed, again }] of FEEDS.entries()) {
      let send: () => Promise<Record<string, unknown>>;
      if (again) {
        send = () => call('POST', `${calendars.get(feed)}/sync`, {}, token);
      } else {
        const property = await call('POST', '/properties', { name: `Feed ${index}` }, token);
        feeds.set(`/calendar/ical/${index}.ics?s=bench`, feed.text);
        const url = `https://www.airbnb.com/calendar/ical/${index}.ics?s=bench`;
        send = () => call('POST', '/calendars', { property: property['@id'], url }, token);
      }
      const measured = await whileMeasuring(api.url, send);
      const item = measured.answer as { '@id': string; lastSyncError: string | null; bookingsCount: number };
      calendars.set(feed, item['@id']);
      results.push({
        database,
        mode: mode.name,
        feed: name,
        events: feed.events,
        ...measured,
        outcome: item.lastSyncError ?? `${item.bookingsCount} bookings`,
      });
    }
    return results;
  } finally {
    await api.close();
    await server.close();
    await data.remove();
  }
}

/** Runs `send` while the event loop's delay is recorded and GET /health is timed every 20 ms. */
async function whileMeasuring(apiUrl: string, send: () => Promise<Record<string, unknown>>) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  let probeMaxMs = 0;
  let probing = true;
  // Timed from when each probe was due, not when the stalled loop got round to sending it: a client's request
  // waits in the socket's queue just as long.
  const probe = (async () => {
    for (let due = performance.now(); probing; due += 20) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      await request(`${apiUrl}/health`, { dispatcher: patient }).then((response) => response.body.dump());
      probeMaxMs = Math.max(probeMaxMs, performance.now() - due);
      due = Math.max(due, performance.now() - 20);
    }
  })();
  histogram.enable();
  const started = performance.now();
  const answer = await send();
  const seconds = (performance.now() - started) / 1000;
  histogram.disable();
  probing = false;
  await probe;
  return {
    answer,
    seconds,
    maxStallMs: histogram.max / 1e6,
    p99StallMs: histogram.percentile(99) / 1e6,
    probeMaxMs,
  };
}

const started = performance.now();
console.info(
  `iCal import bench (${SMALL ? 'small' : 'full'} size): ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), ` +
    `load average ${loadavg()[0]?.toFixed(1)}, Node ${process.version}`,
);
const rows: Measured[] = [];
const databases: ('SQLite' | 'PostgreSQL')[] = postgresUrl ? ['SQLite', 'PostgreSQL'] : ['SQLite'];
for (const database of databases) {
  for (const mode of MODES) rows.push(...(await run(database, mode)));
}
printTable(
  'Event-loop stall while one feed is imported (POST /calendars, or Sync now for "again")',
  [
    'database',
    'parse and diff in',
    'feed',
    'events',
    'sync s',
    'max stall ms',
    'p99 stall ms',
    'max /health ms',
    'result',
  ],
  rows.map((row) => [
    row.database,
    row.mode,
    row.feed,
    row.events,
    row.seconds.toFixed(2),
    ms(row.maxStallMs),
    ms(row.p99StallMs),
    ms(row.probeMaxMs),
    row.outcome,
  ]),
);
const imports = rows.filter((row) => row.mode === 'worker thread' && row.events > 0);
reportMeasures(
  'ical',
  databases.map((database) => ({
    measure: `iCal import: worst event-loop stall, feeds up to 5 MB parsed in the worker (${database})`,
    figure: Math.max(...imports.filter((row) => row.database === database).map((row) => row.maxStallMs)),
    unit: 'ms',
    ...(!SMALL && { goal: 100 }),
  })),
);
console.info(
  `\nTotal ${((performance.now() - started) / 1000).toFixed(0)} s, load average ${loadavg()[0]?.toFixed(1)}`,
);
await patient.close();
