import { PostgresAdapter, type Updateable } from 'kysely';
import type { Db } from '../db/database.js';
import { insertRow } from '../db/rows.js';
import type { NewPlanSubscriptionRow, PlanSubscriptionRow, PlanSubscriptionsTable } from '../db/tables.js';
import { setUserColumnOnce } from '../users/repository.js';

export type PlanSubscription = PlanSubscriptionRow;

/** The user's newest active subscription. */
export async function findActiveSubscription(db: Db, userId: number): Promise<PlanSubscription | undefined> {
  return db
    .selectFrom('planSubscriptions')
    .selectAll()
    .where('userId', '=', userId)
    .where('status', '=', 'active')
    .orderBy('startedAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function insertSubscription(
  db: Db,
  subscription: Omit<NewPlanSubscriptionRow, 'createdAt'>,
): Promise<PlanSubscription> {
  return insertRow(db, 'planSubscriptions', subscription);
}

/**
 * The subscription the provider knows by this id; on PostgreSQL its row stays locked until the transaction ends,
 * so two events about it are applied one after the other (SQLite runs one write transaction at a time).
 */
export async function findProviderSubscription(db: Db, providerSubscriptionId: string) {
  const query = db
    .selectFrom('planSubscriptions')
    .selectAll()
    .where('providerSubscriptionId', '=', providerSubscriptionId);
  const locking = db.getExecutor().adapter instanceof PostgresAdapter;
  return (locking ? query.forUpdate() : query).executeTakeFirst();
}

export async function updateSubscription(db: Db, id: number, changes: Updateable<PlanSubscriptionsTable>) {
  await db.updateTable('planSubscriptions').set(changes).where('id', '=', id).execute();
}

/** Records a provider's webhook event; false when it was recorded before (a replay). */
export async function recordPaymentEvent(
  db: Db,
  event: { provider: string; eventId: string; type: string; eventCreatedAt: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('paymentEvents')
    .values({ ...event, receivedAt: new Date().toISOString() })
    .onConflict((conflict) => conflict.columns(['provider', 'eventId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Sets the user's provider customer unless one is set already (a racing request won); the one kept is returned. */
export async function setStripeCustomerOnce(db: Db, userId: number, customerId: string): Promise<string | null> {
  await setUserColumnOnce(db, userId, 'stripeCustomerId', customerId);
  const row = await db.selectFrom('users').select('stripeCustomerId').where('id', '=', userId).executeTakeFirst();
  return row?.stripeCustomerId ?? null;
}

export async function findUserIdByStripeCustomer(db: Db, customerId: string): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('id').where('stripeCustomerId', '=', customerId).executeTakeFirst();
  return row?.id;
}

export async function userExists(db: Db, userId: number): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
}

/** The listings a plan is billed for (per listing, spec §9): those not archived. */
export async function countBillableListings(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('properties')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('ownerId', '=', userId)
    .where('isArchived', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
