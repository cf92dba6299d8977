import { bounded, capped, countOf, type Bound, type Capped } from '../db/capped.js';
import { BATCH_ROWS, nextTurn } from '../db/batches.js';
import type { Db } from '../db/database.js';
import { findUserRow } from '../db/rows.js';
import type { MessageTemplateRow } from '../db/tables.js';

/** A message with its sender's name. */
export interface Message {
  id: number;
  bookingId: number;
  senderId: number;
  senderFirstName: string;
  senderLastName: string;
  content: string;
  createdAt: string;
}

/** The latest message of a conversation, with what a conversation list shows. */
export interface ConversationSummary extends Message {
  propertyId: number;
  propertyName: string | null;
  providerGuestName: string | null;
  ota: string | null;
  mainGuestId: number | null;
  guestFirstName: string | null;
  guestLastName: string | null;
}

const messages = (db: Db) =>
  db
    .selectFrom('messages')
    .innerJoin('users as sender', 'sender.id', 'messages.senderId')
    .selectAll('messages')
    .select(['sender.firstName as senderFirstName', 'sender.lastName as senderLastName']);

export async function insertMessage(
  db: Db,
  values: { bookingId: number; senderId: number; content: string },
): Promise<Message> {
  const row = await db
    .insertInto('messages')
    .values({ ...values, createdAt: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findMessage(db, row.id))!;
}

export async function findMessage(db: Db, id: number): Promise<Message | undefined> {
  return messages(db).where('messages.id', '=', id).executeTakeFirst();
}

/**
 * A booking's messages, oldest first: its newest `cap` ones; with `afterId` (polling), the first `cap` after it, so
 * the next poll goes on from the last one; with a page, that page of them all (or of those after `afterId`).
 */
export async function listMessages(
  db: Db,
  bookingId: number,
  afterId: number | undefined,
  bound: Bound,
): Promise<Capped<Message>> {
  let query = messages(db).where('messages.bookingId', '=', bookingId);
  if (afterId !== undefined) query = query.where('messages.id', '>', afterId);
  if (afterId !== undefined || typeof bound !== 'number') return bounded(db, query.orderBy('messages.id'), bound);
  const newest = await capped(db, query.orderBy('messages.id', 'desc'), bound);
  return { rows: newest.rows.reverse(), total: newest.total };
}

/**
 * The latest message of each booking the user hosts (`host`), joined as its guest (`guest`) or either (`any`: one row
 * a booking, newest first by time then id).
 */
export async function listConversations(
  db: Db,
  userId: number,
  role: 'host' | 'guest' | 'any',
  cap: number,
): Promise<Capped<ConversationSummary>> {
  const latest = db
    .selectFrom('messages')
    .select((eb) => eb.fn.max('id').as('id'))
    .groupBy('bookingId');
  const query = messages(db)
    .innerJoin('bookings', 'bookings.id', 'messages.bookingId')
    .innerJoin('properties', 'properties.id', 'bookings.propertyId')
    .leftJoin('users as guest', 'guest.id', 'bookings.mainGuestId')
    .select([
      'properties.id as propertyId',
      'properties.name as propertyName',
      'bookings.providerGuestName',
      'bookings.ota',
      'bookings.mainGuestId',
      'guest.firstName as guestFirstName',
      'guest.lastName as guestLastName',
    ])
    .where('messages.id', 'in', latest);
  if (role === 'any') {
    const either = query
      .where((eb) => eb.or([eb('properties.ownerId', '=', userId), eb('bookings.mainGuestId', '=', userId)]))
      .orderBy('messages.createdAt', 'desc')
      .orderBy('messages.id', 'desc');
    return capped(db, either, cap);
  }
  const own = query.where(role === 'host' ? 'properties.ownerId' : 'bookings.mainGuestId', '=', userId);
  return capped(db, own.orderBy('messages.id', 'desc'), cap);
}

/** Bookings of the listing whose welcome message is still to be handled. */
export async function pendingWelcomes(db: Db, propertyId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('bookings')
    .select('id')
    .where('propertyId', '=', propertyId)
    .where('welcomePending', '=', 1)
    .execute();
  return rows.map((row) => row.id);
}

/** Clears every pending welcome of the listing (its automatic message is off), a batch at a time. */
export async function clearWelcomes(db: Db, propertyId: number): Promise<void> {
  for (;;) {
    const pending = db
      .selectFrom('bookings')
      .select('id')
      .where('propertyId', '=', propertyId)
      .where('welcomePending', '=', 1)
      .limit(BATCH_ROWS);
    const result = await db
      .updateTable('bookings')
      .set({ welcomePending: 0 })
      .where('id', 'in', pending)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) < BATCH_ROWS) return;
    await nextTurn();
  }
}

/** Clears the booking's pending welcome; true for the one caller that cleared it (so it is posted once). */
export async function claimWelcome(db: Db, bookingId: number): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set({ welcomePending: 0 })
    .where('id', '=', bookingId)
    .where('welcomePending', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function listTemplates(db: Db, userId: number): Promise<MessageTemplateRow[]> {
  return db.selectFrom('messageTemplates').selectAll().where('userId', '=', userId).orderBy('id').execute();
}

export async function findTemplate(db: Db, userId: number, id: number): Promise<MessageTemplateRow | undefined> {
  return findUserRow(db, 'messageTemplates', userId, id);
}

export async function countTemplates(db: Db, userId: number): Promise<number> {
  return countOf(db, db.selectFrom('messageTemplates').where('userId', '=', userId));
}

export async function insertTemplate(
  db: Db,
  values: { userId: number; name: string; content: string },
): Promise<MessageTemplateRow> {
  const now = new Date().toISOString();
  return db
    .insertInto('messageTemplates')
    .values({ ...values, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateTemplate(db: Db, id: number, values: { name: string; content: string }): Promise<void> {
  await db
    .updateTable('messageTemplates')
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function deleteTemplate(db: Db, id: number): Promise<void> {
  await db.deleteFrom('messageTemplates').where('id', '=', id).execute();
}
