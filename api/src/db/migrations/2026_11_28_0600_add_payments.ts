/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import type { Kysely } from 'kysely';
import { addIdColumn } from './portable.js';

/**
 * Payments through a provider (Stripe): the provider's customer of each user (for the customer portal), the
 * provider's side of a plan subscription (its ids, its own status, trial and renewal dates, and the time of the
 * last event applied, so an older event never overwrites a newer state), and every webhook event received, by the
 * provider's event id, so a replayed event changes nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('stripe_customer_id', 'text').execute();
  await db.schema.createIndex('users_stripe_customer').on('users').column('stripe_customer_id').unique().execute();

  for (const column of [
    'provider_subscription_id',
    'provider_customer_id',
    'provider_status',
    'trial_ends_at',
    'renews_at',
    'cancels_at',
    'provider_event_at',
  ]) {
    await db.schema.alterTable('plan_subscriptions').addColumn(column, 'text').execute();
  }
  await db.schema
    .createIndex('plan_subscriptions_provider_subscription')
    .on('plan_subscriptions')
    .column('provider_subscription_id')
    .unique()
    .execute();

  await addIdColumn(db, db.schema.createTable('payment_events'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('event_created_at', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('payment_events_provider_event')
    .on('payment_events')
    .columns(['provider', 'event_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropIndex('plan_subscriptions_provider_subscription').execute();
  for (const column of [
    'provider_event_at',
    'cancels_at',
    'renews_at',
    'trial_ends_at',
    'provider_status',
    'provider_customer_id',
    'provider_subscription_id',
  ]) {
    await db.schema.alterTable('plan_subscriptions').dropColumn(column).execute();
  }
  await db.schema.dropIndex('users_stripe_customer').execute();
  await db.schema.alterTable('users').dropColumn('stripe_customer_id').execute();
}
