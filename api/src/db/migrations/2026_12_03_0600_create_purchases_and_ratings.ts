/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import type { Kysely } from 'kysely';
import { addIdColumn } from './portable.js';

/**
 * What the dashboard and analytics count (spec §3 Purchase, Booking ratings): a booking's purchases with their line
 * items (price in minor units; `service_id` null when the item is not one of the host's services), and the guest's
 * four ratings of a stay (1 to 5) with when they were given.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('purchases'))
    .addColumn('booking_id', 'integer', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('purchases_booking').on('purchases').columns(['booking_id', 'created_at']).execute();
  await db.schema.createIndex('purchases_created').on('purchases').column('created_at').execute();

  await addIdColumn(db, db.schema.createTable('purchase_line_items'))
    .addColumn('purchase_id', 'integer', (col) => col.notNull().references('purchases.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('service_id', 'integer')
    .execute();
  await db.schema.createIndex('purchase_line_items_purchase').on('purchase_line_items').column('purchase_id').execute();

  for (const column of ['rating_cleanliness', 'rating_condition', 'rating_app', 'rating_overall']) {
    await db.schema.alterTable('bookings').addColumn(column, 'integer').execute();
  }
  await db.schema.alterTable('bookings').addColumn('rated_at', 'text').execute();
  await db.schema.createIndex('bookings_property_end').on('bookings').columns(['property_id', 'end_date']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bookings_property_end').execute();
  for (const column of ['rated_at', 'rating_overall', 'rating_app', 'rating_condition', 'rating_cleanliness']) {
    await db.schema.alterTable('bookings').dropColumn(column).execute();
  }
  await db.schema.dropTable('purchase_line_items').execute();
  await db.schema.dropTable('purchases').execute();
}
