import type { Db } from '../../db/database.js';
import type { CalendarSync } from './service.js';

export interface SchedulerOptions {
  /** CALENDAR_SYNC_INTERVAL_MINUTES: a calendar is synced again once its last attempt is this old. */
  intervalMinutes: number;
  /** How often to look for due calendars (default: every minute). */
  tickMs?: number;
  /** Calendars synced at the same time. */
  concurrency?: number;
  /** Calendars taken per tick, least recently tried first. */
  batch?: number;
}

export interface Scheduler {
  /** Stops looking for due calendars and waits for the syncs under way. */
  stop(): Promise<void>;
}

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

/**
 * The calendars due at `now` that no instance is syncing, least recently tried first: each failure count has its own
 * cutoff.
 */
export async function dueCalendars(db: Db, now: Date, intervalMinutes: number, limit: number): Promise<number[]> {
  const cutoff = (failures: number) =>
    new Date(now.getTime() - retryMinutes(intervalMinutes, failures) * 60_000).toISOString();
  // From this many failures on, the wait is the cap.
  let capped = 1;
  while (retryMinutes(intervalMinutes, capped) < retryMinutes(intervalMinutes, capped + 1)) capped++;
  const rows = await db
    .selectFrom('calendars')
    .select('id')
    .where((eb) => {
      const triedBefore = (failures: number) => eb('lastSyncAttemptAt', '<', cutoff(failures));
      const terms = [eb('lastSyncAttemptAt', 'is', null)];
      for (let failures = 1; failures < capped; failures++) {
        const count = failures === 1 ? eb('syncFailures', '<=', 1) : eb('syncFailures', '=', failures);
        terms.push(eb.and([count, triedBefore(failures)]));
      }
      terms.push(eb.and([eb('syncFailures', '>=', capped === 1 ? 0 : capped), triedBefore(capped)]));
      // Not while another instance syncs it (its lease has not run out).
      const free = eb.or([eb('syncLeaseUntil', 'is', null), eb('syncLeaseUntil', '<', now.toISOString())]);
      return eb.and([free, eb.or(terms)]);
    })
    .orderBy('lastSyncAttemptAt')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The in-process sync schedule: every tick, the calendars that are due (see `retryMinutes`) join a queue that
 * `concurrency` syncs work through at once, never one that is queued or syncing already. A tick does not wait for
 * the syncs it queued, so a slow feed holds one slot until its fetch deadline (CALENDAR_FETCH_TIMEOUT_MS) while the
 * other slots and the next ticks carry on.
 */
export function startScheduler(db: Db, sync: CalendarSync, options: SchedulerOptions): Scheduler {
  const { intervalMinutes, tickMs = 60_000, concurrency = 4, batch = 30 } = options;
  let stopped = false;
  let tick: Promise<void> | null = null;
  const queue: number[] = [];
  const waiting = new Set<number>(); // queued or syncing
  let active = 0;

  const pump = () => {
    while (!stopped && active < concurrency && queue.length > 0) {
      const id = queue.shift()!;
      active++;
      void sync
        .sync(id)
        .catch(() => undefined) // recorded on the calendar; a database hiccup: tried again when due
        .finally(() => {
          active--;
          waiting.delete(id);
          pump();
        });
    }
  };

  const runTick = async () => {
    for (const id of await dueCalendars(db, new Date(), intervalMinutes, batch)) {
      if (waiting.has(id) || sync.isSyncing(id)) continue;
      waiting.add(id);
      queue.push(id);
    }
    pump();
  };

  const timer = setInterval(() => {
    if (tick || stopped) return;
    tick = runTick()
      .catch(() => undefined) // a database hiccup: the next tick tries again
      .finally(() => {
        tick = null;
      });
  }, tickMs);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      queue.length = 0;
      await tick;
      await sync.idle();
    },
  };
}
