/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import type { Kysely } from 'kysely';

/**
 * `properties.nightly_version`: bumped with every change to the listing's `nightly_rates` rows, in the same
 * transaction. The calendar keeps the listings' packed nights in memory under (listing, version, window): a version
 * read with the listing tells every API instance whether what it holds is still the table's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('properties')
    .addColumn('nightly_version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('properties').dropColumn('nightly_version').execute();
}
