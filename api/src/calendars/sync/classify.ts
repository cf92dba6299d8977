import { addDays, addMonths, daysBetween } from '@portal/schema/dates';
import type { FeedEvent } from './parse.js';

export type EventKind = { kind: 'reservation'; guestName: string | null } | { kind: 'block' };

/**
 * A channel's CALENDAR_IMPORT_RULES (`@portal/schema`), passed in: this module also runs in the sync's worker
 * thread, which loads no workspace package but the dependency-free `@portal/schema/dates`.
 */
export interface ImportRules {
  longestStayNights: number;
  feedWindowMonths: number | null;
}

/** Words channels put in the SUMMARY of dates that are closed but not booked (English, French, German, Spanish …). */
const BLOCK =
  /not available|unavailable|blocked|closed|indisponible|non disponible|nicht verf[üu]gbar|no disponible|bloqueado|geblockt|gesperrt|owner (stay|block)/i;

/** `Reserved - Name`, `Réservée - Name`, `Provisoire - Name`, `Tripadvisor Booking: Name`, `Booked: Name` … */
const RESERVATION =
  /^(reserved|reservation|réservée?|réservation|reserviert|reservado|reservada|prenotat[oa]|booked|booking|tripadvisor booking|provisoire|tentative|hold)\b\s*(?:[-–—:]\s*(.*))?$/i;

/** How close to the end of a channel's export window an event must end to be its rolling closure. */
const WINDOW_END_SLACK_DAYS = 2;

/**
 * Reservation or blocked dates, and the guest's name when the feed carries one:
 * - Airbnb: `Reserved` (no name: Airbnb withholds it), `Airbnb (Not available)` → block. Airbnb feeds before 2019
 *   titled a stay with the guest's name and confirmation code, `Jane Doe (HMABC123)` → reservation named Jane Doe.
 * - Booking.com: every event is `CLOSED - Not available`, stays and closures alike. One longer than any stay the
 *   channel sells, or running to the end of its export window, is closed dates (a block); the others are imported
 *   as reservations without a name: a stay must never be lost (it is what other channels must not sell, it shows as
 *   a booking with its channel, a cancellation on Booking.com cancels it here), and a closure shown as a nameless
 *   Booking.com booking ('Booking.com: booked or closed') costs less than a stay shown as an editable block.
 *   (`planSync` takes those repeating the dates of our own stays as blocks.)
 * - HomeAway/Vrbo/Abritel: `Reserved - Name`, `Réservée - Name`, `Provisoire - Name` (a tentative hold, kept as a
 *   reservation so nothing is double-sold), `Blocked`, `Indisponible` → block.
 * - TripAdvisor: `Tripadvisor Booking: Name`.
 * Any other summary is read like Booking.com's: closed dates when too long or at the window's end, else a
 * reservation without a name (unknown text must not free dates). `today` is the sync's date (UTC).
 */
export function classifyEvent(
  event: Pick<FeedEvent, 'summary' | 'startDate' | 'endDate'>,
  providerSlug: string,
  rules: ImportRules,
  today: string,
): EventKind {
  const summary = event.summary.normalize('NFC').trim();
  if (providerSlug !== 'bookingcom') {
    const reservation = RESERVATION.exec(summary);
    if (reservation) return { kind: 'reservation', guestName: cleanName(reservation[2]) };
    if (BLOCK.test(summary)) return { kind: 'block' };
    const legacyAirbnb = /^(.+?)\s*\(HM[A-Z0-9]+\)$/.exec(summary);
    if (legacyAirbnb) return { kind: 'reservation', guestName: cleanName(legacyAirbnb[1]) };
  }
  return isClosure(event, rules, today) ? { kind: 'block' } : { kind: 'reservation', guestName: null };
}

/**
 * An event that cannot be a stay: longer than the channel's longest bookable stay, or ending at the end of the
 * window its export covers.
 */
function isClosure(event: Pick<FeedEvent, 'startDate' | 'endDate'>, rules: ImportRules, today: string): boolean {
  const nights = daysBetween(event.startDate, event.endDate);
  if (nights > rules.longestStayNights) return true;
  if (rules.feedWindowMonths === null) return false;
  return event.endDate >= addDays(addMonths(today, rules.feedWindowMonths), -WINDOW_END_SLACK_DAYS);
}

function cleanName(raw: string | undefined): string | null {
  const name = raw?.trim().replace(/\s+/g, ' ') ?? '';
  return name === '' ? null : name.slice(0, 255);
}
