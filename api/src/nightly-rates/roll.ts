import { addDays } from '@portal/schema';
import type { Db } from '../db/database.js';
import { repeatOnQueue, type JobQueue, type Repeating } from '../integrations/jobs/index.js';
import { dropVersionsOfDeletedListings } from '../property-calendars/versions.js';
import { refreshNightly } from './refresh.js';
import { dropNightlyRowsBefore, lastNightlyDates } from './repository.js';
import { nightlyWindow } from './window.js';

/**
 * Moves the kept window to today: drops the nights that left it (and the calendar versions of deleted listings),
 * computes those that entered it, and fills every listing that has no row yet (the backfill after the migration). Idempotent: a second run the same day changes
 * nothing. Each listing is refreshed in its own transaction. Answers how many listings were refreshed.
 */
export async function rollNightlyForward(db: Db): Promise<number> {
  const window = nightlyWindow();
  await dropNightlyRowsBefore(db, window.from);
  await dropVersionsOfDeletedListings(db);
  let refreshed = 0;
  for (const { id, last } of await lastNightlyDates(db)) {
    if (last !== null && last >= window.to) continue;
    const from = last === null ? window.from : addDays(last, 1);
    await db.transaction().execute((trx) => refreshNightly(trx, id, from, window.to));
    refreshed += 1;
  }
  return refreshed;
}

/** How often the roll-forward looks at the window: hourly, so a new day is rolled in within the hour. */
export const NIGHTLY_ROLL_MS = 60 * 60_000;

/** The roll-forward's job, run by whichever worker (JOBS_WORKER) claims it. */
export const NIGHTLY_ROLL_JOB = 'nightly.roll';

export function handleNightlyRoll(jobs: JobQueue, db: Db): void {
  jobs.handle(NIGHTLY_ROLL_JOB, async () => {
    await rollNightlyForward(db);
  });
}

/**
 * Queues a roll now (the backfill on start) and every `everyMs`; one is queued or running at a time across
 * instances, and a failed one is reported and followed by the next tick's.
 */
export function startNightlyRoll(
  jobs: JobQueue,
  onError: (error: unknown) => void,
  everyMs = NIGHTLY_ROLL_MS,
): Repeating {
  return repeatOnQueue(jobs, NIGHTLY_ROLL_JOB, everyMs, onError, { atStart: true });
}
