/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * `calendar_versions`: per listing, a number the database raises whenever anything a calendar shows of it may have
 * changed, in the transaction of the change: the listing's row (its name, rates, rules, nightly version), its stays,
 * seasons, overrides and blocks, its iCal links' channel, and the names of its stays' guests. The calendar answers
 * an ETag made of these numbers (property-calendars/etag.ts), so a client holding the answer is told "unchanged"
 * (304) without the calendar being read again. Triggers, not the API's code, raise it: no write path can forget.
 *
 * PostgreSQL: the raise runs at commit (deferred constraint triggers). Raised at once, it would lock the listing's
 * counter mid-transaction, and two transactions could each wait for a row the other holds (a stay's conflict being
 * recomputed while its guest claims it). At commit a transaction takes nothing but counters. No foreign key either:
 * checking it would lock the listing's row. The roll-forward (nightly-rates/roll.ts) drops deleted listings' rows.
 */
const CHILD_TABLES = ['bookings', 'seasonal_rates', 'manual_overrides', 'availability_blocks'] as const;

const RAISE_SQLITE = (id: string) =>
  `insert into calendar_versions (property_id, version) values (${id}, 1)
   on conflict (property_id) do update set version = calendar_versions.version + 1;`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('calendar_versions')
    .addColumn('property_id', 'integer', (col) => col.primaryKey())
    .addColumn('version', 'integer', (col) => col.notNull())
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  const statements = [
    ...CHILD_TABLES.flatMap((table) => [
      `create trigger ${table}_calendar_insert after insert on ${table} begin ${RAISE_SQLITE('new.property_id')} end`,
      `create trigger ${table}_calendar_update after update on ${table} begin
         ${RAISE_SQLITE('new.property_id')}
         ${RAISE_SQLITE('old.property_id')}
       end`,
      `create trigger ${table}_calendar_delete after delete on ${table} begin ${RAISE_SQLITE('old.property_id')} end`,
    ]),
    `create trigger properties_calendar_update after update on properties begin ${RAISE_SQLITE('new.id')} end`,
    `create trigger calendars_calendar_update after update of provider_slug, property_id on calendars begin
       ${RAISE_SQLITE('new.property_id')}
       ${RAISE_SQLITE('old.property_id')}
     end`,
    `create trigger users_calendar_update after update of first_name, last_name on users begin
       insert into calendar_versions (property_id, version)
         select distinct property_id, 1 from bookings where main_guest_id = new.id
       on conflict (property_id) do update set version = calendar_versions.version + 1;
     end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function postgresTriggers(db: Kysely<any>): Promise<void> {
  // The listing is the row's property_id (stays, seasons, overrides, blocks, links), the row itself (properties), or
  // those of the guest's stays (users). A function each, the upsert written in each: reading a column named at run
  // time (to_jsonb) or calling a shared SQL function (planned again on every call) doubled a bulk insert's cost.
  const raise = (listing: string) =>
    `insert into calendar_versions (property_id, version) values (${listing}, 1)
     on conflict (property_id) do update set version = calendar_versions.version + 1;`;
  await sql
    .raw(
      `create function raise_calendar_version_of_rows() returns trigger language plpgsql as $$
       begin
         if tg_op <> 'INSERT' then ${raise('old.property_id')} end if;
         if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.property_id <> old.property_id) then
           ${raise('new.property_id')}
         end if;
         return null;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function raise_calendar_version_of_listing() returns trigger language plpgsql as $$
       begin ${raise('new.id')} return null; end $$`,
    )
    .execute(db);
  await sql`
    create function raise_calendar_version_of_guest() returns trigger language plpgsql as $$
    begin
      insert into calendar_versions (property_id, version)
        select distinct property_id, 1 from bookings where main_guest_id = new.id
      on conflict (property_id) do update set version = calendar_versions.version + 1;
      return null;
    end $$`.execute(db);
  const deferred = (name: string, events: string, table: string, raise: string, when = '') =>
    sql.raw(
      `create constraint trigger ${name} after ${events} on ${table} deferrable initially deferred
       for each row ${when} execute function raise_calendar_version_of_${raise}()`,
    );
  for (const table of CHILD_TABLES) {
    await deferred(`${table}_calendar`, 'insert or update or delete', table, 'rows').execute(db);
  }
  await deferred('properties_calendar', 'update', 'properties', 'listing').execute(db);
  await deferred(
    'calendars_calendar',
    'update',
    'calendars',
    'rows',
    'when (old.provider_slug is distinct from new.provider_slug or old.property_id is distinct from new.property_id)',
  ).execute(db);
  await deferred(
    'users_calendar',
    'update',
    'users',
    'guest',
    'when (old.first_name is distinct from new.first_name or old.last_name is distinct from new.last_name)',
  ).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const triggers = postgres
    ? [
        ...CHILD_TABLES.map((table) => [`${table}_calendar`, table]),
        ['properties_calendar', 'properties'],
        ['calendars_calendar', 'calendars'],
        ['users_calendar', 'users'],
      ]
    : [
        ...CHILD_TABLES.flatMap((table) =>
          ['insert', 'update', 'delete'].map((event) => [`${table}_calendar_${event}`, table]),
        ),
        ['properties_calendar_update', 'properties'],
        ['calendars_calendar_update', 'calendars'],
        ['users_calendar_update', 'users'],
      ];
  for (const [name, table] of triggers) {
    await sql.raw(postgres ? `drop trigger ${name} on ${table}` : `drop trigger ${name}`).execute(db);
  }
  if (postgres) {
    for (const of of ['rows', 'listing', 'guest']) {
      await sql.raw(`drop function raise_calendar_version_of_${of}()`).execute(db);
    }
  }
  await db.schema.dropTable('calendar_versions').execute();
}
