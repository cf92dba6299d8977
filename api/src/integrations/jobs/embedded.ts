import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { JobRow, JobsTable } from '../../db/tables.js';
import {
  DEFAULT_ATTEMPTS,
  DEFAULT_BACKOFF_MS,
  noHandlerMessage,
  retryDelayMs,
  type JobHandler,
  type JobOptions,
  type JobPayload,
  type JobQueue,
} from './jobs.js';

export interface EmbeddedQueueSettings {
  /** How often a started queue looks for due jobs (JOBS_POLL_MS, default 1000). */
  pollMs?: number;
  /** How long a claim holds a job; a worker that crashed loses its jobs after this (default 60 s). */
  leaseMs?: number;
  /** Jobs run at once by this worker (default 4). */
  concurrency?: number;
  /** The clock (tests move it); milliseconds since the epoch. */
  now?: () => number;
  /** Where a job's failure is reported (its message is also kept in `jobs.last_error`). */
  onError?: (error: Error, job: { id: string; name: string }) => void;
}

/**
 * The job queue on the API's own database (SQLite by default, PostgreSQL too), durable across restarts: one row per
 * job, claimed with a lease by a conditional update (the same way as `calendars.sync_lease_until`), so any number of
 * processes sharing the database run each job once at a time; a crashed worker's lease runs out and the job is
 * claimed again (that counts as an attempt). A job is deleted when it succeeds, kept as 'failed' when it gives up.
 */
