/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import { sql, type Kysely } from 'kysely';
import { addIdColumn } from './portable.js';

/** Content and rates-and-availability (rad) pushes of a listing to the channels, newest last. */
export async function up(db: Kysely<any>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('property_sync_log'))
    .addColumn('property_id', 'integer', (col) => col.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('changed', 'text')
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('property_sync_log_kind', sql`kind in ('content', 'rad')`)
    .execute();
  await db.schema
    .createIndex('property_sync_log_property')
    .on('property_sync_log')
    .columns(['property_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('property_sync_log').execute();
}
