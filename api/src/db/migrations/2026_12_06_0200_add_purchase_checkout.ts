/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import type { Kysely } from 'kysely';

/**
 * Guest purchases paid online (issue 15 point 7): the provider's checkout session of a purchase (unique: its webhook
 * finds the purchase by it), the page the guest pays on while it is pending, and when the provider confirmed the
 * payment. `payment` gains 'pending', 'paid', 'expired' and 'failed' next to 'on-arrival'.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  await db.schema.alterTable('purchases').addColumn('checkout_session_id', 'text').execute();
  await db.schema.alterTable('purchases').addColumn('checkout_url', 'text').execute();
  await db.schema.alterTable('purchases').addColumn('paid_at', 'text').execute();
  await db.schema
    .createIndex('purchases_checkout_session')
    .unique()
    .on('purchases')
    .column('checkout_session_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('purchases_checkout_session').execute();
  await db.schema.alterTable('purchases').dropColumn('paid_at').execute();
  await db.schema.alterTable('purchases').dropColumn('checkout_url').execute();
  await db.schema.alterTable('purchases').dropColumn('checkout_session_id').execute();
}
