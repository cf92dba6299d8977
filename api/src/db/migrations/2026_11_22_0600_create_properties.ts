/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import type { Kysely } from 'kysely';
import { addIdColumn } from './portable.js';

/** Listings (spec §3 Property). Booleans are integers 0/1; money is minor units; times are 'HH:MM' text. */
export async function up(db: Kysely<any>): Promise<void> {
  const text = [
    'description',
    'type',
    'licence_number',
    'address_country',
    'address_postcode',
    'address_house_number',
    'address_house_name',
    'address_street',
    'address_town',
    'cancellation_policy_mode',
    'arrive_after',
    'arrive_before',
    'depart_before',
    'check_in_youtube_id',
    'check_in_step1_description',
    'check_in_step1_image',
    'check_in_step2_description',
    'check_in_step2_image',
    'check_in_step3_description',
    'check_in_step3_image',
    'check_out_youtube_id',
    'check_out_step1_description',
    'check_out_step1_image',
    'check_out_step2_description',
    'check_out_step2_image',
    'check_out_step3_description',
    'check_out_step3_image',
    'welcome_message',
    'welcome_message_youtube_id',
    'auto_message_content',
    'wifi_name',
    'wifi_code',
    'wifi_details',
    'airbnb_url',
  ];
  const integers = [
    'floor',
    'space',
    'number_of_bathrooms',
    'base_rate',
    'weekly_discount',
    'fortnightly_discount',
    'monthly_discount',
    'quarterly_discount',
    'early_bird_min_days_before_arrival',
    'early_bird_discount',
    'last_minute_max_days_before_arrival',
    'last_minute_discount',
    'weekend_markup',
    'orphan_nights_min_nights',
    'orphan_nights_markup',
    'security_deposit',
    'cleaning_fee',
    'linen_fee',
    'management_fee',
    'city_tax',
    'extra_guest_price',
    'min_nights',
    'standard_guests',
    'can_sleep_max',
    'days_before_arrival',
  ];
  const flags = [
    'licence_exempt',
    'legal_to_operate',
    'is_active',
    'is_archived',
    'length_of_stay_enabled',
    'early_bird_enabled',
    'last_minute_enabled',
    'weekend_enabled',
    'orphan_nights_enabled',
    'seasonal_enabled',
    'extra_charges_enabled',
    'auto_message_enabled',
  ];
  let table = addIdColumn(db, db.schema.createTable('properties'))
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('address_latitude', 'double precision')
    .addColumn('address_longitude', 'double precision')
    // Service ids as a JSON array (the services domain comes later).
    .addColumn('services', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull());
  for (const column of text) table = table.addColumn(column, 'text');
  for (const column of integers) table = table.addColumn(column, 'integer');
  for (const column of flags) table = table.addColumn(column, 'integer', (col) => col.notNull().defaultTo(0));
  await table.execute();
  await db.schema.createIndex('properties_owner').on('properties').columns(['owner_id', 'is_archived']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('properties').execute();
}
