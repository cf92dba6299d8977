/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import type { Kysely } from 'kysely';
import { addIdColumn } from './portable.js';

export async function up(db: Kysely<any>): Promise<void> {
  const optionalText = [
    'phone',
    'address_house_name_number',
    'address_street',
    'address_city',
    'address_postcode',
    'address_country',
    'company_name',
    'company_website',
    'company_address_house_name_number',
    'company_address_street',
    'company_address_city',
    'company_address_postcode',
    'company_address_country',
    'company_merchant_name',
    'currency',
    'onboard_mode_selection',
  ];
  let table = addIdColumn(db, db.schema.createTable('users'))
    .addColumn('email', 'varchar(255)', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('accepts_marketing', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('English'))
    .addColumn('is_company', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull());
  for (const column of optionalText) table = table.addColumn(column, 'text');
  await table.execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('users').execute();
}
