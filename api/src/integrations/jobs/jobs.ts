/**
 * Background jobs (issue 16 point 6): webhook deliveries, iCal syncs (`ical.sync`), the notice scan (`notices.scan`)
 * and the nightly rates' roll-forward (`nightly.roll`). A job is a name and a
 * JSON payload, run by the handler registered for its name in any API instance (or worker) that started the queue.
 *
 * - `enqueue` with a delay: the job is not run before it.
 * - A handler that throws is retried with exponential back-off (`backoffMs`, then twice that, …) until `attempts`
 *   attempts were made; then the job is kept as failed.
 * - A job whose worker crashed is picked up again once its lease (lock) runs out, and no job is run by two workers
 *   at once.
 *
 * Adapters: BullMQ on Redis when REDIS_URL is set (bullmq.ts), else a `jobs` table polled by every instance
 * (embedded.ts), on the database the API already has.
 */
export type JobPayload = Record<string, unknown>;

export interface JobOptions {
  /** Not run before this many milliseconds from now; 0 by default. */
  delayMs?: number;
  /** Attempts in all, the first included (DEFAULT_ATTEMPTS). */
  attempts?: number;
  /** Delay before the first retry; each next retry doubles it (DEFAULT_BACKOFF_MS). */
  backoffMs?: number;
  /**
   * While a job with this key is queued, waiting for a retry or running, enqueueing another one with the same key
   * adds nothing and answers the id of the one there (BullMQ's deduplication id; the embedded queue's unique key).
   */
  key?: string;
}

export interface JobContext {
  id: string;
  /** 1 for the first attempt. */
  attempt: number;
}

export type JobHandler = (payload: JobPayload, context: JobContext) => Promise<void>;

export interface JobQueue {
  /** The handler of one job name (register before `start`). */
  handle(name: string, handler: JobHandler): void;
  /** Stores the job (durably) and answers its id; it runs later, in whichever worker claims it. */
  enqueue(name: string, payload: JobPayload, options?: JobOptions): Promise<string>;
  /** Starts working: this process then runs due jobs. An API can enqueue without ever starting. */
  start(): void;
  /** Stops taking jobs, waits for those running, and closes connections. */
  close(): Promise<void>;
}

export const DEFAULT_ATTEMPTS = 5;
export const DEFAULT_BACKOFF_MS = 10_000;

/** The delay before the attempt after `attempt` (1-based): backoff, 2 × backoff, 4 × backoff, … (BullMQ's formula). */
export function retryDelayMs(backoffMs: number, attempt: number): number {
  return backoffMs * 2 ** (attempt - 1);
}

export const noHandlerMessage = (name: string) => `No handler for the job '${name}'`;
