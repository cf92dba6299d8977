import type { SavedSection } from '@portal/contract';
import type { Db } from '../db/database.js';
import type { SyncKind } from '../db/tables.js';
import { inTransaction } from '../db/transaction.js';
import { insertSyncLog } from './repository.js';
import { PUSH_OUTCOME } from './representation.js';

/**
 * The push each saved section calls for (spec §7 'after saves'): listing content after details, address, photos,
 * rooms and guides; rates, availability and restrictions (rad) after pricing, seasonal rates, booking settings,
 * calendar overrides and blocks, and direct bookings (made, deleted or cancelled).
 */
export const PUSH_AFTER = {
  details: 'content',
  address: 'content',
  checkInOut: 'content',
  guestApp: 'content',
  bedrooms: 'content',
  amenities: 'content',
  photos: 'content',
  pricing: 'rad',
  seasonalRates: 'rad',
  bookingSettings: 'rad',
  calendarRates: 'rad',
  calendarMinNights: 'rad',
  availability: 'rad',
  bookings: 'rad',
} as const satisfies Record<SavedSection, SyncKind>;

/**
 * A save that names its section in `?push=`: the write, then the push of that section to the listing it answers
 * (`listingOf`; null: none, as for a photo detached from every listing), in one transaction: both or neither.
 * Without `push`, the write alone. `write` must use the `db` it is given.
 */
export async function savedThenPushed<T>(
  db: Db,
  push: SavedSection | undefined,
  write: (db: Db) => Promise<T>,
  listingOf: (saved: T) => number | null,
): Promise<T> {
  if (push === undefined) return write(db);
  return inTransaction(db, async (trx) => {
    const saved = await write(trx);
    const propertyId = listingOf(saved);
    if (propertyId !== null) {
      await insertSyncLog(trx, { propertyId, kind: PUSH_AFTER[push], changed: push, outcome: PUSH_OUTCOME });
    }
    return saved;
  });
}
