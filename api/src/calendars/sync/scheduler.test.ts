import { randomBytes } from 'node:crypto';
import { FeedServer, fixture, type FeedResponse } from '@portal/testkit/feed-server';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Db } from '../../db/database.js';
import { BullJobQueue, EmbeddedJobQueue, type JobQueue } from '../../integrations/jobs/index.js';
import { startApi } from '../../server.js';
import { signUp, type SignedInUser } from '../../test/app.js';
import { testDatabases, type OpenTestDatabase } from '../../test/databases.js';
import { addIcalLink } from '../../test/calendars.js';
import { addProperty } from '../../test/listings.js';
import { enqueueDueSyncs, handleSyncJobs } from './scheduler.js';
import { CalendarSync } from './service.js';

const redisUrl = process.env.REDIS_URL;
const FEED = fixture('airbnb__toneill57_muva-chat__airbnb-ics-kaya.ics');
const calendarFeed = (delayMs = 0): FeedResponse => ({
  headers: { 'content-type': 'text/calendar' },
  body: FEED,
  delayMs,
});

/** The embedded queue on each test database, and BullMQ on Redis with PostgreSQL (the compose shape). */
const backends = [
  ...testDatabases().map((database) => ({ name: `the embedded queue on ${database.name}`, database, bull: false })),
  ...testDatabases()
    .filter((database) => database.name === 'postgres' && redisUrl)
    .map((database) => ({ name: 'BullMQ on Redis with postgres', database, bull: true })),
];

