import { classifyEvent, type ImportRules } from './classify.js';
import { addDays } from '@portal/schema/dates';
import type { SyncEvent } from './parse.js';

/** What a sync did; stored as the calendar's `lastSyncResult`. */
export interface SyncResult {
  /** The feed answered 304 Not Modified: nothing was read. */
  unchanged: boolean;
  /** Reservations and blocked periods the feed carries. */
  reservations: number;
  blocks: number;
  created: number;
  updated: number;
  /** Stays cancelled: missing from this fetch and the one before (and stays the feed now lists as closed dates). */
  cancelled: number;
  restored: number;
  /** Stays missing from this fetch for the first time: cancelled if the next successful fetch misses them too. */
  missing: number;
}

export const emptyResult = (unchanged: boolean): SyncResult => ({
  unchanged,
  reservations: 0,
  blocks: 0,
  created: 0,
  updated: 0,
  cancelled: 0,
  restored: 0,
  missing: 0,
});

/** A booking of the calendar, as the plan needs it. */
export interface ExistingBooking {
  id: number;
  uid: string | null;
  startDate: string;
  endDate: string;
  providerGuestName: string | null;
  ota: string | null;
  deletedAt: string | null;
  cancellationRequestedAt: string | null;
  createdAt: string;
  missingSince: string | null;
  mainGuestId: number | null;
}

/** Everything `planSync` reads: plain data, so the work can run in a worker thread. */
export interface PlanInput {
  providerSlug: string;
  /** The channel's CALENDAR_IMPORT_RULES. */
  rules: ImportRules;
  /** The feed's events (`readFeed`), by start date. */
  events: SyncEvent[];
  /** UIDs of events the feed lists but that could not be read (impossible dates): their bookings stay as they are. */
  skippedUids: string[];
  /** The calendar's bookings, by id. */
  existing: ExistingBooking[];
  /** The listing's own stays and blocks as our export writes their UIDs (`booking-<id>@<host>`, `block-<id>@<host>`). */
  own: { host: string | null; bookingIds: number[]; blockIds: number[] };
  /** Dates we sent the channel (Booking.com only): the listing's stays from elsewhere and its blocks made here. */
  sent: { startDate: string; endDate: string; createdAt: string }[];
  /** The sync's date (UTC). */
  today: string;
}

/** The changes of one booking that a feed matched. */
export interface BookingChanges {
  uid: string;
  startDate: string;
  endDate: string;
  providerGuestName: string | null;
  ota: string;
  deletedAt: string | null;
  missingSince: null;
}

/** What to write, in one transaction; or why the feed is refused (nothing written). */
export interface SyncPlan {
  refused: string | null;
  create: { uid: string; startDate: string; endDate: string; providerGuestName: string | null }[];
  update: { id: number; changes: BookingChanges }[];
  /** Bookings missing from the feed for the first time: `missingSince` is set. */
  markMissing: number[];
  /** Bookings cancelled now (`deletedAt`). */
  cancel: number[];
  /** Closed dates imported as a booking before closures were told apart, that no guest joined: deleted. */
  remove: number[];
  /** The calendar's blocked dates (they replace the previous ones). */
  blocks: { uid: string; startDate: string; endDate: string; summary: string | null }[];
  result: SyncResult;
}

type Reservation = PlanInput['events'][number] & { guestName: string | null };
type Match = { booking: ExistingBooking; keepStart: boolean };

type Dates = { startDate: string; endDate: string };
const datesOf = (stay: Dates) => `${stay.startDate}/${stay.endDate}`;

