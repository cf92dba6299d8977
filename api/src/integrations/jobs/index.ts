import type { Db } from '../../db/database.js';
import { BullJobQueue } from './bullmq.js';
import { EmbeddedJobQueue } from './embedded.js';
import type { JobQueue } from './jobs.js';

export * from './jobs.js';
export { BullJobQueue } from './bullmq.js';
export { EmbeddedJobQueue } from './embedded.js';

export interface JobsConfig {
  /** REDIS_URL: BullMQ on Redis; unset, the `jobs` table of the database. */
  redisUrl: string | null;
  /** `${REDIS_CHANNEL_PREFIX}bull`. */
  redisPrefix: string;
  /** JOBS_POLL_MS, default 1000: how often the embedded queue looks for due jobs. */
  pollMs: number;
  /** JOBS_WORKER, default on: the API process runs jobs (0: it only enqueues, another process runs them). */
  runWorker: boolean;
}

export function createJobQueue(config: JobsConfig, db: Db, onError?: (error: Error) => void): JobQueue {
  return config.redisUrl
    ? new BullJobQueue(config.redisUrl, { prefix: config.redisPrefix, onError })
    : new EmbeddedJobQueue(db, { pollMs: config.pollMs, onError });
}
