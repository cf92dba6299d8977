import type { Db } from '../db/database.js';
import type { NewPlanSubscriptionRow, PlanSubscriptionRow } from '../db/tables.js';

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
  return db
    .insertInto('planSubscriptions')
    .values({ ...subscription, createdAt: new Date().toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
}
