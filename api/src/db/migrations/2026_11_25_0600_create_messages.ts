/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import type { Kysely } from 'kysely';
import { addIdColumn } from './portable.js';

/**
 * Messaging (spec §3 Message, Message template): messages per booking, each user's templates, the guest who joined
 * a booking through its invite code (main_guest_id), and whether the listing's automatic welcome message is still
 * to be posted for a booking (welcome_pending: set when a booking is created, cleared once handled).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .addColumn('main_guest_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('welcome_pending', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await addIdColumn(db, db.schema.createTable('messages'))
    .addColumn('booking_id', 'integer', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('sender_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('messages_booking').on('messages').columns(['booking_id', 'id']).execute();

  await addIdColumn(db, db.schema.createTable('message_templates'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('message_templates_user').on('message_templates').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('message_templates').execute();
  await db.schema.dropTable('messages').execute();
  await db.schema.alterTable('bookings').dropColumn('welcome_pending').execute();
  await db.schema.alterTable('bookings').dropColumn('main_guest_id').execute();
}