describe.each(backends)('scheduled iCal syncs as jobs: $name', ({ database, bull }) => {
  const prefix = `test-ical-${randomBytes(4).toString('hex')}:`;
  let opened: OpenTestDatabase;
  let feeds: FeedServer;
  let setup: FastifyInstance;
  let host: SignedInUser;
  let sequence = 0;
  /** Each test's instances, stopped after it; a crashed worker's, after the feed server (its fetch hangs). */
  const closers: (() => Promise<void>)[] = [];
  const lastClosers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    feeds = await FeedServer.start();
    opened = await database.open({
      CALENDAR_FETCH_ORIGIN: feeds.origin,
      CALENDAR_PARSE_WORKER: '0',
      JOBS_POLL_MS: '50',
      ...(bull ? { REDIS_URL: redisUrl, REDIS_CHANNEL_PREFIX: prefix } : {}),
    });
    // Links are added through this app; its queue never starts.
    setup = buildApp({ db: opened.db, config: opened.config });
    host = await signUp(setup);
  });
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });
  afterAll(async () => {
    await feeds.close(); // a crashed worker's hanging fetch ends
    for (const close of lastClosers) await close();
    await setup.close();
    await opened.close();
    if (bull) {
      const redis = new Redis(redisUrl!);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });

  /**
   * A worker's queue: BullMQ's lock runs out after 600 ms, the embedded lease after 30 s of `now`. `keys`: BullMQ
   * keys of its own (the stalled check of a worker with longer settings, such as startApi's, then holds no sway).
   */
  const queue = (db: Db, now: () => number = Date.now, keys = 'bull'): JobQueue =>
    bull
      ? new BullJobQueue(redisUrl!, { prefix: `${prefix}${keys}`, lockDurationMs: 600, stalledIntervalMs: 300 })
      : new EmbeddedJobQueue(db, { pollMs: 20, leaseMs: 30_000, now });

  /** An API instance that works on jobs: its own queue and CalendarSync over the shared database. */
  const worker = () => {
    const app = buildApp({ db: opened.db, config: opened.config, jobs: queue(opened.db) });
    closers.push(() => app.close());
    app.jobs.start();
    return app;
  };

  /** A link of a new listing, synced when added; then made due again (tried long ago). */
  async function dueLink(response = calendarFeed()) {
    sequence += 1;
    const path = `/calendar/ical/${70_000 + sequence}.ics?s=jobs${sequence}`;
    feeds.serve(path, response);
    const property = await addProperty(setup, host);
    const { id } = await addIcalLink(setup, host, property.iri, `https://www.airbnb.com${path}`);
    await opened.db
      .updateTable('calendars')
      .set({ lastSyncAttemptAt: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', id)
      .execute();
    return { id, path, fetches: () => feeds.requestsTo(path).length };
  }

  const calendarRow = (id: number) =>
    opened.db.selectFrom('calendars').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const scan = (jobs: JobQueue, now?: Date) => enqueueDueSyncs(opened.db, jobs, { intervalMinutes: 15 }, now);

  it('two workers scanning at once sync each due link once per round, never twice at once', async () => {
    // Slow feeds: scans keep running while the syncs are under way.
    const links: Awaited<ReturnType<typeof dueLink>>[] = [];
    for (let n = 0; n < 6; n++) links.push(await dueLink(calendarFeed(150)));
    const before = links.map((link) => link.fetches());
    const round = new Date().toISOString();
    const workers = [worker(), worker()];
    const allSynced = async () => {
      await Promise.all([...workers, ...workers].map((app) => scan(app.jobs)));
      const rows = await Promise.all(links.map((link) => calendarRow(link.id)));
      return rows.every((row) => row.lastSyncAttemptAt! >= round && row.syncLeaseUntil === null);
    };
    await expect.poll(allSynced, { timeout: 20_000, interval: 30 }).toBe(true);
    expect(links.map((link, n) => link.fetches() - before[n]!)).toEqual(links.map(() => 1));
    for (const link of links) expect((await calendarRow(link.id)).lastSyncError).toBeNull();
    // The round is over: nothing is due, nothing more is fetched.
    expect(await scan(workers[0]!.jobs)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(links.map((link, n) => link.fetches() - before[n]!)).toEqual(links.map(() => 1));
  });

  it('an instance with JOBS_WORKER=0 queues the due links and never syncs them; a worker does', async () => {
    const link = await dueLink();
    const before = link.fetches();
    const config = (runWorker: boolean, intervalMinutes: number) => ({
      ...opened.config,
      port: 0,
      jobs: { ...opened.config.jobs, runWorker },
      calendarSync: { ...opened.config.calendarSync, intervalMinutes },
    });
    // Its scan runs at start.
    const requestsOnly = await startApi(config(false, 15), { log: false });
    closers.push(() => requestsOnly.close());
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(link.fetches()).toBe(before);
    expect((await calendarRow(link.id)).lastSyncAttemptAt).toBe('2000-01-01T00:00:00.000Z');
    // A worker that does not scan (interval 0) runs the job the other instance queued.
    const jobsOnly = await startApi(config(true, 0), { log: false });
    closers.push(() => jobsOnly.close());
    await expect.poll(link.fetches, { timeout: 10_000 }).toBe(before + 1);
    await expect.poll(async () => (await calendarRow(link.id)).lastSyncError, { timeout: 5000 }).toBeNull();
  });

  it('a worker killed mid-sync: once its leases ran out, another worker syncs the link', async () => {
    let clock = Date.now();
    const date = () => new Date(clock);
    const settings = { origin: feeds.origin, maxBytes: 5_000_000, userAgent: 'test', parseInWorker: false };
    const link = await dueLink();
    feeds.serve(link.path, calendarFeed(60_000)); // the crashed worker's fetch never ends
    const before = link.fetches();
    const crashed = {
      jobs: queue(opened.db, () => clock, 'crash'),
      sync: new CalendarSync(opened.db, { ...settings, timeoutMs: 60_000 }, undefined, date),
    };
    lastClosers.push(() => crashed.sync.close());
    handleSyncJobs(crashed.jobs, crashed.sync);
    expect(await scan(crashed.jobs, date())).toEqual([link.id]);
    if (crashed.jobs instanceof EmbeddedJobQueue) void crashed.jobs.runDue();
    else crashed.jobs.start();
    // It holds the job and the link's lease, mid-fetch, and dies.
    await expect.poll(link.fetches, { timeout: 5000 }).toBe(before + 1);
    expect((await calendarRow(link.id)).syncLeaseUntil).not.toBeNull();
    if (crashed.jobs instanceof BullJobQueue) {
      await crashed.jobs.crash();
      lastClosers.push(() => crashed.jobs.close());
    }

    feeds.serve(link.path, calendarFeed());
    clock += 60 * 60_000; // an hour on: the job's lease and the link's lease ran out
    const survivor = {
      jobs: queue(opened.db, () => clock, 'crash'),
      sync: new CalendarSync(opened.db, { ...settings, timeoutMs: 5000 }, undefined, date),
    };
    closers.push(async () => {
      await survivor.jobs.close();
      await survivor.sync.close();
    });
    handleSyncJobs(survivor.jobs, survivor.sync);
    survivor.jobs.start();
    await expect
      .poll(() => calendarRow(link.id), { timeout: 10_000 })
      .toMatchObject({
        lastSyncedAt: date().toISOString(),
        syncLeaseUntil: null,
        lastSyncError: null,
        syncFailures: 0,
      });
    expect(link.fetches()).toBe(before + 2);
  });
});
