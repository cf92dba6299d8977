import { PostgresAdapter } from 'kysely';
import type { Db } from '../db/database.js';
import type { PurchasePayment } from '../db/tables.js';
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

/** Where the guest pays a pending purchase: the provider's checkout session. */
export async function setPurchaseCheckout(db: Db, id: number, checkout: { id: string; url: string }) {
  await db
    .updateTable('purchases')
    .set({ checkoutSessionId: checkout.id, checkoutUrl: checkout.url })
    .where('id', '=', id)
    .execute();
}

/** A purchase whose checkout could not be opened: nothing was charged, so nothing is kept. */
export async function deletePurchase(db: Db, id: number) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('purchaseLineItems').where('purchaseId', '=', id).execute();
    await trx.deleteFrom('purchases').where('id', '=', id).execute();
  });
}

/**
 * The purchase paid through this checkout session; on PostgreSQL its row stays locked until the transaction ends,
 * so two events about it apply one after the other (SQLite runs one write transaction at a time).
 */
export async function findPurchaseByCheckout(db: Db, sessionId: string) {
  const query = db.selectFrom('purchases').selectAll().where('checkoutSessionId', '=', sessionId);
  const locking = db.getExecutor().adapter instanceof PostgresAdapter;
  return (locking ? query.forUpdate() : query).executeTakeFirst();
}

export async function setPurchasePayment(db: Db, id: number, payment: PurchasePayment, paidAt: string | null = null) {
  await db.updateTable('purchases').set({ payment, paidAt }).where('id', '=', id).execute();
}

/** The order's lines as the checkout shows them. */
export async function purchaseLines(db: Db, purchaseId: number) {
  return db
    .selectFrom('purchaseLineItems')
    .select(['name', 'quantity'])
    .where('purchaseId', '=', purchaseId)
    .orderBy('id')
    .execute();
}
