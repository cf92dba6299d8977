import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { FAILED_KEPT_MS } from './embedded.js';
import {
  DEFAULT_ATTEMPTS,
  DEFAULT_BACKOFF_MS,
  noHandlerMessage,
  type JobHandler,
  type JobOptions,
  type JobPayload,
  type JobQueue,
} from './jobs.js';

export interface BullQueueSettings {
  /** Redis keys start with this (`${REDIS_CHANNEL_PREFIX}bull`). */
  prefix: string;
  /** Jobs run at once by this worker (default 4). */
  concurrency?: number;
  /** How long a worker's lock on a job lasts without renewal: a crashed worker's job is taken again after it. */
  lockDurationMs?: number;
  /** How often workers look for jobs whose lock ran out (default: half the lock duration, at most 30 s). */
  stalledIntervalMs?: number;
  onError?: (error: Error, job: { id: string; name: string }) => void;
}

export const QUEUE_NAME = 'jobs';

/**
 * The job queue on Redis, with BullMQ: chosen over pg-boss because PostgreSQL is optional here (SQLite is the
 * default) while Redis is what every multi-instance deployment already runs for events and rate limits. BullMQ
 * gives delays, retries with exponential back-off, and locks renewed while a job runs; a crashed worker's lock
 * runs out and the stalled-job check hands the job to another worker.
 */
export class BullJobQueue implements JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly connection: Redis;
  private readonly queue: Queue;
  private worker: Worker | null = null;
  private workerConnection: Redis | null = null;

  constructor(
    private readonly redisUrl: string,
    private readonly settings: BullQueueSettings,
  ) {
    this.connection = connect(redisUrl);
    this.queue = new Queue(QUEUE_NAME, { connection: this.connection, prefix: settings.prefix });
  }

  handle(name: string, handler: JobHandler): void {
    this.handlers.set(name, handler);
  }

  async enqueue(name: string, payload: JobPayload, options: JobOptions = {}): Promise<string> {
    const job = await this.queue.add(name, payload, {
      delay: options.delayMs ?? 0,
      attempts: options.attempts ?? DEFAULT_ATTEMPTS,
      backoff: { type: 'exponential', delay: options.backoffMs ?? DEFAULT_BACKOFF_MS },
      // Kept until the job completes or fails for good: retries and a stalled job's second run keep it.
      deduplication: options.key ? { id: options.key } : undefined,
      removeOnComplete: true,
      // Failed jobs stay a week for inspection, then go (as in the embedded queue).
      removeOnFail: { age: FAILED_KEPT_MS / 1000 },
    });
    if (!job.id) throw new Error('BullMQ gave the job no id');
    return job.id;
  }

  start(): void {
    if (this.worker) return;
    this.workerConnection = connect(this.redisUrl);
    const lockDuration = this.settings.lockDurationMs ?? 30_000;
    this.worker = new Worker(QUEUE_NAME, (job: Job<JobPayload>) => this.run(job), {
      connection: this.workerConnection,
      prefix: this.settings.prefix,
      concurrency: this.settings.concurrency ?? 4,
      lockDuration,
      stalledInterval: this.settings.stalledIntervalMs ?? Math.min(lockDuration / 2, 30_000),
    });
    this.worker.on('failed', (job, error) =>
      this.settings.onError?.(error, { id: job?.id ?? '', name: job?.name ?? '' }),
    );
    this.worker.on('error', (error) => this.settings.onError?.(error, { id: '', name: '(worker)' }));
  }

  /** Tests only: stops this worker at once, as if its process died (its jobs' locks are left to run out). */
  async crash(): Promise<void> {
    await this.worker?.close(true);
    this.workerConnection?.disconnect();
    this.worker = null;
  }

  async close(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    for (const connection of [this.workerConnection, this.connection]) {
      // A connection still trying to reach Redis is dropped: quit would wait for it.
      if (connection?.status === 'ready') await connection.quit();
      else connection?.disconnect();
    }
  }

  private async run(job: Job<JobPayload>): Promise<void> {
    const handler = this.handlers.get(job.name);
    if (!handler) throw new Error(noHandlerMessage(job.name));
    await handler(job.data, { id: job.id ?? '', attempt: job.attemptsMade + 1 });
  }
}

/** BullMQ's workers block on Redis: ioredis must retry their commands forever. */
function connect(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: null });
  redis.on('error', (error: Error) => console.error(`Redis jobs: ${error.message}`));
  return redis;
}