export class EmbeddedJobQueue implements JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly owner = randomUUID();
  private readonly running = new Set<Promise<void>>();
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly concurrency: number;
  private readonly now: () => number;
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<unknown> | null = null;
  private pollAgain = false;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly settings: EmbeddedQueueSettings = {},
  ) {
    this.pollMs = settings.pollMs ?? 1000;
    this.leaseMs = settings.leaseMs ?? 60_000;
    this.concurrency = settings.concurrency ?? 4;
    this.now = settings.now ?? Date.now;
  }

  handle(name: string, handler: JobHandler): void {
    this.handlers.set(name, handler);
  }

  async enqueue(name: string, payload: JobPayload, options: JobOptions = {}): Promise<string> {
    const now = this.now();
    const row = {
      name,
      payload: JSON.stringify(payload),
      status: 'queued',
      runAt: iso(now + (options.delayMs ?? 0)),
      maxAttempts: options.attempts ?? DEFAULT_ATTEMPTS,
      backoffMs: options.backoffMs ?? DEFAULT_BACKOFF_MS,
      createdAt: iso(now),
      dedupeKey: options.key ?? null,
    };
    const id = await this.insert(row);
    // A job due now starts at once in this process, rather than at the next poll.
    if (this.timer && !options.delayMs) this.poll();
    return id;
  }

  /** Inserts the job, unless one with its key is there (queued or running): then answers that one's id. */
  private async insert(row: Omit<Insertable<JobsTable>, 'id'> & { dedupeKey: string | null }): Promise<string> {
    for (;;) {
      const inserted = await this.db
        .insertInto('jobs')
        .values({ id: randomUUID(), ...row })
        .onConflict((conflict) => conflict.column('dedupeKey').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted || row.dedupeKey === null) return inserted!.id;
      const there = await this.db
        .selectFrom('jobs')
        .select('id')
        .where('dedupeKey', '=', row.dedupeKey)
        .executeTakeFirst();
      // Gone in between (it ended): insert again.
      if (there) return there.id;
    }
  }

  start(): void {
    if (this.timer || this.closed) return;
    this.timer = setInterval(() => this.poll(), this.pollMs);
    this.poll();
  }

  /** Claims the due jobs this worker has room for and runs them; answers how many it ran. Tests call it (with their clock). */
  async runDue(): Promise<number> {
    const runs = await this.startDue();
    await Promise.all(runs);
    return runs.length;
  }

  /**
   * Claims the due jobs this worker has room for and starts them. A started queue calls it on every poll and again
   * when a job ends, so a slow job holds its own slot only.
   */
  private async startDue(): Promise<Promise<void>[]> {
    const runs: Promise<void>[] = [];
    while (!this.closed && this.running.size < this.concurrency) {
      const job = await this.claimOne();
      if (!job) break;
      const run = this.run(job).finally(() => {
        this.running.delete(run);
        if (this.timer) this.poll();
      });
      this.running.add(run);
      runs.push(run);
    }
    return runs;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.polling;
    await Promise.all(this.running);
  }

  private poll(): void {
    if (this.closed) return;
    if (this.polling) {
      // A job enqueued during a poll may have been missed by it: look once more right after.
      this.pollAgain = true;
      return;
    }
    this.polling = this.startDue()
      .catch((error: unknown) => this.settings.onError?.(error as Error, { id: '', name: '(poll)' }))
      .finally(() => {
        this.polling = null;
        if (this.pollAgain) {
          this.pollAgain = false;
          this.poll();
        }
      });
  }

  /** The oldest due job that nobody holds, now held by this worker (one conditional update: one winner). */
  private async claimOne(): Promise<JobRow | undefined> {
    for (let tries = 0; tries < 5; tries++) {
      const now = iso(this.now());
      const candidate = await this.db
        .selectFrom('jobs')
        .select('id')
        .where('status', '=', 'queued')
        .where('runAt', '<=', now)
        .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<=', now)]))
        .orderBy('runAt')
        .limit(1)
        .executeTakeFirst();
      if (!candidate) return undefined;
      const claimed = await this.db
        .updateTable('jobs')
        .set((eb) => ({
          leaseUntil: iso(this.now() + this.leaseMs),
          leaseOwner: this.owner,
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', '=', candidate.id)
        .where('status', '=', 'queued')
        .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<=', now)]))
        .returningAll()
        .executeTakeFirst();
      if (claimed) return claimed;
      // Another worker won that one: look again.
    }
    return undefined;
  }

  /** Drops the jobs that failed more than FAILED_KEPT_MS ago (by their last due time). */
  private async forgetOldFailures(): Promise<void> {
    await this.db
      .deleteFrom('jobs')
      .where('status', '=', 'failed')
      .where('runAt', '<', iso(this.now() - FAILED_KEPT_MS))
      .execute();
  }

  private async run(job: JobRow): Promise<void> {
    const mine = this.db.updateTable('jobs').where('id', '=', job.id).where('leaseOwner', '=', this.owner);
    if (job.attempts > job.maxAttempts) {
      // Its last attempt's worker crashed: nothing left to try.
      await mine
        .set({
          status: 'failed',
          leaseUntil: null,
          dedupeKey: null,
          lastError: 'The worker stopped during the last attempt',
        })
        .execute();
      return;
    }
    try {
      const handler = this.handlers.get(job.name);
      if (!handler) throw new Error(noHandlerMessage(job.name));
      await handler(JSON.parse(job.payload) as JobPayload, { id: job.id, attempt: job.attempts });
      await this.db.deleteFrom('jobs').where('id', '=', job.id).where('leaseOwner', '=', this.owner).execute();
    } catch (error) {
      const message = (error as Error).message.slice(0, 1000);
      this.settings.onError?.(error as Error, { id: job.id, name: job.name });
      const last = job.attempts >= job.maxAttempts;
      if (last) await this.forgetOldFailures();
      await mine
        .set({
          status: last ? 'failed' : 'queued',
          runAt: last ? job.runAt : iso(this.now() + retryDelayMs(job.backoffMs, job.attempts)),
          leaseUntil: null,
          leaseOwner: null,
          lastError: message,
          ...(last ? { dedupeKey: null } : {}),
        })
        .execute();
    }
  }
}

const iso = (ms: number) => new Date(ms).toISOString();
/** Failed jobs are kept this long for inspection (BullMQ's adapter keeps them as long). */
export const FAILED_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
