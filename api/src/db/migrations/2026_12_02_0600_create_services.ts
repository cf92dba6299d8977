/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import type { Kysely } from 'kysely';
import { addIdColumn } from './portable.js';

/**
 * Guest services a host sells (spec §3 Service) and what guests bought (spec §3 Purchase). A line item copies the
 * service's name, price and currency when it is bought, and its `service_id` becomes null when the host deletes the
 * service, so a purchase stays readable (and invoiced) after the service is gone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('services'))
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('image', 'text')
    .addColumn('terms', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('services_owner').on('services').columns(['owner_id', 'title']).execute();

  await addIdColumn(db, db.schema.createTable('purchases'))
    .addColumn('booking_id', 'integer', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('purchases_booking').on('purchases').column('booking_id').execute();

  await addIdColumn(db, db.schema.createTable('purchase_line_items'))
    .addColumn('purchase_id', 'integer', (col) => col.notNull().references('purchases.id').onDelete('cascade'))
    .addColumn('service_id', 'integer', (col) => col.references('services.id').onDelete('set null'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('purchase_line_items_purchase').on('purchase_line_items').column('purchase_id').execute();
  await db.schema.createIndex('purchase_line_items_service').on('purchase_line_items').column('service_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('purchase_line_items').execute();
  await db.schema.dropTable('purchases').execute();
  await db.schema.dropTable('services').execute();
}
