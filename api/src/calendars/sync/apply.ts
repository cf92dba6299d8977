import { recomputeConflicts } from '../../bookings/repository.js';
import { newInviteCode } from '../../bookings/service.js';
import type { Db } from '../../db/database.js';
import type { BookingRow, CalendarRow } from '../../db/tables.js';
import { classifyEvent } from './classify.js';
import { FeedError } from './errors.js';
import type { Validators } from './fetch.js';
import { addDays, type FeedEvent } from './parse.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/tables.js';

/** What a sync did; stored as the calendar's `lastSyncResult`. */
export interface SyncResult {
  /** The feed answered 304 Not Modified: nothing was read. */
  unchanged: boolean;
  /** Reservations and blocked periods the feed carries. */
  reservations: number;
  blocks: number;
  created: number;
  updated: number;
  cancelled: number;
  restored: number;
}

export const unchangedResult = (): SyncResult => ({
  unchanged: true,
  reservations: 0,
  blocks: 0,
  created: 0,
  updated: 0,
  cancelled: 0,
  restored: 0,
});

interface Reservation extends FeedEvent {
  guestName: string | null;
}

/** A reservation lying inside another of the same feed (channel managers' check-in/stay/check-out triplets). */
function withoutNested(reservations: Reservation[]): Reservation[] {
  return reservations.filter(
    (inner) =>
      !reservations.some(
        (outer) =>
          outer !== inner &&
          outer.startDate <= inner.startDate &&
          inner.endDate <= outer.endDate &&
          (outer.startDate !== inner.startDate || outer.endDate !== inner.endDate || outer.uid < inner.uid),
      ),
  );
}

/**
 * Applies a parsed feed to its calendar in one transaction (all or nothing):
 * - reservations are upserted by (calendar, UID); a reappearing UID un-cancels its booking;
 * - a UID the calendar does not know is first matched to a booking of the calendar whose UID left the feed
 *   (Airbnb and Booking.com give the event under way a new UID daily): same dates, else same start of a stay
 *   under way, else same end with the new start cut to today, never another named guest's; so nothing is
 *   duplicated or falsely cancelled, and a new guest never inherits a cancelled guest's booking;
 * - bookings whose UID left the feed are cancelled (deletedAt), unless they ended by today: past events simply
 *   age out of feeds;
 * - blocked dates of the calendar are replaced by the feed's;
 * - conflicts with the listing's other channels are recomputed;
 * - the calendar records the sync (validators, time, result, no error).
 * A feed listing no reservation (no event at all, or only blocked dates) while bookings to come were imported
 * from it is refused as a likely broken export: nothing is cancelled on such evidence.
 * A listing's own export read back is skipped: events with the UIDs `exportFeed` writes for its own stays and blocks
 * (`booking-N@host`, `block-N@host`, host of `exportHost`); and Booking.com's nameless events with exactly the dates of a stay of the listing from
 * elsewhere or of a block made here (Booking.com repeats the dates it got from us): a block of this link, not a booking.
 */
