/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * `list_versions`: per listing, a number the database raises whenever what the list of listings shows of it may have
 * changed (GET /properties?view=list), in the transaction of the change: the listing's row (the columns it shows), its photos (the cover is
 * the main photo, else the first) and its iCal links' channel and sync error (a channel is active while a link of it
 * syncs). The list answers an ETag made of these numbers (properties/list-etag.ts), as the calendar does with
 * calendar_versions (2026_12_11_0100): the same reasons for triggers, raised at commit on PostgreSQL, and no foreign
 * key. Photos not yet given to a listing (property_id null) raise nothing. A listing's insert or delete raises
 * nothing either: it changes which listings answer, which the tag holds too (ids are never reused: autoincrement).
 */
const RAISE_SQLITE = (id: string) =>
  `insert into list_versions (property_id, version) select ${id}, 1 where ${id} is not null
   on conflict (property_id) do update set version = list_versions.version + 1;`;

/**
 * What of a listing's row the list shows (PROPERTY_LIST_FIELDS and isActive, as they were when this was written: a
 * new list field needs a migration raising on it too, which properties/list-etag.test.ts asks for). Not the rest: a
 * stay raises the row's nightly version, and would otherwise make every list of its host stale.
 */
const LISTING_COLUMNS = ['name', 'address_town', 'airbnb_url', 'base_rate', 'min_nights', 'is_archived', 'is_active'];
/** What of an iCal link the list shows: its channel and whether its last sync failed. */
const LINK_COLUMNS = ['provider_slug', 'property_id', 'last_sync_error'];

/** `old.a is not new.a or …` (SQLite) or `… is distinct from …` (PostgreSQL): one of `columns` changed. */
const changed = (columns: string[], differs: string) =>
  columns.map((column) => `old.${column} ${differs} new.${column}`).join(' or ');

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('list_versions')
    .addColumn('property_id', 'integer', (col) => col.primaryKey())
    .addColumn('version', 'integer', (col) => col.notNull())
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  const statements = [
    `create trigger properties_list_update after update on properties when ${changed(LISTING_COLUMNS, 'is not')}
     begin ${RAISE_SQLITE('new.id')} end`,
    `create trigger images_list_insert after insert on images begin ${RAISE_SQLITE('new.property_id')} end`,
    `create trigger images_list_update after update on images begin
       ${RAISE_SQLITE('new.property_id')}
       ${RAISE_SQLITE('old.property_id')}
     end`,
    `create trigger images_list_delete after delete on images begin ${RAISE_SQLITE('old.property_id')} end`,
    `create trigger calendars_list_insert after insert on calendars begin ${RAISE_SQLITE('new.property_id')} end`,
    `create trigger calendars_list_update after update on calendars when ${changed(LINK_COLUMNS, 'is not')} begin
       ${RAISE_SQLITE('new.property_id')}
       ${RAISE_SQLITE('old.property_id')}
     end`,
    `create trigger calendars_list_delete after delete on calendars begin ${RAISE_SQLITE('old.property_id')} end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function postgresTriggers(db: Kysely<any>): Promise<void> {
  const raise = (listing: string) =>
    `if ${listing} is not null then
       insert into list_versions (property_id, version) values (${listing}, 1)
       on conflict (property_id) do update set version = list_versions.version + 1;
     end if;`;
  await sql
    .raw(
      `create function raise_list_version_of_rows() returns trigger language plpgsql as $$
       begin
         if tg_op <> 'INSERT' then ${raise('old.property_id')} end if;
         if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.property_id is distinct from old.property_id) then
           ${raise('new.property_id')}
         end if;
         return null;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function raise_list_version_of_listing() returns trigger language plpgsql as $$
       begin ${raise('new.id')} return null; end $$`,
    )
    .execute(db);
  const deferred = (name: string, events: string, table: string, raise: string, when = '') =>
    sql.raw(
      `create constraint trigger ${name} after ${events} on ${table} deferrable initially deferred
       for each row ${when} execute function raise_list_version_of_${raise}()`,
    );
  const when = (columns: string[]) => `when (${changed(columns, 'is distinct from')})`;
  await deferred('properties_list', 'update', 'properties', 'listing', when(LISTING_COLUMNS)).execute(db);
  await deferred('images_list', 'insert or update or delete', 'images', 'rows').execute(db);
  await deferred('calendars_list', 'insert or delete', 'calendars', 'rows').execute(db);
  await deferred('calendars_list_update', 'update', 'calendars', 'rows', when(LINK_COLUMNS)).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const triggers = postgres
    ? [
        ['properties_list', 'properties'],
        ['images_list', 'images'],
        ['calendars_list', 'calendars'],
        ['calendars_list_update', 'calendars'],
      ]
    : [
        ['properties_list_update', 'properties'],
        ...['insert', 'update', 'delete'].flatMap((event) => [
          [`images_list_${event}`, 'images'],
          [`calendars_list_${event}`, 'calendars'],
        ]),
      ];
  for (const [name, table] of triggers) {
    await sql.raw(postgres ? `drop trigger ${name} on ${table}` : `drop trigger ${name}`).execute(db);
  }
  if (postgres) {
    for (const of of ['rows', 'listing']) await sql.raw(`drop function raise_list_version_of_${of}()`).execute(db);
  }
  await db.schema.dropTable('list_versions').execute();
}
