/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import type { Kysely } from 'kysely';

/**
 * What the dashboard and analytics count besides purchases (2026_12_02_0600_create_services): the guest's four
 * ratings of a stay (1 to 5, spec §3 Booking) with when they were given, and the indexes the monthly figures read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('purchases_created').on('purchases').column('created_at').execute();
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
  await db.schema.dropIndex('purchases_created').execute();
}
