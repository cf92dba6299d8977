import { CURRENCIES, DEFAULT_CURRENCY, type Currency } from '@portal/schema';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { PurchasePayment } from '../db/tables.js';

/** The host's bookings that count (not cancelled), joined to their listing. */
export const liveBookings = (db: Db, userId: number) =>
  db
    .selectFrom('bookings')
    .innerJoin('properties', 'properties.id', 'bookings.propertyId')
    .where('properties.ownerId', '=', userId)
    .where('bookings.deletedAt', 'is', null);

/** Purchases that are sold: paid online, or to be paid to the host on arrival (not a checkout left unpaid). */
const SOLD: PurchasePayment[] = ['on-arrival', 'paid'];

/**
 * The line items of purchases sold on the host's bookings (a cancelled stay's purchases were still sold). Callers
 * bound `purchases.createdAt`: the owner's check is written `+owner_id` so that SQLite, which has no statistics,
 * starts from the purchases of the period (their index) instead of every booking of the host's listings.
 */
export const hostLineItems = (db: Db, userId: number) =>
  db
    .selectFrom('purchaseLineItems')
    .innerJoin('purchases', 'purchases.id', 'purchaseLineItems.purchaseId')
    .innerJoin('bookings', 'bookings.id', 'purchases.bookingId')
    .innerJoin('properties', 'properties.id', 'bookings.propertyId')
    .where((eb) => eb(sql<number>`+${eb.ref('properties.ownerId')}`, '=', userId))
    .where('purchases.payment', 'in', SOLD);

/** Per service sold in `[from, to)`: its id, name and quantity sold, best sellers first (ties: the lower id). */
export const servicesSold = (db: Db, userId: number, from: string, to: string) =>
  hostLineItems(db, userId)
    .where('purchaseLineItems.serviceId', 'is not', null)
    .where('purchases.createdAt', '>=', from)
    .where('purchases.createdAt', '<', to)
    .groupBy('purchaseLineItems.serviceId')
    .select((eb) => [
      'purchaseLineItems.serviceId',
      eb.fn.max('purchaseLineItems.name').as('name'),
      eb.fn.sum<number>('purchaseLineItems.quantity').as('sold'),
    ])
    .orderBy('sold', 'desc')
    .orderBy('purchaseLineItems.serviceId');

/** The host's currency (spec §3 User: gbp unless set); money figures count line items in it only. */
export async function hostCurrency(db: Db, userId: number): Promise<Currency> {
  const user = await db.selectFrom('users').select('currency').where('id', '=', userId).executeTakeFirst();
  return CURRENCIES.find((currency) => currency === user?.currency) ?? DEFAULT_CURRENCY;
}

export function guestName(row: {
  providerGuestName: string | null;
  guestFirstName: string | null;
  guestLastName: string | null;
}) {
  const joined = [row.guestFirstName, row.guestLastName].filter(Boolean).join(' ');
  return row.providerGuestName ?? (joined || null);
}
