/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const COLUMNS = 'property_id, date, rate, rate_source, min_nights, blocked, rate_override, min_nights_override';

/**
 * SQLite: `nightly_rates` becomes a WITHOUT ROWID table, its rows stored in primary-key order (listing, date), so the
 * calendar's read of 80 nights per listing walks consecutive rows instead of looking each one up by rowid (a third
 * less time for 200 listings). PostgreSQL reads the primary key's index as before: nothing changes there.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await rebuild(db, sql`without rowid`);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await rebuild(db, sql``);
}

async function rebuild(db: Kysely<any>, options: ReturnType<typeof sql>) {
  await db.schema
    .createTable('nightly_rates_rebuilt')
    .addColumn('property_id', 'integer', (col) => col.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('rate', 'integer')
    .addColumn('rate_source', 'text', (col) => col.notNull())
    .addColumn('min_nights', 'integer')
    .addColumn('blocked', 'integer', (col) => col.notNull())
    .addColumn('rate_override', 'integer')
    .addColumn('min_nights_override', 'integer')
    .addPrimaryKeyConstraint('nightly_rates_rebuilt_pkey', ['property_id', 'date'])
    .modifyEnd(options)
    .execute();
  await sql`insert into nightly_rates_rebuilt (${sql.raw(COLUMNS)}) select ${sql.raw(COLUMNS)} from nightly_rates`.execute(
    db,
  );
  await db.schema.dropTable('nightly_rates').execute();
  await db.schema.alterTable('nightly_rates_rebuilt').renameTo('nightly_rates').execute();
  await db.schema.createIndex('nightly_rates_date').on('nightly_rates').column('date').execute();
}
