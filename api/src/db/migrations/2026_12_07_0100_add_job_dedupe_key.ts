/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import type { Kysely } from 'kysely';

/**
 * A job's dedupe key (the embedded queue's equivalent of BullMQ's deduplication id): while a job with a key is queued
 * or running, enqueueing another with the same key adds nothing (one `ical.sync` job per link). Unique; a job that
 * gave up loses its key, so the next one can be queued.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('dedupe_key', 'text').execute();
  await db.schema.createIndex('jobs_dedupe_key').on('jobs').column('dedupe_key').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('jobs_dedupe_key').execute();
  await db.schema.alterTable('jobs').dropColumn('dedupe_key').execute();
}
