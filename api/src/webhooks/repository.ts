import { WEBHOOK_LIMITS } from '@portal/schema';
import { countOf } from '../db/capped.js';
import type { Db } from '../db/database.js';
import { findUserRow } from '../db/rows.js';
import type { WebhookAttemptRow, WebhookDeliveryRow, WebhookEndpointRow } from '../db/tables.js';

export type EndpointWithStatus = WebhookEndpointRow & { lastDeliveryStatus: string | null };
export type DeliveryWithAttempts = WebhookDeliveryRow & { attemptRows: WebhookAttemptRow[] };

/** The host's endpoints, oldest first, with their newest delivery's status. */
export async function listEndpoints(db: Db, userId: number): Promise<EndpointWithStatus[]> {
  return db
    .selectFrom('webhookEndpoints as e')
    .selectAll('e')
    .select((eb) =>
      eb
        .selectFrom('webhookDeliveries as d')
        .select('d.status')
        .whereRef('d.endpointId', '=', 'e.id')
        .orderBy('d.id', 'desc')
        .limit(1)
        .as('lastDeliveryStatus'),
    )
    .where('e.userId', '=', userId)
    .orderBy('e.id')
    .limit(WEBHOOK_LIMITS.endpointsMax)
    .execute();
}

export async function countEndpoints(db: Db, userId: number): Promise<number> {
  return countOf(db, db.selectFrom('webhookEndpoints').where('userId', '=', userId));
}

/** The caller's endpoint, or undefined (another user's endpoint does not exist for them). */
export async function findEndpoint(db: Db, userId: number, id: number): Promise<WebhookEndpointRow | undefined> {
  return findUserRow(db, 'webhookEndpoints', userId, id);
}

export async function insertEndpoint(
  db: Db,
  values: { userId: number; url: string; events: string[]; secret: string },
): Promise<WebhookEndpointRow> {
  return db
    .insertInto('webhookEndpoints')
    .values({ ...values, events: JSON.stringify(values.events), createdAt: new Date().toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteEndpoint(db: Db, id: number): Promise<void> {
  await db.deleteFrom('webhookEndpoints').where('id', '=', id).execute();
}

/** The host's endpoints subscribed to `eventType`. */
export async function subscribedEndpoints(db: Db, userId: number, eventType: string): Promise<WebhookEndpointRow[]> {
  const rows = await db.selectFrom('webhookEndpoints').selectAll().where('userId', '=', userId).execute();
  return rows.filter((row) => eventsOf(row).includes(eventType));
}

export const eventsOf = (row: WebhookEndpointRow): string[] => JSON.parse(row.events) as string[];

export async function insertDelivery(
  db: Db,
  values: { endpointId: number; eventId: string; eventType: string; payload: string; createdAt: string },
): Promise<WebhookDeliveryRow> {
  return db
    .insertInto('webhookDeliveries')
    .values({ ...values, status: 'pending', nextAttemptAt: values.createdAt })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findDelivery(db: Db, id: number) {
  return db
    .selectFrom('webhookDeliveries as d')
    .innerJoin('webhookEndpoints as e', 'e.id', 'd.endpointId')
    .selectAll('d')
    .select(['e.url', 'e.secret'])
    .where('d.id', '=', id)
    .executeTakeFirst();
}

/** Stores an attempt and the delivery's new state. */
export async function recordAttempt(
  db: Db,
  deliveryId: number,
  attempt: Omit<WebhookAttemptRow, 'id' | 'deliveryId'>,
  next: { status: string; nextAttemptAt: string | null },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('webhookAttempts')
      .values({ ...attempt, deliveryId })
      .execute();
    await trx
      .updateTable('webhookDeliveries')
      .set((eb) => ({ ...next, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', deliveryId)
      .execute();
  });
}

/** The endpoint's newest deliveries with their attempts. */
export async function recentDeliveries(db: Db, endpointId: number): Promise<DeliveryWithAttempts[]> {
  const deliveries = await db
    .selectFrom('webhookDeliveries')
    .selectAll()
    .where('endpointId', '=', endpointId)
    .orderBy('id', 'desc')
    .limit(WEBHOOK_LIMITS.recentDeliveries)
    .execute();
  if (deliveries.length === 0) return [];
  const attempts = await db
    .selectFrom('webhookAttempts')
    .selectAll()
    .where(
      'deliveryId',
      'in',
      deliveries.map((delivery) => delivery.id),
    )
    .orderBy('id')
    .execute();
  return deliveries.map((delivery) => ({
    ...delivery,
    attemptRows: attempts.filter((attempt) => attempt.deliveryId === delivery.id),
  }));
}

/** The host of a booking (its listing's owner). */
export async function bookingHostId(db: Db, bookingId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('bookings')
    .innerJoin('properties', 'properties.id', 'bookings.propertyId')
    .select('properties.ownerId')
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst();
  return row?.ownerId;
}

/** Deliveries kept per endpoint (the finished ones beyond go): Settings shows the newest 20. */
export const DELIVERIES_KEPT = 100;

/** Forgets an endpoint's oldest finished deliveries beyond the newest DELIVERIES_KEPT (their attempts go with them). */
export async function pruneDeliveries(db: Db, endpointId: number): Promise<void> {
  const boundary = await db
    .selectFrom('webhookDeliveries')
    .select('id')
    .where('endpointId', '=', endpointId)
    .orderBy('id', 'desc')
    .offset(DELIVERIES_KEPT - 1)
    .limit(1)
    .executeTakeFirst();
  if (!boundary) return;
  await db
    .deleteFrom('webhookDeliveries')
    .where('endpointId', '=', endpointId)
    .where('id', '<', boundary.id)
    .where('status', '!=', 'pending')
    .execute();
}
