import type { FeedEvent } from './parse.js';

export type EventKind = { kind: 'reservation'; guestName: string | null } | { kind: 'block' };

/** Words channels put in the SUMMARY of dates that are closed but not booked (English, French, German, Spanish …). */
const BLOCK =
  /not available|unavailable|blocked|closed|indisponible|non disponible|nicht verf[üu]gbar|no disponible|bloqueado|geblockt|gesperrt|owner (stay|block)/i;

/** `Reserved - Name`, `Réservée - Name`, `Provisoire - Name`, `Tripadvisor Booking: Name`, `Booked: Name` … */
const RESERVATION =
  /^(reserved|reservation|réservée?|réservation|reserviert|reservado|reservada|prenotat[oa]|booked|booking|tripadvisor booking|provisoire|tentative|hold)\b\s*(?:[-–—:]\s*(.*))?$/i;

/**
 * Reservation or blocked dates, and the guest's name when the feed carries one:
 * - Airbnb: `Reserved` (no name: Airbnb withholds it), `Airbnb (Not available)` → block. Airbnb feeds before 2019
 *   titled a stay with the guest's name and confirmation code, `Jane Doe (HMABC123)` → reservation named Jane Doe.
 * - Booking.com: every event is `CLOSED - Not available`, stays and closures alike. They are imported as
 *   reservations without a name: a stay must never be lost (it is what other channels must not sell, it shows as
 *   a booking with its channel, a cancellation on Booking.com cancels it here); a closure shown as a nameless
 *   Booking.com booking costs less than a stay shown as an editable block. (`applySync` takes those repeating the
 *   dates of our own stays as blocks.)
 * - HomeAway/Vrbo/Abritel: `Reserved - Name`, `Réservée - Name`, `Provisoire - Name` (a tentative hold, kept as a
 *   reservation so nothing is double-sold), `Blocked`, `Indisponible` → block.
 * - TripAdvisor: `Tripadvisor Booking: Name`.
 * Any other summary is a reservation without a name: unknown text must not free dates.
 */
export function classifyEvent(event: Pick<FeedEvent, 'summary'>, providerSlug: string): EventKind {
  const summary = event.summary.normalize('NFC').trim();
  if (providerSlug === 'bookingcom') return { kind: 'reservation', guestName: null };
  const reservation = RESERVATION.exec(summary);
  if (reservation) return { kind: 'reservation', guestName: cleanName(reservation[2]) };
  if (BLOCK.test(summary)) return { kind: 'block' };
  const legacyAirbnb = /^(.+?)\s*\(HM[A-Z0-9]+\)$/.exec(summary);
  if (legacyAirbnb) return { kind: 'reservation', guestName: cleanName(legacyAirbnb[1]) };
  return { kind: 'reservation', guestName: null };
}

function cleanName(raw: string | undefined): string | null {
  const name = raw?.trim().replace(/\s+/g, ' ') ?? '';
  return name === '' ? null : name.slice(0, 255);
}
