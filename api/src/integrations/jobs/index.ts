import type { JobsConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { BullJobQueue } from './bullmq.js';
import { EmbeddedJobQueue } from './embedded.js';
import type { JobQueue } from './jobs.js';

export * from './jobs.js';
export { BullJobQueue } from './bullmq.js';
export { EmbeddedJobQueue } from './embedded.js';
export { every, type Repeating } from './every.js';
export { repeatOnQueue } from './periodic.js';

/** The queue from config: BullMQ on Redis when REDIS_URL is set, else the database's `jobs` table. */
export function createJobQueue(config: JobsConfig, db: Db, onError?: (error: Error) => void): JobQueue {
  return config.redisUrl
    ? new BullJobQueue(config.redisUrl, { prefix: config.redisPrefix, onError })
    : new EmbeddedJobQueue(db, { pollMs: config.pollMs, onError });
}
