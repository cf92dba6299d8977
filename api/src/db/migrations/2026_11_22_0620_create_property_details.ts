/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import { sql, type Kysely } from 'kysely';
import { addIdColumn } from './portable.js';

/** Bedrooms, amenities (one row per listing) and seasonal rates of a listing (spec §3). */
export async function up(db: Kysely<any>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('property_bedrooms'))
    .addColumn('property_id', 'integer', (col) => col.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('double_beds', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('single_beds', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('property_bedrooms_property').on('property_bedrooms').column('property_id').execute();

  // The flags that are on, as a JSON array of amenity keys: the list of amenities can grow without a migration.
  await addIdColumn(db, db.schema.createTable('property_amenities'))
    .addColumn('property_id', 'integer', (col) =>
      col.notNull().unique().references('properties.id').onDelete('cascade'),
    )
    .addColumn('amenities', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await addIdColumn(db, db.schema.createTable('seasonal_rates'))
    .addColumn('property_id', 'integer', (col) => col.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('from_date', 'text', (col) => col.notNull())
    .addColumn('to_date', 'text', (col) => col.notNull())
    .addColumn('rate_change', 'integer', (col) => col.notNull())
    .addColumn('repeat_yearly', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('seasonal_rates_dates', sql`to_date >= from_date`)
    .addCheckConstraint('seasonal_rates_change', sql`rate_change > -100 and rate_change <= 500`)
    .execute();
  await db.schema
    .createIndex('seasonal_rates_property')
    .on('seasonal_rates')
    .columns(['property_id', 'from_date'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('seasonal_rates').execute();
  await db.schema.dropTable('property_amenities').execute();
  await db.schema.dropTable('property_bedrooms').execute();
}
