import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { CalendarRow } from '../../db/tables.js';
import { applySync, confirmMissing, unchangedResult } from './apply.js';
import { dueNow, leaseFree } from './due.js';
import { FeedError } from './errors.js';
import { fetchFeed, type FetchSettings } from './fetch.js';
import { inThreadProcessor, WorkerProcessor, type FeedProcessor } from './processor.js';

export interface SyncSettings extends FetchSettings {
  /** Where our export is served: its events read back from a channel are not imported. */
  publicUrl?: string;
  /** CALENDAR_PARSE_WORKER: read and diff feeds in a worker thread (default) or in the request thread. */
  parseInWorker?: boolean;
}

/** What a sync run changed: its stays are those of the calendar created or cancelled at `at`. */
export interface SyncChanges {
  calendarId: number;
  at: Date;
  created: number;
  cancelled: number;
}

/** How long one feed may keep the worker busy, and the heap it may use per MB of feed the fetch accepts. */
const WORKER_TIMEOUT_MS = 60_000;
const WORKER_HEAP_MB_PER_FEED_MB = 64;
const WORKER_MIN_HEAP_MB = 256;

/** How often an instance waiting for another's sync of the same link looks whether it has ended. */
const LEASE_POLL_MS = 200;

/**
 * Fetches, parses and applies calendars' feeds. One sync per calendar at a time in this process: asking for a
 * calendar that is syncing joins the sync under way; across API instances, the one that takes the calendar's lease
 * in the database syncs it and the others wait for it to end. A lease outlasts any sync (the fetch deadline and
 * the worker's two time limits, plus a minute), so a crashed instance's link is synced again once it runs out. Reading a feed and deciding what it changes run in a worker
 * thread, so a big or hostile feed never holds up other requests; the writes run here, in one transaction. A
 * failure of any kind is stored as the calendar's `lastSyncError` and counted in `syncFailures` (bookings
 * untouched); this never throws for a feed problem.
 */
export class CalendarSync {
  private readonly running = new Map<number, Promise<void>>();
  /** After-changes work under way (`afterChanges`). */
  private readonly notices = new Set<Promise<void>>();
  private readonly processor: FeedProcessor;

  constructor(
    private readonly db: Db,
    private readonly settings: SyncSettings,
    private readonly log?: Pick<FastifyBaseLogger, 'error'>,
    private readonly clock: () => Date = () => new Date(),
    /** Runs after a sync that applied the feed (new bookings get their welcome message); its failure is logged. */
    private readonly afterApply?: (propertyId: number) => Promise<void>,
    /**
     * Runs after a sync that created or cancelled stays, once its transaction committed (the host's mail); not after
     * a link's first successful sync, which imports what the channel already had. Its failure is logged.
     */
    private readonly afterChanges?: (run: SyncChanges) => Promise<void>,
  ) {
    this.leaseMs = settings.timeoutMs + 2 * WORKER_TIMEOUT_MS + 60_000;
    const feedMb = Math.ceil(settings.maxBytes / 1_048_576);
    this.processor =
      settings.parseInWorker === false
        ? inThreadProcessor
        : new WorkerProcessor({
            timeoutMs: WORKER_TIMEOUT_MS,
            maxHeapMb: Math.max(WORKER_MIN_HEAP_MB, feedMb * WORKER_HEAP_MB_PER_FEED_MB),
          });
  }

  private readonly leaseMs: number;

  /** Syncs the calendar now (or waits for the sync under way, here or on another instance). */
  sync(calendarId: number): Promise<void> {
    return this.running.get(calendarId) ?? this.track(calendarId, this.run(calendarId));
  }

  /**
   * The `ical.sync` job's sync: only if the calendar is still due (every `intervalMinutes`, backed off after
   * failures) and no instance syncs it, checked in the same conditional update that takes the lease; otherwise it
   * returns at once. So a link queued twice, or synced by 'Sync now' meanwhile, is not synced again.
   */
  syncIfDue(calendarId: number, intervalMinutes: number): Promise<void> {
    return this.running.get(calendarId) ?? this.track(calendarId, this.run(calendarId, intervalMinutes));
  }

  private track(calendarId: number, run: Promise<void>): Promise<void> {
    const tracked = run.finally(() => this.running.delete(calendarId));
    this.running.set(calendarId, tracked);
    return tracked;
  }

