/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import type { Kysely } from 'kysely';

/**
 * `calendars_property`: a listing's iCal links by listing. Every list of listings reads its listings' channels from
 * their links, and the calendar and sync read them per listing; without it each read scanned every host's links.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('calendars_property').on('calendars').columns(['property_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('calendars_property').execute();
}
