/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import type { Kysely } from 'kysely';
import { addIdColumn } from './portable.js';

/**
 * The embedded job queue (integrations/jobs/embedded.ts: used when REDIS_URL is unset) and webhooks (issue 16
 * point 3): each host's endpoints, the deliveries of events to them and every attempt of a delivery.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('run_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (col) => col.notNull())
    .addColumn('backoff_ms', 'integer', (col) => col.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('lease_owner', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at']).execute();

  await addIdColumn(db, db.schema.createTable('webhook_endpoints'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('events', 'text', (col) => col.notNull())
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('webhook_endpoints_user').on('webhook_endpoints').column('user_id').execute();

  await addIdColumn(db, db.schema.createTable('webhook_deliveries'))
    .addColumn('endpoint_id', 'integer', (col) => col.notNull().references('webhook_endpoints.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('event_type', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_endpoint')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'id'])
    .execute();

  await addIdColumn(db, db.schema.createTable('webhook_attempts'))
    .addColumn('delivery_id', 'integer', (col) => col.notNull().references('webhook_deliveries.id').onDelete('cascade'))
    .addColumn('attempted_at', 'text', (col) => col.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('duration_ms', 'integer', (col) => col.notNull())
    .addColumn('response_body', 'text', (col) => col.notNull())
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createIndex('webhook_attempts_delivery')
    .on('webhook_attempts')
    .columns(['delivery_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webhook_attempts').execute();
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhook_endpoints').execute();
  await db.schema.dropTable('jobs').execute();
}
