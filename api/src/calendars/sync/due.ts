import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/tables.js';

/** The longest a failing link waits between two attempts. */
export const MAX_RETRY_MINUTES = 6 * 60;

/**
 * How long after its last attempt a link is due again: the interval, and after `failures` failed attempts in a row
 * the interval × 2^(failures − 1), at most 6 hours (never less than the interval). A success resets the count.
 */
export function retryMinutes(intervalMinutes: number, failures: number): number {
  const backedOff = intervalMinutes * 2 ** Math.max(0, failures - 1);
  return Math.max(intervalMinutes, Math.min(MAX_RETRY_MINUTES, backedOff));
}

/** No instance syncs the calendar at `now` (no lease, or one that ran out). */
export function leaseFree(eb: ExpressionBuilder<Database, 'calendars'>, now: Date): Expression<SqlBool> {
  return eb.or([eb('syncLeaseUntil', 'is', null), eb('syncLeaseUntil', '<', now.toISOString())]);
}

/** The calendar is due at `now` (each failure count has its own cutoff) and no instance syncs it. */
export function dueNow(
  eb: ExpressionBuilder<Database, 'calendars'>,
  now: Date,
  intervalMinutes: number,
): Expression<SqlBool> {
  const cutoff = (failures: number) =>
    new Date(now.getTime() - retryMinutes(intervalMinutes, failures) * 60_000).toISOString();
  // From this many failures on, the wait is the cap.
  let capped = 1;
  while (retryMinutes(intervalMinutes, capped) < retryMinutes(intervalMinutes, capped + 1)) capped++;
  const triedBefore = (failures: number) => eb('lastSyncAttemptAt', '<', cutoff(failures));
  const terms = [eb('lastSyncAttemptAt', 'is', null)];
  for (let failures = 1; failures < capped; failures++) {
    const count = failures === 1 ? eb('syncFailures', '<=', 1) : eb('syncFailures', '=', failures);
    terms.push(eb.and([count, triedBefore(failures)]));
  }
  terms.push(eb.and([eb('syncFailures', '>=', capped === 1 ? 0 : capped), triedBefore(capped)]));
  return eb.and([leaseFree(eb, now), eb.or(terms)]);
}

/** The calendars due at `now` that no instance is syncing, least recently tried first. */
export async function dueCalendars(db: Db, now: Date, intervalMinutes: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('calendars')
    .select('id')
    .where((eb) => dueNow(eb, now, intervalMinutes))
    .orderBy('lastSyncAttemptAt')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
