import type { Db } from '../db/database.js';
import { nonEmpty } from '../properties/repository.js';

/** Which of these bookings the user takes part in, as the listing's owner or the joined guest. */
export async function participantBookingIds(db: Db, userId: number, ids: number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('bookings')
    .innerJoin('properties', 'properties.id', 'bookings.propertyId')
    .select('bookings.id')
    .where('bookings.id', 'in', nonEmpty(ids))
    .where((eb) => eb.or([eb('properties.ownerId', '=', userId), eb('bookings.mainGuestId', '=', userId)]))
    .execute();
  return rows.map((row) => row.id);
}
