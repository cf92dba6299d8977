import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type OpenTestDatabase } from '../../test/databases.js';
import { BullJobQueue } from './bullmq.js';
import { EmbeddedJobQueue, FAILED_KEPT_MS } from './embedded.js';
import { retryDelayMs, type JobContext, type JobPayload, type JobQueue } from './jobs.js';

/** The embedded queue on SQLite and PostgreSQL, driven by a clock the test moves (no timers: `runDue`). */
describe.each(testDatabases())('EmbeddedJobQueue on $name', (database) => {
  let opened: OpenTestDatabase;
  let clock = Date.parse('2026-12-06T10:00:00Z');
  const now = () => clock;
  const queues: EmbeddedJobQueue[] = [];
  const queue = (settings: ConstructorParameters<typeof EmbeddedJobQueue>[1] = {}) => {
    const made = new EmbeddedJobQueue(opened.db, { now, ...settings });
    queues.push(made);
    return made;
  };

  beforeAll(async () => {
    opened = await database.open();
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((made) => made.close()));
    await opened.db.deleteFrom('jobs').execute();
  });
  afterAll(async () => opened.close());

  it('runs a job once its delay passed, not before', async () => {
    const jobs = queue();
    const seen: JobPayload[] = [];
    jobs.handle('greet', async (payload) => {
      seen.push(payload);
    });
    await jobs.enqueue('greet', { name: 'Ada' }, { delayMs: 60_000 });
    expect(await jobs.runDue()).toBe(0);
    clock += 59_999;
    expect(await jobs.runDue()).toBe(0);
    clock += 1;
    expect(await jobs.runDue()).toBe(1);
    expect(seen).toEqual([{ name: 'Ada' }]);
    // Done: deleted, never run again.
    clock += 3_600_000;
    expect(await jobs.runDue()).toBe(0);
    expect(await opened.db.selectFrom('jobs').selectAll().execute()).toEqual([]);
  });

  it('retries a failing job with exponential back-off, then keeps it as failed', async () => {
    const jobs = queue();
    const attempts: JobContext[] = [];
    jobs.handle('flaky', async (_payload, context) => {
      attempts.push(context);
      throw new Error(`attempt ${context.attempt} failed`);
    });
    await jobs.enqueue('flaky', {}, { attempts: 3, backoffMs: 1000 });
    expect(await jobs.runDue()).toBe(1);
    // Next attempt after 1 s, then 2 s.
    clock += 999;
    expect(await jobs.runDue()).toBe(0);
    clock += 1;
    expect(await jobs.runDue()).toBe(1);
    clock += retryDelayMs(1000, 2) - 1;
    expect(await jobs.runDue()).toBe(0);
    clock += 1;
    expect(await jobs.runDue()).toBe(1);
    expect(attempts.map((context) => context.attempt)).toEqual([1, 2, 3]);
    clock += 3_600_000;
    expect(await jobs.runDue()).toBe(0);
    const row = await opened.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'attempt 3 failed' });
    // Kept a week, then forgotten when another job fails for good.
    clock += FAILED_KEPT_MS;
    await jobs.enqueue('flaky', {}, { attempts: 1 });
    await jobs.runDue();
    const left = await opened.db.selectFrom('jobs').select('id').execute();
    expect(left.map((job) => job.id)).not.toContain(row.id);
    expect(left).toHaveLength(1);
  });

  it('a retry that succeeds ends the job', async () => {
    const jobs = queue();
    let calls = 0;
    jobs.handle('once-flaky', async () => {
      calls += 1;
      if (calls === 1) throw new Error('receiver down');
    });
    await jobs.enqueue('once-flaky', {}, { backoffMs: 500 });
    await jobs.runDue();
    clock += 500;
    expect(await jobs.runDue()).toBe(1);
    expect(calls).toBe(2);
    expect(await opened.db.selectFrom('jobs').selectAll().execute()).toEqual([]);
  });

  it('runs again a job whose worker crashed, once the lease ran out', async () => {
    // The crashed worker: it claimed the job (the lease is in the database) and never finished.
    const crashed = queue({ leaseMs: 30_000 });
    const neverEnds = new Promise<void>(() => {});
    crashed.handle('sync', async () => neverEnds);
    await crashed.enqueue('sync', { link: 7 });
    void crashed.runDue();
    await until(async () => (await opened.db.selectFrom('jobs').select('leaseOwner').executeTakeFirst())?.leaseOwner);

    const survivor = queue({ leaseMs: 30_000 });
    const ran: JobContext[] = [];
    survivor.handle('sync', async (_payload, context) => {
      ran.push(context);
    });
    clock += 29_999;
    expect(await survivor.runDue()).toBe(0);
    clock += 1;
    expect(await survivor.runDue()).toBe(1);
    expect(ran).toMatchObject([{ attempt: 2 }]);
    queues.splice(queues.indexOf(crashed), 1); // its handler never returns: not closed
  });

  it('never runs a job in two workers at once', async () => {
    const workers = [queue({ concurrency: 3 }), queue({ concurrency: 3 })];
    const running = new Set<number>();
    const runs: number[] = [];
    let overlap = false;
    for (const worker of workers) {
      worker.handle('count', async (payload) => {
        const n = Number(payload.n);
        if (running.has(n)) overlap = true;
        running.add(n);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running.delete(n);
        runs.push(n);
      });
    }
    for (let n = 0; n < 30; n++) await workers[0]!.enqueue('count', { n });
    for (let round = 0; round < 20 && runs.length < 30; round++) {
      await Promise.all(workers.map((worker) => worker.runDue()));
    }
    expect(overlap).toBe(false);
    expect(runs.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n));
  });

  it('queues a keyed job once while it is queued or running; its key is free once it ended or gave up', async () => {
    const jobs = queue();
    const { ran, release } = holdFirstSync(jobs);
    const first = await jobs.enqueue('sync', { n: 1 }, { key: 'link-7' });
    expect(await jobs.enqueue('sync', { n: 2 }, { key: 'link-7' })).toBe(first);
    const running = jobs.runDue();
    await until(async () => ran.length === 1);
    expect(await jobs.enqueue('sync', { n: 3 }, { key: 'link-7' })).toBe(first);
    release();
    await running;
    expect(ran).toEqual([{ n: 1 }]);
    // Ended: the next one is queued.
    const second = await jobs.enqueue('sync', { n: 4 }, { key: 'link-7', attempts: 1 });
    expect(second).not.toBe(first);
    jobs.handle('sync', async () => {
      throw new Error('database away');
    });
    await jobs.runDue();
    const third = await jobs.enqueue('sync', { n: 5 }, { key: 'link-7' });
    expect(third).not.toBe(second);
    const rows = await opened.db.selectFrom('jobs').select(['id', 'status', 'dedupeKey']).orderBy('status').execute();
    expect(rows).toEqual([
      { id: second, status: 'failed', dedupeKey: null },
      { id: third, status: 'queued', dedupeKey: 'link-7' },
    ]);
  });

  it('a started queue polls by itself, and a job with no handler fails', async () => {
    const jobs = new EmbeddedJobQueue(opened.db, { pollMs: 20 });
    queues.push(jobs);
    const done = new Promise<JobPayload>((resolve) => jobs.handle('ping', async (payload) => resolve(payload)));
    jobs.start();
    await jobs.enqueue('ping', { at: 1 });
    await expect(done).resolves.toEqual({ at: 1 });
    await jobs.enqueue('nobody', {}, { attempts: 1 });
    await until(
      async () => (await opened.db.selectFrom('jobs').select('status').executeTakeFirst())?.status === 'failed',
    );
    const row = await opened.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
    expect(row.lastError).toBe("No handler for the job 'nobody'");
  });
});

