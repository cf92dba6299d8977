/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import type { Kysely } from 'kysely';

/**
 * What keeps an iCal import from doing harm on a channel's bad day: the events a sync had to leave out (impossible
 * dates), the failures in a row that space out a link's next attempts, and when a stay first went missing from its
 * feed (it is cancelled only when the next successful fetch misses it too).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('calendars').addColumn('last_sync_warning', 'text').execute();
  await db.schema
    .alterTable('calendars')
    .addColumn('sync_failures', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('bookings').addColumn('missing_since', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('missing_since').execute();
  await db.schema.alterTable('calendars').dropColumn('sync_failures').execute();
  await db.schema.alterTable('calendars').dropColumn('last_sync_warning').execute();
}
