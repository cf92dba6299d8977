/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import type { Kysely } from 'kysely';
import { addIdColumn } from './portable.js';

/**
 * Property photos (spec §3 Image: the original and its sizes, as storage keys) and plain uploads (POST /upload:
 * step images and the like). Both belong to a user; a photo may be attached to one of the user's listings.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('images'))
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('property_id', 'integer', (col) => col.references('properties.id').onDelete('cascade'))
    .addColumn('property_photo_type', 'text')
    .addColumn('caption', 'text')
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('original_key', 'text', (col) => col.notNull())
    .addColumn('square_small_key', 'text', (col) => col.notNull())
    .addColumn('medium_key', 'text', (col) => col.notNull())
    .addColumn('large_key', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('images_property').on('images').columns(['property_id', 'position']).execute();
  await db.schema.createIndex('images_owner').on('images').column('owner_id').execute();

  await addIdColumn(db, db.schema.createTable('uploads'))
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (col) => col.notNull().unique())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('uploads').execute();
  await db.schema.dropTable('images').execute();
}