  /** Resolves once every sync under way, and the work after it, has ended. */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.running.values()]);
    await Promise.allSettled([...this.notices]);
  }

  /** Waits for the syncs under way, then stops the worker thread. */
  async close(): Promise<void> {
    await this.idle();
    await this.processor.close();
  }

  /** With `dueEvery` (minutes), only a due calendar is synced and nobody waits for another instance's sync. */
  private async run(calendarId: number, dueEvery?: number): Promise<void> {
    if (!(await this.claim(calendarId, dueEvery))) {
      return dueEvery === undefined ? this.untilReleased(calendarId) : undefined;
    }
    try {
      await this.syncClaimed(calendarId);
    } finally {
      await this.release(calendarId).catch((error: unknown) => {
        this.log?.error({ err: error, calendarId }, 'could not release a calendar sync lease (it runs out by itself)');
      });
    }
  }

  /** Takes the calendar's sync lease unless another instance holds one that has not run out (or it is not due). */
  private async claim(calendarId: number, dueEvery?: number): Promise<boolean> {
    const now = this.clock();
    const result = await this.db
      .updateTable('calendars')
      .set({ syncLeaseUntil: new Date(now.getTime() + this.leaseMs).toISOString() })
      .where('id', '=', calendarId)
      .where((eb) => (dueEvery === undefined ? leaseFree(eb, now) : dueNow(eb, now, dueEvery)))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  private async release(calendarId: number): Promise<void> {
    await this.db.updateTable('calendars').set({ syncLeaseUntil: null }).where('id', '=', calendarId).execute();
  }

  /** Waits (at most a minute) for another instance's sync of the calendar to end. */
  private async untilReleased(calendarId: number): Promise<void> {
    const deadline = Date.now() + Math.min(this.leaseMs, 60_000);
    while (Date.now() < deadline) {
      const row = await this.db
        .selectFrom('calendars')
        .select('syncLeaseUntil')
        .where('id', '=', calendarId)
        .executeTakeFirst();
      if (!row?.syncLeaseUntil || row.syncLeaseUntil < this.clock().toISOString()) return;
      await new Promise((resolve) => setTimeout(resolve, LEASE_POLL_MS));
    }
  }

  private async syncClaimed(calendarId: number): Promise<void> {
    const calendar = await this.db.selectFrom('calendars').selectAll().where('id', '=', calendarId).executeTakeFirst();
    if (!calendar) return;
    const started = this.clock();
    try {
      const fetched = await fetchFeed(
        calendar.url,
        { etag: calendar.etag, lastModified: calendar.lastModified },
        this.settings,
      );
      if (fetched.status === 'unchanged') {
        const cancelled = await confirmMissing(this.db, calendar, started);
        await this.recordSuccess(calendar, started, cancelled);
        this.changed(calendar, { calendarId, at: started, created: 0, cancelled });
        return;
      }
      // Everything is read and checked before the transaction.
      const exportHost = this.settings.publicUrl ? new URL(this.settings.publicUrl).hostname : null;
      const feed = await this.processor.read(fetched.body, exportHost ? `@${exportHost.toLowerCase()}` : null);
      const result = await applySync(this.db, calendar, feed, {
        now: started,
        validators: fetched,
        exportHost,
        plan: (context) => this.processor.plan(feed.token, context),
      });
      await this.afterApply?.(calendar.propertyId).catch((error: unknown) => {
        this.log?.error({ err: error, calendarId }, 'after-sync work failed');
      });
      this.changed(calendar, { calendarId, at: started, created: result.created, cancelled: result.cancelled });
    } catch (error) {
      if (!(error instanceof FeedError)) this.log?.error({ err: error, calendarId }, 'calendar sync failed');
      const message = error instanceof FeedError ? error.message : 'The sync failed unexpectedly: nothing was changed';
      await this.recordFailure(calendar, message, started).catch((recordError: unknown) => {
        this.log?.error({ err: recordError, calendarId }, 'could not record a calendar sync failure');
      });
    }
  }

  /** Starts the after-changes work without holding up the sync (a slow mail server); `idle()` waits for it. */
  private changed(calendar: CalendarRow, changes: SyncChanges): void {
    if (!this.afterChanges || calendar.lastSyncedAt === null || changes.created + changes.cancelled === 0) return;
    const work = this.afterChanges(changes)
      .catch((error: unknown) => {
        this.log?.error({ err: error, calendarId: calendar.id }, 'after-sync notice failed');
      })
      .finally(() => this.notices.delete(work));
    this.notices.add(work);
  }

  /** A 304: the feed is as it was (its warning still holds). */
  private async recordSuccess(calendar: CalendarRow, started: Date, cancelled: number) {
    await this.db
      .updateTable('calendars')
      .set({
        lastSyncedAt: started.toISOString(),
        lastSyncAttemptAt: started.toISOString(),
        lastSyncError: null,
        syncFailures: 0,
        lastSyncResult: JSON.stringify(unchangedResult(cancelled)),
      })
      .where('id', '=', calendar.id)
      .execute();
  }

  private async recordFailure(calendar: CalendarRow, message: string, started: Date) {
    await this.db
      .updateTable('calendars')
      .set((eb) => ({
        lastSyncError: message,
        lastSyncAttemptAt: started.toISOString(),
        syncFailures: eb('syncFailures', '+', 1),
      }))
      .where('id', '=', calendar.id)
      .execute();
  }
}
