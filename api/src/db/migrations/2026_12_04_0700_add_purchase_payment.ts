/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import { sql, type Kysely } from 'kysely';

/**
 * How a guest's purchase is paid: 'on-arrival' (the guest pays the host on arrival; the only way until guest
 * checkout through the payment provider exists) or, later, 'paid'. Rows bought before this column are on arrival.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('purchases')
    .addColumn('payment', 'text', (column) => column.notNull().defaultTo(sql`'on-arrival'`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('purchases').dropColumn('payment').execute();
}
