import type { Db } from '../db/database.js';

export interface NotificationSwitches {
  offlineMessages: boolean;
  channelBookings: boolean;
}

export async function findSwitches(db: Db, userId: number): Promise<NotificationSwitches | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['notifyOfflineMessages', 'notifyChannelBookings'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row && { offlineMessages: row.notifyOfflineMessages === 1, channelBookings: row.notifyChannelBookings === 1 };
}

/** Changes the switches given; turning offline-message mail off drops the host's pending notices. */
export async function updateSwitches(db: Db, userId: number, changes: Partial<NotificationSwitches>): Promise<void> {
  const columns = {
    ...(changes.offlineMessages === undefined ? {} : { notifyOfflineMessages: changes.offlineMessages ? 1 : 0 }),
    ...(changes.channelBookings === undefined ? {} : { notifyChannelBookings: changes.channelBookings ? 1 : 0 }),
  };
  if (Object.keys(columns).length === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set(columns).where('id', '=', userId).execute();
    if (changes.offlineMessages === false) {
      // Mailed notices stay: they keep the conversation from a second mail until the host reads it.
      await trx.deleteFrom('messageNotices').where('hostId', '=', userId).where('sentAt', 'is', null).execute();
    }
  });
}

/**
 * A guest's message starts a burst unless one is pending or was mailed and not read yet: the conversation then gets
 * no second notice until the host reads it.
 */
export async function recordGuestMessage(
  db: Db,
  notice: { bookingId: number; hostId: number; messageId: number; dueAt: string },
): Promise<void> {
  await db
    .insertInto('messageNotices')
    .values({
      bookingId: notice.bookingId,
      hostId: notice.hostId,
      firstMessageId: notice.messageId,
      dueAt: notice.dueAt,
    })
    .onConflict((conflict) => conflict.column('bookingId').doNothing())
    .execute();
}

/** The host read (or answered) the conversation: its burst is over. */
export async function clearNotice(db: Db, bookingId: number): Promise<void> {
  await db.deleteFrom('messageNotices').where('bookingId', '=', bookingId).execute();
}

/**
 * Notices due at `now` that no instance holds, of hosts who want them and have not been seen since `seenBefore`,
 * oldest first.
 */
export async function dueNotices(db: Db, now: Date, seenBefore: Date, limit: number): Promise<number[]> {
  const at = now.toISOString();
  const rows = await db
    .selectFrom('messageNotices')
    .innerJoin('users', 'users.id', 'messageNotices.hostId')
    .select('messageNotices.bookingId')
    .where('messageNotices.sentAt', 'is', null)
    .where('messageNotices.dueAt', '<=', at)
    .where((eb) => eb.or([eb('messageNotices.leaseUntil', 'is', null), eb('messageNotices.leaseUntil', '<', at)]))
    .where('users.notifyOfflineMessages', '=', 1)
    .where((eb) => eb.or([eb('users.lastSeenAt', 'is', null), eb('users.lastSeenAt', '<', seenBefore.toISOString())]))
    .orderBy('messageNotices.dueAt')
    .limit(limit)
    .execute();
  return rows.map((row) => row.bookingId);
}

/** Takes the notice for `leaseMs` unless it was sent, read, or is held by another instance: true when taken. */
export async function claimNotice(db: Db, bookingId: number, now: Date, leaseMs: number): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .updateTable('messageNotices')
    .set({ leaseUntil: new Date(now.getTime() + leaseMs).toISOString() })
    .where('bookingId', '=', bookingId)
    .where('sentAt', 'is', null)
    .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', at)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markNoticeSent(db: Db, bookingId: number, now: Date): Promise<void> {
  await db
    .updateTable('messageNotices')
    .set({ sentAt: now.toISOString(), leaseUntil: null })
    .where('bookingId', '=', bookingId)
    .execute();
}

/** What the mail says: the host, the guest who wrote first, the listing, the burst's messages. */
export async function noticeContent(db: Db, bookingId: number) {
  const notice = await db
    .selectFrom('messageNotices')
    .innerJoin('users as host', 'host.id', 'messageNotices.hostId')
    .innerJoin('messages', 'messages.id', 'messageNotices.firstMessageId')
    .innerJoin('users as sender', 'sender.id', 'messages.senderId')
    .innerJoin('bookings', 'bookings.id', 'messageNotices.bookingId')
    .innerJoin('properties', 'properties.id', 'bookings.propertyId')
    .select([
      'messageNotices.firstMessageId',
      'messageNotices.sentAt',
      'messageNotices.dueAt',
      'host.email as hostEmail',
      'host.firstName as hostFirstName',
      'sender.firstName as guestFirstName',
      'sender.lastName as guestLastName',
      'properties.name as propertyName',
      'messages.content',
    ])
    .where('messageNotices.bookingId', '=', bookingId)
    .executeTakeFirst();
  if (!notice) return undefined;
  const count = await db
    .selectFrom('messages')
    .innerJoin('bookings', 'bookings.id', 'messages.bookingId')
    .innerJoin('properties', 'properties.id', 'bookings.propertyId')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('messages.bookingId', '=', bookingId)
    .where('messages.id', '>=', notice.firstMessageId)
    .whereRef('messages.senderId', '!=', 'properties.ownerId')
    .executeTakeFirstOrThrow();
  return { ...notice, unread: Number(count.count) };
}
