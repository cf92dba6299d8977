import { every, type Repeating } from './every.js';
import type { JobQueue } from './jobs.js';

/**
 * A periodic task run as a queue job: every `intervalMs` (and at start with `atStart`) this instance enqueues the
 * job `name` under the key `name`, so across any number of instances one is queued or running at a time, and the
 * handler registered for `name` runs it on a worker (JOBS_WORKER). A run that throws is not retried: the next tick
 * queues the next one. Enqueueing is all an instance does here, so every instance may call this.
 */
export function repeatOnQueue(
  jobs: JobQueue,
  name: string,
  intervalMs: number,
  onError: (error: unknown) => void,
  { atStart = false } = {},
): Repeating {
  return every(intervalMs, () => jobs.enqueue(name, {}, { key: name, attempts: 1 }), onError, { atStart });
}
