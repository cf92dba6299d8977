/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import type { Kysely } from 'kysely';
import { addIdColumn } from './portable.js';

/**
 * iCal import links (spec §3 Calendar) and a minimal bookings table: only what the rule 'a calendar with
 * confirmed bookings cannot be deleted' needs today. The calendars issue fills and extends it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('calendars'))
    .addColumn('property_id', 'integer', (col) => col.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('provider_slug', 'text', (col) => col.notNull())
    .addColumn('last_synced_at', 'text')
    .addColumn('last_sync_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('calendars_property_url', ['property_id', 'url'])
    .execute();

  await addIdColumn(db, db.schema.createTable('bookings'))
    .addColumn('property_id', 'integer', (col) => col.notNull().references('properties.id').onDelete('cascade'))
    // Only cancelled bookings can remain when a calendar goes (the API refuses otherwise); they go with it.
    .addColumn('calendar_id', 'integer', (col) => col.references('calendars.id').onDelete('cascade'))
    .addColumn('uid', 'text')
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    .addColumn('provider_guest_name', 'text')
    .addColumn('number_of_guest', 'integer')
    .addColumn('payment_method', 'text')
    .addColumn('ota', 'text')
    .addColumn('deleted_at', 'text')
    .addColumn('invite_code', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('bookings_property').on('bookings').columns(['property_id', 'start_date']).execute();
  await db.schema.createIndex('bookings_calendar').on('bookings').column('calendar_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bookings').execute();
  await db.schema.dropTable('calendars').execute();
}
