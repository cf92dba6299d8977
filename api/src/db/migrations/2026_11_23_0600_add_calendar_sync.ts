/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { addIdColumn } from './portable.js';

/**
 * iCal sync both ways: the sync state of a calendar (conditional GET validators, last attempt and result), the
 * imported bookings' bookkeeping (unique UID per calendar, conflict flag), the blocked dates a feed carries, and
 * each listing's secret export token.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('calendars').addColumn('etag', 'text').execute();
  await db.schema.alterTable('calendars').addColumn('last_modified', 'text').execute();
  await db.schema.alterTable('calendars').addColumn('last_sync_attempt_at', 'text').execute();
  await db.schema.alterTable('calendars').addColumn('last_sync_result', 'text').execute();

  await db.schema
    .alterTable('bookings')
    .addColumn('conflict', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('bookings').addColumn('updated_at', 'text').execute();
  await db.schema
    .createIndex('bookings_calendar_uid')
    .on('bookings')
    .columns(['calendar_id', 'uid'])
    .unique()
    .execute();

  await addIdColumn(db, db.schema.createTable('availability_blocks'))
    .addColumn('property_id', 'integer', (col) => col.notNull().references('properties.id').onDelete('cascade'))
    // Null: a block made here; set: imported from that calendar's feed (replaced on each of its syncs).
    .addColumn('calendar_id', 'integer', (col) => col.references('calendars.id').onDelete('cascade'))
    .addColumn('uid', 'text')
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    .addColumn('summary', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('availability_blocks_property')
    .on('availability_blocks')
    .columns(['property_id', 'start_date'])
    .execute();
  await db.schema.createIndex('availability_blocks_calendar').on('availability_blocks').column('calendar_id').execute();

  await db.schema.alterTable('properties').addColumn('ical_export_token', 'text').execute();
  const properties = await db.selectFrom('properties').select('id').execute();
  for (const { id } of properties as { id: number }[]) {
    await db
      .updateTable('properties')
      .set({ ical_export_token: randomBytes(24).toString('base64url') })
      .where('id', '=', id)
      .execute();
  }
  await db.schema
    .createIndex('properties_ical_export_token')
    .on('properties')
    .column('ical_export_token')
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('properties_ical_export_token').execute();
  await db.schema.alterTable('properties').dropColumn('ical_export_token').execute();
  await db.schema.dropTable('availability_blocks').execute();
  await db.schema.dropIndex('bookings_calendar_uid').execute();
  await db.schema.alterTable('bookings').dropColumn('updated_at').execute();
  await db.schema.alterTable('bookings').dropColumn('conflict').execute();
  for (const column of ['last_sync_result', 'last_sync_attempt_at', 'last_modified', 'etag']) {
    await db.schema.alterTable('calendars').dropColumn(column).execute();
  }
}
