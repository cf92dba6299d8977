/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { tsvectorOf } from './2026_12_03_0610_create_search_indexes.js';

/**
 * Guest services in the full-text search (spec §2 Search results: the Services column), by title and description,
 * the same way as listings, bookings and messages: an FTS5 table kept by triggers on SQLite, a GIN index on the
 * folded tsvector expression on PostgreSQL.
 */
export const SERVICES_SEARCH_COLUMNS = ['title', 'description'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql
      .raw(`create index services_search on services using gin (${tsvectorOf(SERVICES_SEARCH_COLUMNS)})`)
      .execute(db);
    return;
  }
  const list = SERVICES_SEARCH_COLUMNS.join(', ');
  const values = (row: 'new' | 'old') => SERVICES_SEARCH_COLUMNS.map((column) => `${row}.${column}`).join(', ');
  const statements = [
    `create virtual table services_search using fts5(${list}, content='services', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
    `insert into services_search(services_search) values ('rebuild')`,
    `create trigger services_search_insert after insert on services begin insert into services_search(rowid, ${list}) values (new.id, ${values('new')}); end`,
    `create trigger services_search_delete after delete on services begin insert into services_search(services_search, rowid, ${list}) values ('delete', old.id, ${values('old')}); end`,
    `create trigger services_search_update after update of ${list} on services begin insert into services_search(services_search, rowid, ${list}) values ('delete', old.id, ${values('old')}); insert into services_search(rowid, ${list}) values (new.id, ${values('new')}); end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql.raw('drop index services_search').execute(db);
    return;
  }
  for (const event of ['insert', 'delete', 'update'])
    await sql.raw(`drop trigger services_search_${event}`).execute(db);
  await sql.raw('drop table services_search').execute(db);
}
