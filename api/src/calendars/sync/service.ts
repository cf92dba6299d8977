import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { CalendarRow } from '../../db/tables.js';
import { applySync, unchangedResult } from './apply.js';
import { FeedError } from './errors.js';
import { fetchFeed, type FetchSettings } from './fetch.js';
import { parseFeed } from './parse.js';

/**
 * Fetches, parses and applies calendars' feeds. One sync per calendar at a time in this process: asking for a
 * calendar that is syncing joins the sync under way. A failure of any kind is stored as the calendar's
 * `lastSyncError` (bookings untouched); this never throws for a feed problem.
 */
export class CalendarSync {
  private readonly running = new Map<number, Promise<void>>();

  constructor(
    private readonly db: Db,
    /** `publicUrl`: where our export is served; its events read back from a channel are not imported. */
    private readonly settings: FetchSettings & { publicUrl?: string },
    private readonly log?: Pick<FastifyBaseLogger, 'error'>,
    private readonly clock: () => Date = () => new Date(),
    /** Runs after a sync that applied the feed (new bookings get their welcome message); its failure is logged. */
    private readonly afterApply?: (propertyId: number) => Promise<void>,
  ) {}

  /** Syncs the calendar now (or waits for the sync under way). */
  sync(calendarId: number): Promise<void> {
    const under = this.running.get(calendarId);
    if (under) return under;
    const run = this.run(calendarId).finally(() => this.running.delete(calendarId));
    this.running.set(calendarId, run);
    return run;
  }

  /** Calendars being synced now (the scheduler skips them). */
  isSyncing(calendarId: number): boolean {
    return this.running.has(calendarId);
  }

  /** Resolves once every sync under way has ended. */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.running.values()]);
  }

  private async run(calendarId: number): Promise<void> {
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
        await this.record(calendar, { lastSyncedAt: started.toISOString(), lastSyncError: null }, started);
        return;
      }
      const events = parseFeed(fetched.text); // everything is read and checked before the transaction
      const exportHost = this.settings.publicUrl ? new URL(this.settings.publicUrl).hostname : null;
      await applySync(this.db, calendar, events, { now: started, validators: fetched, exportHost });
      await this.afterApply?.(calendar.propertyId).catch((error: unknown) => {
        this.log?.error({ err: error, calendarId }, 'after-sync work failed');
      });
    } catch (error) {
      if (!(error instanceof FeedError)) this.log?.error({ err: error, calendarId }, 'calendar sync failed');
      const message = error instanceof FeedError ? error.message : 'The sync failed unexpectedly: nothing was changed';
      await this.record(calendar, { lastSyncError: message }, started).catch((recordError: unknown) => {
        this.log?.error({ err: recordError, calendarId }, 'could not record a calendar sync failure');
      });
    }
  }

  private async record(
    calendar: CalendarRow,
    changes: { lastSyncedAt?: string; lastSyncError: string | null },
    started: Date,
  ) {
    await this.db
      .updateTable('calendars')
      .set({
        ...changes,
        lastSyncAttemptAt: started.toISOString(),
        ...(changes.lastSyncError === null ? { lastSyncResult: JSON.stringify(unchangedResult()) } : {}),
      })
      .where('id', '=', calendar.id)
      .execute();
  }
}
