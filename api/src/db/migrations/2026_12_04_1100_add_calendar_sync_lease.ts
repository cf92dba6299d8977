/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import type { Kysely } from 'kysely';

/**
 * A calendar's sync lease: until when one API instance holds the link's sync. Any number of instances share one
 * database, so the claim is taken there (a conditional update), and a crashed instance's lease simply runs out.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('calendars').addColumn('sync_lease_until', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('calendars').dropColumn('sync_lease_until').execute();
}