export async function applySync(
  db: Db,
  calendar: CalendarRow,
  events: FeedEvent[],
  options: { now: Date; validators: Validators; exportHost?: string | null },
): Promise<SyncResult> {
  const now = options.now.toISOString();
  const today = now.slice(0, 10);
  const result: SyncResult = {
    unchanged: false,
    reservations: 0,
    blocks: 0,
    created: 0,
    updated: 0,
    cancelled: 0,
    restored: 0,
  };

  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('bookings').selectAll().where('calendarId', '=', calendar.id).execute();
    const isOwn = await ownStayTest(trx, calendar, options.exportHost);
    const isEcho = await echoTest(trx, calendar, existing);
    const classified = events
      .filter((event) => !isOwn(event))
      .map((event) => {
        const kind = classifyEvent(event, calendar.providerSlug);
        const echo = kind.kind === 'reservation' && kind.guestName === null && isEcho(event);
        return { event, kind: echo ? ({ kind: 'block' } as const) : kind };
      });
    const listed = classified.flatMap(({ event, kind }) =>
      kind.kind === 'reservation' ? [{ ...event, guestName: kind.guestName }] : [],
    );
    const outermost = new Set(withoutNested(listed));
    const blocks = classified.flatMap(({ event, kind }) => (kind.kind === 'block' ? [event] : []));
    result.reservations = outermost.size;
    result.blocks = blocks.length;
    if (listed.length === 0) {
      const upcoming = existing.filter((booking) => booking.deletedAt === null && booking.endDate > today).length;
      if (upcoming > 0) {
        const what = events.length === 0 ? 'events' : 'bookings';
        throw new FeedError(
          `The feed lists no ${what} while ${upcoming} upcoming booking(s) came from it: nothing was changed`,
        );
      }
    }
    const byUid = new Map(existing.map((booking) => [booking.uid, booking]));
    // A nested event creates no booking, but one already imported under its UID is still listed: never cancelled.
    const reservations = listed.filter((event) => outermost.has(event) || byUid.has(event.uid));
    const feedUids = new Set(reservations.map((reservation) => reservation.uid));
    const matched = new Set<number>();
    const free = (booking: BookingRow) =>
      !matched.has(booking.id) && (booking.uid === null || !feedUids.has(booking.uid));
    // A stay under way whose start the feed moved to today (same end): the nights already stayed are kept.
    const cutToToday = (booking: BookingRow, event: Reservation) =>
      booking.deletedAt === null &&
      booking.endDate === event.endDate &&
      booking.startDate < today &&
      booking.startDate < event.startDate &&
      event.startDate <= addDays(today, 1);
    const churned = (event: Reservation): { booking: BookingRow; keepStart: boolean } | undefined => {
      // Never another named guest's booking: a cancelled guest must not keep the new guest's stay.
      const sameGuest = (booking: BookingRow) =>
        booking.providerGuestName === null || event.guestName === null || booking.providerGuestName === event.guestName;
      const candidates = existing.filter((booking) => free(booking) && sameGuest(booking));
      const live = candidates.filter((booking) => booking.deletedAt === null);
      const sameDates = (booking: BookingRow) =>
        booking.startDate === event.startDate && booking.endDate === event.endDate;
      // Only stays under way change UID (Airbnb, Booking.com): a stay to come with the same arrival day but
      // other dates is a new booking after a cancellation.
      const found =
        live.find(sameDates) ??
        live.find((booking) => booking.startDate === event.startDate && booking.startDate <= today) ??
        candidates.find((booking) => booking.deletedAt !== null && sameDates(booking));
      if (found) return { booking: found, keepStart: false };
      const cut = live.find(
        (booking) =>
          booking.endDate === event.endDate &&
          booking.startDate < event.startDate &&
          event.startDate <= addDays(today, 1),
      );
      return cut && { booking: cut, keepStart: true };
    };

    for (const event of reservations) {
      const known = byUid.get(event.uid);
      const match = known ? { booking: known, keepStart: cutToToday(known, event) } : churned(event);
      if (!match) {
        await trx
          .insertInto('bookings')
          .values({
            propertyId: calendar.propertyId,
            calendarId: calendar.id,
            uid: event.uid,
            startDate: event.startDate,
            endDate: event.endDate,
            providerGuestName: event.guestName,
            ota: calendar.providerSlug,
            // Every guest can be invited to the booking (POST /bookings/{id}/join), whatever its channel.
            inviteCode: newInviteCode(),
            welcomePending: 1,
            createdAt: now,
            updatedAt: now,
          })
          .execute();
        result.created++;
        continue;
      }
      const { booking, keepStart } = match;
      matched.add(booking.id);
      const changes = {
        uid: event.uid,
        startDate: keepStart ? booking.startDate : event.startDate,
        endDate: event.endDate,
        providerGuestName: event.guestName,
        ota: calendar.providerSlug,
        // A cancellation the host asked for stays, even while the channel still lists the stay.
        deletedAt: booking.cancellationRequestedAt ? booking.deletedAt : null,
      };
      const differs = (Object.keys(changes) as (keyof typeof changes)[]).some((key) => booking[key] !== changes[key]);
      if (!differs) continue;
      await trx
        .updateTable('bookings')
        .set({ ...changes, updatedAt: now })
        .where('id', '=', booking.id)
        .execute();
      if (booking.deletedAt !== null) result.restored++;
      else result.updated++;
    }

    const gone = existing.filter(
      (booking) => booking.deletedAt === null && !matched.has(booking.id) && booking.endDate > today,
    );
    if (gone.length > 0) {
      await trx
        .updateTable('bookings')
        .set({ deletedAt: now, updatedAt: now })
        .where(
          'id',
          'in',
          gone.map((booking) => booking.id),
        )
        .execute();
      result.cancelled = gone.length;
    }

    await trx.deleteFrom('availabilityBlocks').where('calendarId', '=', calendar.id).execute();
    const seen = new Set<string>();
    const rows = blocks
      .filter((block) => {
        const key = `${block.startDate}/${block.endDate}`;
        return !seen.has(key) && seen.add(key);
      })
      .map((block) => ({
        propertyId: calendar.propertyId,
        calendarId: calendar.id,
        uid: block.uid,
        startDate: block.startDate,
        endDate: block.endDate,
        summary: block.summary.slice(0, 255) || null,
        createdAt: now,
      }));
    for (let index = 0; index < rows.length; index += 500) {
      await trx
        .insertInto('availabilityBlocks')
        .values(rows.slice(index, index + 500))
        .execute();
    }

    await recomputeConflicts(trx, calendar.propertyId);
    await trx
      .updateTable('calendars')
      .set({
        lastSyncedAt: now,
        lastSyncAttemptAt: now,
        lastSyncError: null,
        etag: options.validators.etag,
        lastModified: options.validators.lastModified,
        lastSyncResult: JSON.stringify(result),
      })
      .where('id', '=', calendar.id)
      .execute();
  });
  return result;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether an event is one of this listing's own stays or blocks read back through its export (`booking-N@host`,
 * `block-N@host`, the UIDs `exportFeed` writes): never imported into the same listing. Another listing importing the
 * feed (two listings of one home kept in step) gets the stays as usual.
 */
