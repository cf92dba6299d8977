import {
  CALENDAR_IMPORT_RULES,
  DEFAULT_LONGEST_STAY_NIGHTS,
  todayUtc,
  type CalendarProviderSlug,
} from '@portal/schema';
import type { Transaction } from 'kysely';
import { newInviteCode, recomputeConflicts } from '../../bookings/repository.js';
import { batches, nextTurn, PAGE_ROWS, readInPages, readJsonPages } from '../../db/batches.js';
import type { Db } from '../../db/database.js';
import type { CalendarRow, Database } from '../../db/tables.js';
import { refreshNightly } from '../../nightly-rates/refresh.js';
import { lockProperty } from '../../property-calendars/repository.js';
import { FeedError } from './errors.js';
import type { Validators } from './fetch.js';
import type { PackedPlan, PlanContext, ReadFeed } from './jobs.js';
import { skippedWarning } from './parse.js';
import { emptyResult, type SyncPlan, type SyncResult } from './plan.js';

/** Single-row statements between two turns of the event loop. */
const STATEMENTS_PER_TURN = 20;

const importRulesOf = (slug: string) =>
  CALENDAR_IMPORT_RULES[slug as CalendarProviderSlug] ?? {
    longestStayNights: DEFAULT_LONGEST_STAY_NIGHTS,
    feedWindowMonths: null,
  };

/**
 * Applies a parsed feed to its calendar in one transaction (all or nothing), the listing locked: reads what the
 * plan needs, has `plan` decide (`planSync`, in the worker thread), writes the plan in batches that let other
 * requests through, recomputes the listing's conflicts and records the sync (validators, time, result, the
 * skipped events' warning, no error, no failures). A refused feed changes nothing (FeedError).
 */
export async function applySync(
  db: Db,
  calendar: CalendarRow,
  feed: ReadFeed,
  options: {
    now: Date;
    validators: Validators;
    exportHost?: string | null;
    /** Decides with the feed's events (kept where `feed` was read). */
    plan: (context: PlanContext) => Promise<PackedPlan>;
  },
): Promise<SyncResult> {
  const now = options.now.toISOString();
  return db.transaction().execute(async (trx) => {
    await lockProperty(trx, calendar.propertyId);
    const context = await planContext(trx, calendar, feed, now.slice(0, 10), options.exportHost ?? null);
    const plan = await options.plan(context);
    if (plan.refused) throw new FeedError(plan.refused);
    await writePlan(trx, calendar, plan, now);
    await recomputeConflicts(trx, calendar.propertyId);
    await refreshNightly(trx, calendar.propertyId);
    await trx
      .updateTable('calendars')
      .set({
        lastSyncedAt: now,
        lastSyncAttemptAt: now,
        lastSyncError: null,
        lastSyncWarning: skippedWarning(feed.skipped),
        syncFailures: 0,
        etag: options.validators.etag,
        lastModified: options.validators.lastModified,
        lastSyncResult: JSON.stringify(plan.result),
      })
      .where('id', '=', calendar.id)
      .execute();
    return plan.result;
  });
}

async function planContext(
  trx: Transaction<Database>,
  calendar: CalendarRow,
  feed: ReadFeed,
  today: string,
  exportHost: string | null,
): Promise<PlanContext> {
  const existingPages = await readJsonPages((afterId) =>
    trx
      .selectFrom('bookings')
      .select([
        'id',
        'uid',
        'startDate',
        'endDate',
        'providerGuestName',
        'ota',
        'deletedAt',
        'cancellationRequestedAt',
        'createdAt',
        'missingSince',
        'mainGuestId',
      ])
      .where('calendarId', '=', calendar.id)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(PAGE_ROWS)
      .execute(),
  );
  // Our own export's UIDs end in `@<host>`: the listing's ids are read only when the feed carries some.
  const own = { host: exportHost, bookingIds: [] as number[], blockIds: [] as number[] };
  if (exportHost && feed.mentionsOwnUids) {
    const idsOf = (table: 'bookings' | 'availabilityBlocks') =>
      readInPages((afterId) =>
        trx
          .selectFrom(table)
          .select('id')
          .where('propertyId', '=', calendar.propertyId)
          .where('id', '>', afterId)
          .orderBy('id')
          .limit(PAGE_ROWS)
          .execute(),
      );
    own.bookingIds = (await idsOf('bookings')).map((row) => row.id);
    own.blockIds = (await idsOf('availabilityBlocks')).map((row) => row.id);
  }
  return {
    providerSlug: calendar.providerSlug,
    rules: importRulesOf(calendar.providerSlug),
    skippedUids: feed.skipped.flatMap((event) => (event.uid === null ? [] : [event.uid])),
    existingPages,
    own,
    sent: calendar.providerSlug === 'bookingcom' ? await datesSent(trx, calendar) : [],
    today,
  };
}

