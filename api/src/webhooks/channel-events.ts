import { bookingsChangedAt } from '../bookings/repository.js';
import { toBookingItem } from '../bookings/representation.js';
import type { SyncChanges } from '../calendars/sync/service.js';
import type { Db } from '../db/database.js';
import type { Webhooks } from './service.js';

/**
 * The webhook events of one iCal sync run, after its transaction committed: booking.created for each stay the
 * channel added, booking.cancelled for each it dropped. (A link's first import announces nothing: those stays were
 * on the channel already; GET /bookings lists them.)
 */
export async function emitChannelChanges(db: Db, webhooks: Webhooks, run: SyncChanges): Promise<void> {
  const at = run.at.toISOString();
  for (const booking of await bookingsChangedAt(db, run.calendarId, at)) {
    const cancelled = booking.deletedAt === at;
    if (!cancelled && booking.deletedAt !== null) continue;
    await webhooks.emit(booking.ownerId, cancelled ? 'booking.cancelled' : 'booking.created', toBookingItem(booking));
  }
}