const redisUrl = process.env.REDIS_URL;

/** BullMQ on the real Redis (REDIS_URL), each test under a prefix of its own. */
describe.skipIf(!redisUrl)('BullJobQueue on Redis', () => {
  const queues: BullJobQueue[] = [];
  let prefix = '';
  const queue = (settings: { lockDurationMs?: number; stalledIntervalMs?: number } = {}) => {
    const made = new BullJobQueue(redisUrl!, { prefix, ...settings });
    queues.push(made);
    return made;
  };
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((made) => made.close()));
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    prefix = `test-jobs-${randomBytes(4).toString('hex')}`;
  });
  beforeAll(() => {
    prefix = `test-jobs-${randomBytes(4).toString('hex')}`;
  });

  it('runs a job after its delay, not before', async () => {
    const jobs = queue();
    const started = Date.now();
    const ran = new Promise<number>((resolve) => jobs.handle('later', async () => resolve(Date.now())));
    jobs.start();
    await jobs.enqueue('later', {}, { delayMs: 400 });
    expect((await ran) - started).toBeGreaterThanOrEqual(400);
  });

  it('retries with exponential back-off until success', async () => {
    const jobs = queue();
    const times: number[] = [];
    const done = new Promise<void>((resolve) =>
      jobs.handle('flaky', async (_payload, context) => {
        times.push(Date.now());
        if (context.attempt < 3) throw new Error('not yet');
        resolve();
      }),
    );
    jobs.start();
    await jobs.enqueue('flaky', {}, { attempts: 3, backoffMs: 200 });
    await done;
    expect(times).toHaveLength(3);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(190);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(390);
  });

  it('never runs a job in two workers at once', async () => {
    const workers = [queue(), queue()];
    const running = new Set<number>();
    const runs: number[] = [];
    let overlap = false;
    const all = new Promise<void>((resolve) => {
      for (const worker of workers) {
        worker.handle('count', async (payload) => {
          const n = Number(payload.n);
          if (running.has(n)) overlap = true;
          running.add(n);
          await new Promise((wait) => setTimeout(wait, 5));
          running.delete(n);
          runs.push(n);
          if (runs.length === 30) resolve();
        });
      }
    });
    for (let n = 0; n < 30; n++) await workers[0]!.enqueue('count', { n });
    workers.forEach((worker) => worker.start());
    await all;
    expect(overlap).toBe(false);
    expect(runs.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n));
  });

  it('queues a keyed job once while it is queued or running; its key is free once it ended', async () => {
    const jobs = queue();
    const { ran, release } = holdFirstSync(jobs);
    const first = await jobs.enqueue('sync', { n: 1 }, { key: 'link-7' });
    expect(await jobs.enqueue('sync', { n: 2 }, { key: 'link-7' })).toBe(first);
    jobs.start();
    await until(async () => ran.length === 1);
    expect(await jobs.enqueue('sync', { n: 3 }, { key: 'link-7' })).toBe(first);
    release();
    // Once it completed, the same key queues a new job.
    await until(async () => (await jobs.enqueue('sync', { n: 4 }, { key: 'link-7' })) !== first);
    await until(async () => ran.length === 2);
    expect(ran).toEqual([{ n: 1 }, { n: 4 }]);
  });

  it('runs again a job whose worker crashed, once its lock ran out', async () => {
    const crashed = queue({ lockDurationMs: 600, stalledIntervalMs: 300 });
    let started!: () => void;
    const taken = new Promise<void>((resolve) => (started = resolve));
    crashed.handle('sync', async () => {
      started();
      await new Promise(() => {});
    });
    crashed.start();
    await crashed.enqueue('sync', { link: 7 });
    await taken;
    await crashed.crash();

    const survivor = queue({ lockDurationMs: 600, stalledIntervalMs: 300 });
    const ran = new Promise<JobContext>((resolve) =>
      survivor.handle('sync', async (_payload, context) => resolve(context)),
    );
    survivor.start();
    // BullMQ's stalled check moved it back to the wait list: its second start.
    await expect(ran).resolves.toMatchObject({ id: expect.any(String) });
  }, 15_000);
});

/** A 'sync' handler that records each payload and holds the job `{ n: 1 }` until `release()`. */
function holdFirstSync(jobs: JobQueue) {
  const ran: JobPayload[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  jobs.handle('sync', async (payload) => {
    ran.push(payload);
    if (payload.n === 1) await held;
  });
  return { ran, release };
}

async function until(check: () => Promise<unknown>, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
