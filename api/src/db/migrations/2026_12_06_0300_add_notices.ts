/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import type { Kysely } from 'kysely';

/**
 * The host's mail notices (issue 15 point 8): when the user was last seen (an authenticated request, written at most
 * once a minute), their two switches (on by default), and one pending notice per conversation with unread guest
 * messages: due 15 minutes after the burst's first message, claimed by one API instance at a time (`lease_until`,
 * a conditional update), `sent_at` once mailed. Reading the conversation deletes it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('last_seen_at', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('notify_offline_messages', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('notify_channel_bookings', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('message_notices')
    .addColumn('booking_id', 'integer', (column) => column.primaryKey().references('bookings.id').onDelete('cascade'))
    .addColumn('host_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('first_message_id', 'integer', (column) =>
      column.notNull().references('messages.id').onDelete('cascade'),
    )
    .addColumn('due_at', 'text', (column) => column.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('message_notices_due').on('message_notices').columns(['sent_at', 'due_at']).execute();
  await db.schema.createIndex('message_notices_host').on('message_notices').column('host_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('message_notices').execute();
  await db.schema.alterTable('users').dropColumn('notify_channel_bookings').execute();
  await db.schema.alterTable('users').dropColumn('notify_offline_messages').execute();
  await db.schema.alterTable('users').dropColumn('last_seen_at').execute();
}