/**
 * The dates Booking.com may repeat back to us: the listing's stays (not cancelled) that did not come from this link,
 * and the blocks the host made here (only those are exported; a channel's blocks may be another channel's stays).
 */
async function datesSent(trx: Transaction<Database>, calendar: CalendarRow) {
  const stays = await readInPages((afterId) =>
    trx
      .selectFrom('bookings')
      .select(['id', 'startDate', 'endDate', 'createdAt'])
      .where('propertyId', '=', calendar.propertyId)
      .where('deletedAt', 'is', null)
      .where((eb) => eb.or([eb('calendarId', 'is', null), eb('calendarId', '!=', calendar.id)]))
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(PAGE_ROWS)
      .execute(),
  );
  const blocks = await readInPages((afterId) =>
    trx
      .selectFrom('availabilityBlocks')
      .select(['id', 'startDate', 'endDate', 'createdAt'])
      .where('propertyId', '=', calendar.propertyId)
      .where('calendarId', 'is', null)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(PAGE_ROWS)
      .execute(),
  );
  return [...stays, ...blocks].map(({ startDate, endDate, createdAt }) => ({ startDate, endDate, createdAt }));
}

async function writePlan(trx: Transaction<Database>, calendar: CalendarRow, plan: PackedPlan, now: string) {
  for (const batch of plan.create) {
    const rows = JSON.parse(batch) as SyncPlan['create'];
    await trx
      .insertInto('bookings')
      .values(
        rows.map((row) => ({
          ...row,
          propertyId: calendar.propertyId,
          calendarId: calendar.id,
          ota: calendar.providerSlug,
          // Every guest can be invited to the booking (POST /bookings/{id}/join), whatever its channel.
          inviteCode: newInviteCode(),
          welcomePending: 1,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    await nextTurn();
  }
  for (const batch of plan.update) {
    const updates = JSON.parse(batch) as SyncPlan['update'];
    for (const [index, { id, changes }] of updates.entries()) {
      await trx
        .updateTable('bookings')
        .set({ ...changes, updatedAt: now })
        .where('id', '=', id)
        .execute();
      if (index % STATEMENTS_PER_TURN === STATEMENTS_PER_TURN - 1) await nextTurn();
    }
    await nextTurn();
  }
  for (const ids of batches(plan.markMissing)) {
    await trx.updateTable('bookings').set({ missingSince: now }).where('id', 'in', ids).execute();
  }
  for (const ids of batches(plan.cancel)) {
    await trx
      .updateTable('bookings')
      .set({ deletedAt: now, missingSince: null, updatedAt: now })
      .where('id', 'in', ids)
      .execute();
  }
  for (const ids of batches(plan.remove)) await trx.deleteFrom('bookings').where('id', 'in', ids).execute();

  await trx.deleteFrom('availabilityBlocks').where('calendarId', '=', calendar.id).execute();
  for (const rows of batches(plan.blocks)) {
    await trx
      .insertInto('availabilityBlocks')
      .values(rows.map((row) => ({ ...row, propertyId: calendar.propertyId, calendarId: calendar.id, createdAt: now })))
      .execute();
    await nextTurn();
  }
}

/**
 * A 304 Not Modified is a successful fetch of the same feed: the stays the previous fetch missed are missing from
 * this one too, so they are cancelled now (the second fetch in a row to miss them).
 */
export async function confirmMissing(db: Db, calendar: CalendarRow, now: Date): Promise<number> {
  const today = todayUtc(now);
  return db.transaction().execute(async (trx) => {
    await lockProperty(trx, calendar.propertyId);
    const result = await trx
      .updateTable('bookings')
      .set({ deletedAt: now.toISOString(), missingSince: null, updatedAt: now.toISOString() })
      .where('calendarId', '=', calendar.id)
      .where('missingSince', 'is not', null)
      .where('deletedAt', 'is', null)
      .where('endDate', '>', today)
      .executeTakeFirst();
    const cancelled = Number(result.numUpdatedRows);
    if (cancelled > 0) {
      await recomputeConflicts(trx, calendar.propertyId);
      await refreshNightly(trx, calendar.propertyId);
    }
    return cancelled;
  });
}

export const unchangedResult = (cancelled = 0): SyncResult => ({ ...emptyResult(true), cancelled });