/** Appends `value` to the list under `key`. */
function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * A reservation lying inside another of the same feed (channel managers' check-in/stay/check-out triplets) is
 * left out; of events with the same dates, the smallest UID stays. Sorted by start, longest first: an event is
 * inside an earlier one exactly when an earlier one ends as late or later.
 */
function outermostOf(reservations: Reservation[]): Set<Reservation> {
  const sorted = [...reservations].sort(
    (a, b) =>
      (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0) ||
      (a.endDate > b.endDate ? -1 : a.endDate < b.endDate ? 1 : 0) ||
      (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0),
  );
  const outermost = new Set<Reservation>();
  let latestEnd = '';
  for (const reservation of sorted) {
    if (reservation.endDate > latestEnd) {
      outermost.add(reservation);
      latestEnd = reservation.endDate;
    }
  }
  return outermost;
}

/**
 * Decides what a parsed feed changes on its calendar, in time about linear in the feed and the bookings (maps, no
 * pairwise loops), with no database access: `applySync` reads the input and writes the plan.
 * - Events with the UIDs our export writes for the listing's own stays and blocks are its own stays read back.
 * - Reservations are matched by UID; a UID the calendar does not know is first matched to a booking whose UID left
 *   the feed (Airbnb and Booking.com give the event under way a new UID daily): same dates, else same start of a
 *   stay under way, else same end with the new start cut to today, never another named guest's; so nothing is
 *   duplicated or falsely cancelled, and a new guest never inherits a cancelled guest's booking.
 * - A booking the feed no longer lists (not ended by today: past events age out of feeds) is first marked missing
 *   (`missingSince`; channels drop an event for one fetch now and then) and cancelled only when the next
 *   successful fetch misses it too; one listed again is matched again (missingSince cleared, a cancelled one
 *   restored). A booking whose UID the feed now lists as closed dates is removed (cancelled if a guest joined it).
 * - A feed listing no reservation while bookings to come were imported from it is refused (a broken export is
 *   likelier than every guest cancelling).
 * - Booking.com's nameless events with exactly the dates of a stay of the listing from elsewhere, or of a block
 *   made here, are Booking.com repeating what we sent: blocks, unless this link imported that stay first.
 */
export function planSync(input: PlanInput): SyncPlan {
  const { providerSlug, existing, today } = input;
  const result = emptyResult(false);
  const isOwn = ownStayTest(input.own);
  const isEcho = echoTest(input);
  const listed: Reservation[] = [];
  const blockEvents: PlanInput['events'] = [];
  for (const event of input.events) {
    if (isOwn(event)) continue;
    const kind = classifyEvent(event, providerSlug, input.rules, today);
    if (kind.kind === 'reservation' && !(kind.guestName === null && isEcho(event))) {
      listed.push({ ...event, guestName: kind.guestName });
    } else {
      blockEvents.push(event);
    }
  }
  const outermost = outermostOf(listed);
  result.reservations = outermost.size;
  result.blocks = blockEvents.length;
  const plan: SyncPlan = {
    refused: null,
    create: [],
    update: [],
    markMissing: [],
    cancel: [],
    remove: [],
    blocks: [],
    result,
  };

  if (listed.length === 0) {
    const upcoming = existing.filter((booking) => booking.deletedAt === null && booking.endDate > today).length;
    if (upcoming > 0) {
      const what = input.events.length === 0 ? 'events' : 'bookings';
      plan.refused = `The feed lists no ${what} while ${upcoming} upcoming booking(s) came from it: nothing was changed`;
      return plan;
    }
  }

  const byUid = new Map(existing.flatMap((booking) => (booking.uid === null ? [] : [[booking.uid, booking] as const])));
  // A nested event creates no booking, but one already imported under its UID is still listed: never cancelled.
  const reservations = listed.filter((event) => outermost.has(event) || byUid.has(event.uid));
  const feedUids = new Set(reservations.map((reservation) => reservation.uid));
  const matched = new Set<number>();
  const churned = churnMatcher(existing, today, (booking) => {
    return !matched.has(booking.id) && (booking.uid === null || !feedUids.has(booking.uid));
  });
  // A stay under way whose start the feed moved to today (same end): the nights already stayed are kept.
  const cutToToday = (booking: ExistingBooking, event: Reservation) =>
    booking.deletedAt === null &&
    booking.endDate === event.endDate &&
    booking.startDate < today &&
    booking.startDate < event.startDate &&
    event.startDate <= addDays(today, 1);

  for (const event of reservations) {
    const known = byUid.get(event.uid);
    const match: Match | undefined = known ? { booking: known, keepStart: cutToToday(known, event) } : churned(event);
    if (!match) {
      const { uid, startDate, endDate, guestName } = event;
      plan.create.push({ uid, startDate, endDate, providerGuestName: guestName });
      result.created++;
      continue;
    }
    const { booking, keepStart } = match;
    matched.add(booking.id);
    const changes: BookingChanges = {
      uid: event.uid,
      startDate: keepStart ? booking.startDate : event.startDate,
      endDate: event.endDate,
      providerGuestName: event.guestName,
      ota: providerSlug,
      // A cancellation the host asked for stays, even while the channel still lists the stay.
      deletedAt: booking.cancellationRequestedAt ? booking.deletedAt : null,
      missingSince: null,
    };
    const differs = (Object.keys(changes) as (keyof BookingChanges)[]).some((key) => booking[key] !== changes[key]);
    if (!differs) continue;
    plan.update.push({ id: booking.id, changes });
    if (booking.deletedAt !== null && changes.deletedAt === null) result.restored++;
    else result.updated++;
  }

  const unreadable = new Set(input.skippedUids);
  const listedAsBlock = new Set(blockEvents.map((event) => event.uid));
  for (const booking of existing) {
    if (booking.deletedAt !== null || matched.has(booking.id) || booking.endDate <= today) continue;
    const uid = booking.uid ?? '';
    // Still listed, with a date that could not be read this time: left as it is.
    if (unreadable.has(uid) || unreadable.has(uid.split('#')[0]!)) continue;
    if (listedAsBlock.has(uid)) {
      (booking.mainGuestId === null ? plan.remove : plan.cancel).push(booking.id);
    } else if (booking.missingSince === null) {
      plan.markMissing.push(booking.id);
    } else {
      plan.cancel.push(booking.id);
    }
  }
  result.cancelled = plan.cancel.length + plan.remove.length;
  result.missing = plan.markMissing.length;

  const seen = new Set<string>();
  for (const block of blockEvents) {
    const key = datesOf(block);
    if (seen.has(key)) continue;
    seen.add(key);
    const { uid, startDate, endDate, summary } = block;
    plan.blocks.push({ uid, startDate, endDate, summary: summary.slice(0, 255) || null });
  }
  return plan;
}

/**
 * Finds the booking a reservation with a new UID continues, among the calendar's bookings `free` says are unmatched
 * and not listed under their own UID, in booking order; lists by dates, start and end keep each look-up short.
 */
function churnMatcher(existing: ExistingBooking[], today: string, free: (booking: ExistingBooking) => boolean) {
  const byDates = new Map<string, ExistingBooking[]>();
  const byStart = new Map<string, ExistingBooking[]>();
  const byEnd = new Map<string, ExistingBooking[]>();
  for (const booking of existing) {
    push(byDates, datesOf(booking), booking);
    push(byStart, booking.startDate, booking);
    push(byEnd, booking.endDate, booking);
  }
  return (event: Reservation): Match | undefined => {
    // Never another named guest's booking: a cancelled guest must not keep the new guest's stay.
    const candidate = (booking: ExistingBooking) =>
      free(booking) &&
      (booking.providerGuestName === null || event.guestName === null || booking.providerGuestName === event.guestName);
    const live = (booking: ExistingBooking) => candidate(booking) && booking.deletedAt === null;
    const sameDates = byDates.get(datesOf(event)) ?? [];
    // Only stays under way change UID (Airbnb, Booking.com): a stay to come with the same arrival day but other
    // dates is a new booking after a cancellation.
    const found =
      sameDates.find(live) ??
      (event.startDate <= today ? byStart.get(event.startDate)?.find(live) : undefined) ??
      sameDates.find((booking) => candidate(booking) && booking.deletedAt !== null);
    if (found) return { booking: found, keepStart: false };
    if (event.startDate > addDays(today, 1)) return undefined;
    const cut = byEnd.get(event.endDate)?.find((booking) => live(booking) && booking.startDate < event.startDate);
    return cut && { booking: cut, keepStart: true };
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether an event is one of this listing's own stays or blocks read back through its export (`booking-N@host`,
 * `block-N@host`, the UIDs `exportFeed` writes): never imported into the same listing. Another listing importing the
 * feed (two listings of one home kept in step) gets the stays as usual.
 */
function ownStayTest(own: PlanInput['own']): (event: { uid: string }) => boolean {
  if (!own.host) return () => false;
  const uid = new RegExp(`^(booking|block)-(\\d+)@${escapeRegExp(own.host)}$`, 'i');
  const ids = { booking: new Set(own.bookingIds), block: new Set(own.blockIds) };
  return (event) => {
    const match = uid.exec(event.uid);
    return !!match && ids[match[1]!.toLowerCase() as 'booking' | 'block'].has(Number(match[2]));
  };
}

/**
 * Whether a nameless Booking.com event repeats dates we sent: exactly the dates of a stay (not cancelled) of the
 * listing that did not come from this link, or of a block the host made here. A stay this link imported before that
 * other one was made stays a stay (a real double booking is shown as a conflict, never dropped).
 */
function echoTest({ providerSlug, sent, existing }: PlanInput): (event: { uid: string } & Dates) => boolean {
  if (providerSlug !== 'bookingcom') return () => false;
  const since = new Map<string, string>(); // dates → when the earliest such stay or block was made
  for (const row of sent) {
    const key = datesOf(row);
    const known = since.get(key);
    if (known === undefined || row.createdAt < known) since.set(key, row.createdAt);
  }
  // The first live booking (in booking order) under each UID and each pair of dates.
  const liveByUid = new Map<string, number>();
  const liveByDates = new Map<string, number>();
  existing.forEach((booking, index) => {
    if (booking.deletedAt !== null) return;
    if (booking.uid !== null && !liveByUid.has(booking.uid)) liveByUid.set(booking.uid, index);
    if (!liveByDates.has(datesOf(booking))) liveByDates.set(datesOf(booking), index);
  });
  return (event) => {
    const sentAt = since.get(datesOf(event));
    if (sentAt === undefined) return false;
    const index = Math.min(liveByUid.get(event.uid) ?? Infinity, liveByDates.get(datesOf(event)) ?? Infinity);
    const ours = existing[index];
    return !ours || ours.createdAt >= sentAt;
  };
}
