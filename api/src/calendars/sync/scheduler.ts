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

/**
 * The in-process sync schedule: every tick, the calendars whose last attempt (successful or not) is older than
 * the interval are synced, a few at a time, never one that is syncing already. One tick at a time.
 */
export function startScheduler(db: Db, sync: CalendarSync, options: SchedulerOptions): Scheduler {
  const { intervalMinutes, tickMs = 60_000, concurrency = 3, batch = 30 } = options;
  let stopped = false;
  let tick: Promise<void> | null = null;

  const runTick = async () => {
    const cutoff = new Date(Date.now() - intervalMinutes * 60_000).toISOString();
    const due = await db
      .selectFrom('calendars')
      .select('id')
      .where((eb) => eb.or([eb('lastSyncAttemptAt', 'is', null), eb('lastSyncAttemptAt', '<', cutoff)]))
      .orderBy('lastSyncAttemptAt')
      .orderBy('id')
      .limit(batch)
      .execute();
    const queue = due.map((row) => row.id).filter((id) => !sync.isSyncing(id));
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined && !stopped; id = queue.shift()) await sync.sync(id);
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
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
      await tick;
      await sync.idle();
    },
  };
}
