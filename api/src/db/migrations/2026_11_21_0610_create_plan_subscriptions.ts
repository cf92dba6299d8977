/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import { sql, type Kysely } from 'kysely';
import { addIdColumn } from './portable.js';

export async function up(db: Kysely<any>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('plan_subscriptions'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_identifier', 'text', (col) => col.notNull())
    .addColumn('platform', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('active'))
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('plan_subscriptions_status', sql`status in ('active', 'cancelled', 'ended')`)
    .execute();
  await db.schema
    .createIndex('plan_subscriptions_user_status')
    .on('plan_subscriptions')
    .columns(['user_id', 'status', 'started_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('plan_subscriptions').execute();
}