async function ownStayTest(
  trx: Transaction<Database>,
  calendar: CalendarRow,
  host: string | null | undefined,
): Promise<(event: FeedEvent) => boolean> {
  if (!host) return () => false;
  const uid = new RegExp(`^(booking|block)-(\\d+)@${escapeRegExp(host)}$`, 'i');
  const [bookings, blocks] = await Promise.all([
    trx.selectFrom('bookings').select('id').where('propertyId', '=', calendar.propertyId).execute(),
    trx.selectFrom('availabilityBlocks').select('id').where('propertyId', '=', calendar.propertyId).execute(),
  ]);
  const own = { booking: new Set(bookings.map((row) => row.id)), block: new Set(blocks.map((row) => row.id)) };
  return (event) => {
    const match = uid.exec(event.uid);
    return !!match && own[match[1]!.toLowerCase() as 'booking' | 'block'].has(Number(match[2]));
  };
}

/**
 * Whether a nameless Booking.com event repeats dates we sent: exactly the dates of a stay (not cancelled) of the
 * listing that did not come from this link, or of a block the host made here. A stay this link imported before that other one was
 * made stays a stay (a real double booking is shown as a conflict, never dropped).
 */
async function echoTest(
  trx: Transaction<Database>,
  calendar: CalendarRow,
  existing: BookingRow[],
): Promise<(event: FeedEvent) => boolean> {
  if (calendar.providerSlug !== 'bookingcom') return () => false;
  const [stays, blocks] = await Promise.all([
    trx
      .selectFrom('bookings')
      .select(['startDate', 'endDate', 'createdAt'])
      .where('propertyId', '=', calendar.propertyId)
      .where('deletedAt', 'is', null)
      .where((eb) => eb.or([eb('calendarId', 'is', null), eb('calendarId', '!=', calendar.id)]))
      .execute(),
    trx
      .selectFrom('availabilityBlocks')
      .select(['startDate', 'endDate', 'createdAt'])
      .where('propertyId', '=', calendar.propertyId)
      // Only the host's own blocks are exported; a channel's blocks may be another channel's real stays.
      .where('calendarId', 'is', null)
      .execute(),
  ]);
  const sent = new Map<string, string>(); // dates → when the earliest such stay or block was made
  for (const row of [...stays, ...blocks]) {
    const key = `${row.startDate}/${row.endDate}`;
    const known = sent.get(key);
    if (known === undefined || row.createdAt < known) sent.set(key, row.createdAt);
  }
  return (event) => {
    const since = sent.get(`${event.startDate}/${event.endDate}`);
    if (since === undefined) return false;
    const sameDates = (booking: BookingRow) =>
      booking.startDate === event.startDate && booking.endDate === event.endDate;
    const ours = existing.find(
      (booking) => booking.deletedAt === null && (booking.uid === event.uid || sameDates(booking)),
    );
    return !ours || ours.createdAt >= since;
  };
}
