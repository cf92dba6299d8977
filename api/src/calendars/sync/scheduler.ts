import type { Db } from '../../db/database.js';
import { every, type JobQueue, type Repeating } from '../../integrations/jobs/index.js';
import { dueCalendars } from './due.js';
import type { CalendarSync } from './service.js';

/** One link's scheduled sync, run by whichever worker (JOBS_WORKER) claims it. */
export const SYNC_JOB = 'ical.sync';

/**
 * A sync job is retried by the queue only when it threw (the database was away): a feed's failure is recorded on the
 * link (`syncFailures`) and the scan queues it again once its back-off has passed. A worker that crashed mid-sync
 * loses the job when its lease or lock runs out, and another worker runs it.
 */
const SYNC_JOB_OPTIONS = { attempts: 3, backoffMs: 30_000 };

/** One job per link at a time: BullMQ's deduplication id, the embedded queue's unique key. */
const syncJobKey = (calendarId: number) => `ical-sync-${calendarId}`;

/** The handler of `ical.sync` jobs: the link's sync, if it is still due and nobody syncs it (`syncIfDue`). */
export function handleSyncJobs(jobs: JobQueue, sync: CalendarSync): void {
  jobs.handle(SYNC_JOB, (payload) => sync.syncIfDue(Number(payload.calendarId), Number(payload.intervalMinutes)));
}

export interface ScanOptions {
  /** CALENDAR_SYNC_INTERVAL_MINUTES: a link is synced again once its last attempt is this old. */
  intervalMinutes: number;
  /**
   * Links queued per scan, least recently tried first (default 200: a worker syncs about 25 small feeds a second,
   * and queueing a link costs a few milliseconds, nothing when it is queued already).
   */
  batch?: number;
}

/** One scan: a job per due link that is not queued or running already. Answers the links it found due. */
export async function enqueueDueSyncs(
  db: Db,
  jobs: JobQueue,
  { intervalMinutes, batch = 200 }: ScanOptions,
  now = new Date(),
): Promise<number[]> {
  const due = await dueCalendars(db, now, intervalMinutes, batch);
  for (const calendarId of due) {
    await jobs.enqueue(SYNC_JOB, { calendarId, intervalMinutes }, { ...SYNC_JOB_OPTIONS, key: syncJobKey(calendarId) });
  }
  return due;
}

/**
 * The periodic "find due links" step: at start, then every `tickMs` (a minute), queues the due links. It only
 * enqueues, so any number of instances may scan one database: keyed jobs and the sync's due check in its lease
 * update mean a link is synced once per round, by one worker.
 */
export function startSyncScan(
  db: Db,
  jobs: JobQueue,
  options: ScanOptions & { tickMs?: number; onError: (error: unknown) => void },
): Repeating {
  return every(options.tickMs ?? 60_000, () => enqueueDueSyncs(db, jobs, options), options.onError, { atStart: true });
}
