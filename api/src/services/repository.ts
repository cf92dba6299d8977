import { bounded, capped, type Capped, type Page } from '../db/capped.js';
import type { Db } from '../db/database.js';
import type { PurchaseLineItemRow, PurchasePayment, PurchaseRow, ServiceRow } from '../db/tables.js';
import { nonEmpty } from '../properties/repository.js';

export type Service = ServiceRow;
export type ServiceFields = Pick<Service, 'title' | 'price' | 'currency' | 'description' | 'image' | 'terms'>;

export async function insertService(db: Db, ownerId: number, fields: ServiceFields): Promise<Service> {
  const now = new Date().toISOString();
  return db
    .insertInto('services')
    .values({ ...fields, ownerId, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findService(db: Db, ownerId: number, id: number): Promise<Service | undefined> {
  return db.selectFrom('services').selectAll().where('ownerId', '=', ownerId).where('id', '=', id).executeTakeFirst();
}

/** The owner's services by title; `propertyIds`: only those offered at these listings (their `services` lists). */
export async function listServices(
  db: Db,
  ownerId: number,
  filter: { ids?: number[]; propertyIds?: number[] },
  cap: number,
): Promise<Capped<Service>> {
  let ids = filter.ids;
  if (filter.propertyIds) {
    const offered = await offeredServiceIds(db, ownerId, filter.propertyIds);
    ids = ids ? ids.filter((id) => offered.has(id)) : [...offered];
  }
  let query = db.selectFrom('services').selectAll().where('ownerId', '=', ownerId);
  if (ids) query = query.where('id', 'in', nonEmpty(ids));
  return capped(db, query.orderBy('title').orderBy('id'), cap);
}

async function offeredServiceIds(db: Db, ownerId: number, propertyIds: number[]): Promise<Set<number>> {
  if (propertyIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('properties')
    .select('services')
    .where('ownerId', '=', ownerId)
    .where('id', 'in', propertyIds)
    .execute();
  return new Set(rows.flatMap((row) => JSON.parse(row.services) as number[]));
}

/** Which of these ids are the owner's services. */
export async function ownServiceIds(db: Db, ownerId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('services')
    .select('id')
    .where('ownerId', '=', ownerId)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function updateService(db: Db, id: number, changes: Partial<ServiceFields>): Promise<Service> {
  return db
    .updateTable('services')
    .set({ ...changes, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Deletes a service: the listings that offered it stop offering it, and the purchases' line items keep their copied
 * name, price and currency with no service (the foreign key sets it null; done here too for clarity on both databases).
 */
export async function deleteService(db: Db, service: Service): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const listings = await trx
      .selectFrom('properties')
      .select(['id', 'services'])
      .where('ownerId', '=', service.ownerId)
      .execute();
    for (const listing of listings) {
      const ids = JSON.parse(listing.services) as number[];
      if (!ids.includes(service.id)) continue;
      await trx
        .updateTable('properties')
        .set({ services: JSON.stringify(ids.filter((id) => id !== service.id)) })
        .where('id', '=', listing.id)
        .execute();
    }
    await trx.updateTable('purchaseLineItems').set({ serviceId: null }).where('serviceId', '=', service.id).execute();
    await trx.deleteFrom('services').where('id', '=', service.id).execute();
  });
}

export interface Purchase extends PurchaseRow {
  lineItems: PurchaseLineItemRow[];
}

/** Records a purchase of services for a booking, copying each service's title, price and currency. */
export async function insertPurchase(
  db: Db,
  bookingId: number,
  name: string,
  lines: { service: Service; quantity: number }[],
  payment: PurchasePayment = 'on-arrival',
): Promise<Purchase> {
  return db.transaction().execute(async (trx) => {
    const purchase = await trx
      .insertInto('purchases')
      .values({ bookingId, name, payment, createdAt: new Date().toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
    const lineItems = await trx
      .insertInto('purchaseLineItems')
      .values(
        lines.map(({ service, quantity }) => ({
          purchaseId: purchase.id,
          serviceId: service.id,
          name: service.title,
          quantity,
          price: service.price,
          currency: service.currency,
        })),
      )
      .returningAll()
      .execute();
    return { ...purchase, lineItems };
  });
}

/** The purchases of these bookings, oldest first (`id` breaks ties). */
const purchasesOf = (db: Db, bookingIds: number[]) =>
  db
    .selectFrom('purchases')
    .selectAll()
    .where('bookingId', 'in', nonEmpty(bookingIds))
    .orderBy('createdAt')
    .orderBy('id');

/** The purchases of these bookings, oldest first, with their line items. */
export async function listPurchasesOf(db: Db, bookingIds: number[]): Promise<Purchase[]> {
  if (bookingIds.length === 0) return [];
  return withLines(db, await purchasesOf(db, bookingIds).execute());
}

/** A page of the bookings' purchases (oldest first), and how many they have in all. */
export async function pagePurchasesOf(db: Db, bookingIds: number[], page: Page): Promise<Capped<Purchase>> {
  const { rows, total } = await bounded(db, purchasesOf(db, bookingIds), page);
  return { rows: await withLines(db, rows), total };
}

/** The purchases with their line items. */
async function withLines(db: Db, purchases: PurchaseRow[]): Promise<Purchase[]> {
  if (purchases.length === 0) return [];
  const lines = await db
    .selectFrom('purchaseLineItems')
    .selectAll()
    .where(
      'purchaseId',
      'in',
      purchases.map((purchase) => purchase.id),
    )
    .orderBy('id')
    .execute();
  return purchases.map((purchase) => ({
    ...purchase,
    lineItems: lines.filter((line) => line.purchaseId === purchase.id),
  }));
}
