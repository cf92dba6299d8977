/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import { sql, type Kysely } from 'kysely';
import { addIdColumn } from './portable.js';

/**
 * The guest app guides of a listing (spec §3 HomeGuide, Local guide). `image` is an image reference
 * (`/images/{id}` or `/uploads/…`), as the check-in step images are. `properties.local_guides_copied_from` records
 * the one copy of another listing's local guide (spec §4: once only).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('home_guides'))
    .addColumn('property_id', 'integer', (col) => col.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('type', 'varchar(20)', (col) => col.notNull())
    .addColumn('title', 'varchar(50)', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('image', 'varchar(300)')
    .addColumn('youtube_id', 'varchar(11)')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('home_guides_property').on('home_guides').columns(['property_id', 'type']).execute();

  await addIdColumn(db, db.schema.createTable('local_guides'))
    .addColumn('property_id', 'integer', (col) => col.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('type', 'varchar(20)', (col) => col.notNull())
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('place_id', 'varchar(300)')
    .addColumn('places_photo_reference', 'text')
    .addColumn('website_url', 'varchar(500)')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('image', 'varchar(300)')
    .addColumn('price', 'integer', (col) => col.check(sql`price between 1 and 5`))
    .addColumn('category', 'varchar(20)')
    .addColumn('description', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('local_guides_property').on('local_guides').columns(['property_id', 'type']).execute();

  await db.schema
    .createTable('local_guide_copies')
    .addColumn('target_property_id', 'integer', (col) =>
      col.primaryKey().references('properties.id').onDelete('cascade'),
    )
    .addColumn('source_property_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('local_guide_copies').execute();
  await db.schema.dropTable('local_guides').execute();
  await db.schema.dropTable('home_guides').execute();
}
