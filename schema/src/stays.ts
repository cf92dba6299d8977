import { CALENDAR_MESSAGES } from './messages.js';

/**
 * The name a stay is shown under to its host: the guest's name as the channel or the host gave it; a nameless
 * Booking.com stay is 'Booking.com: booked or closed' (its export writes stays and closed dates alike, so it may be
 * either); else null, and the client shows its own word for a guest.
 */
export function stayName(stay: { providerGuestName: string | null; ota: string | null }): string | null {
  if (stay.providerGuestName) return stay.providerGuestName;
  return stay.ota === 'bookingcom' ? CALENDAR_MESSAGES.bookingComUnnamed : null;
}
