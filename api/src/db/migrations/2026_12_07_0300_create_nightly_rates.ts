/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import type { Kysely } from 'kysely';

/**
 * The calendar's nightly values computed on write (issue 17 point 2): per listing per day the rate the pricing
 * engine gives, the minimum stay, whether a block closes it, and the overrides it was computed with. Rows are kept
 * for the window of nightly-rates/window.ts and refreshed in the transaction of every write that changes them; the
 * rows of existing listings are filled on start by the roll-forward (nightly-rates/roll.ts), which is idempotent.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('nightly_rates')
    .addColumn('property_id', 'integer', (col) => col.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('date', 'text', (col) => col.notNull())
    // Minor units; null: no base rate and no override.
    .addColumn('rate', 'integer')
    .addColumn('rate_source', 'text', (col) => col.notNull())
    .addColumn('min_nights', 'integer')
    .addColumn('blocked', 'integer', (col) => col.notNull())
    .addColumn('rate_override', 'integer')
    .addColumn('min_nights_override', 'integer')
    .addPrimaryKeyConstraint('nightly_rates_pkey', ['property_id', 'date'])
    .execute();
  await db.schema.createIndex('nightly_rates_date').on('nightly_rates').column('date').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('nightly_rates').execute();
}
