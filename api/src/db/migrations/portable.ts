/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * The one column type that cannot be spelled the same on both databases: an auto-numbered primary key
 * (`serial` on PostgreSQL, `integer ... autoincrement` on SQLite, which never reuses a deleted id).
 */
export function addIdColumn<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}
