/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Full-text search of listings, bookings and messages (spec §2 Search results, §7 GET /search/{query}), case and
 * accent insensitive, kept current on every write by the database itself whatever code path writes:
 * - SQLite: FTS5 tables over the rows (external content, unicode61 tokenizer removing diacritics) and triggers;
 * - PostgreSQL: GIN indexes on tsvector expressions of the rows themselves (nothing to keep in step), folded by
 *   `portal_fold` (lower + translate of accented Latin letters: immutable, so usable in an index, no extension).
 */
const SOURCES = {
  properties: [
    'name',
    'address_house_number',
    'address_house_name',
    'address_street',
    'address_town',
    'address_postcode',
    'address_country',
  ],
  bookings: ['provider_guest_name'],
  messages: ['content'],
} as const;

/** Accented Latin letters and what they fold to, one for one (translate() needs equal lengths). */
const FOLDS: [string, string][] = [
  ['àáâãäåāăą', 'a'],
  ['çćč', 'c'],
  ['ďđ', 'd'],
  ['èéêëēėęě', 'e'],
  ['ğ', 'g'],
  ['ìíîïīįı', 'i'],
  ['ł', 'l'],
  ['ñńň', 'n'],
  ['òóôõöøōőœ', 'o'],
  ['ŕř', 'r'],
  ['śšşß', 's'],
  ['ť', 't'],
  ['ùúûüūůűų', 'u'],
  ['ýÿ', 'y'],
  ['źżž', 'z'],
];
export const FOLD_FROM = FOLDS.map(([from]) => from).join('');
export const FOLD_TO = FOLDS.map(([from, to]) => to.repeat([...from].length)).join('');

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql
      .raw(
        `create or replace function portal_fold(value text) returns text language sql immutable parallel safe as $$ select translate(lower(coalesce(value, '')), '${FOLD_FROM}', '${FOLD_TO}') $$`,
      )
      .execute(db);
    for (const [table, columns] of Object.entries(SOURCES)) {
      await sql.raw(`create index ${table}_search on ${table} using gin (${tsvectorOf(columns)})`).execute(db);
    }
    return;
  }
  for (const [table, columns] of Object.entries(SOURCES)) {
    const list = columns.join(', ');
    const values = (row: 'new' | 'old') => columns.map((column) => `${row}.${column}`).join(', ');
    await sql
      .raw(
        `create virtual table ${table}_search using fts5(${list}, content='${table}', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
      )
      .execute(db);
    await sql.raw(`insert into ${table}_search(${table}_search) values ('rebuild')`).execute(db);
    await sql
      .raw(
        `create trigger ${table}_search_insert after insert on ${table} begin insert into ${table}_search(rowid, ${list}) values (new.id, ${values('new')}); end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_search_delete after delete on ${table} begin insert into ${table}_search(${table}_search, rowid, ${list}) values ('delete', old.id, ${values('old')}); end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_search_update after update of ${list} on ${table} begin insert into ${table}_search(${table}_search, rowid, ${list}) values ('delete', old.id, ${values('old')}); insert into ${table}_search(rowid, ${list}) values (new.id, ${values('new')}); end`,
      )
      .execute(db);
  }
}

/** The indexed expression; the search repository spells the same one, so PostgreSQL uses the index. */
export function tsvectorOf(columns: readonly string[]): string {
  return `to_tsvector('simple', portal_fold(${columns.map((column) => `coalesce(${column}, '')`).join(` || ' ' || `)}))`;
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const table of Object.keys(SOURCES)) await sql.raw(`drop index ${table}_search`).execute(db);
    await sql.raw('drop function portal_fold(text)').execute(db);
    return;
  }
  for (const table of Object.keys(SOURCES)) {
    for (const event of ['insert', 'delete', 'update'])
      await sql.raw(`drop trigger ${table}_search_${event}`).execute(db);
    await sql.raw(`drop table ${table}_search`).execute(db);
  }
}

export const SEARCH_SOURCES = SOURCES;
