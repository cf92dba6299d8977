/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import type { Kysely } from 'kysely';
import { addIdColumn } from './portable.js';

/**
 * The calendars' own data: manual overrides of a date's rate and minimum stay (spec §4 Calendar date), the price a
 * direct booking was quoted when it was made (frozen: later pricing changes do not rewrite it), and when a host
 * asked a channel to cancel a booking (spec §4 Booking: cancellation 'initiated').
 */
export async function up(db: Kysely<any>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('manual_overrides'))
    .addColumn('property_id', 'integer', (col) => col.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('date', 'text', (col) => col.notNull())
    // Minor units; null: the computed rate applies.
    .addColumn('rate', 'integer')
    // Null: the listing's minNights applies.
    .addColumn('min_nights', 'integer')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('manual_overrides_property_date', ['property_id', 'date'])
    .execute();

  await db.schema.alterTable('bookings').addColumn('quote', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('cancellation_requested_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('cancellation_requested_at').execute();
  await db.schema.alterTable('bookings').dropColumn('quote').execute();
  await db.schema.dropTable('manual_overrides').execute();
}
