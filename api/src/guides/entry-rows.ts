import { sql, type Selectable, type SelectQueryBuilder, type Updateable } from 'kysely';
import { bounded, type Bound, type Capped } from '../db/capped.js';
import type { Db } from '../db/database.js';
import { ownedListingRows, type ListingRowFilter } from '../db/listing-rows.js';
import { insertRow } from '../db/rows.js';
import type { Database } from '../db/tables.js';

/** The tables of guide entries (home and local): rows of one listing, whose image may name the owner's photos. */
export type GuideTable = 'homeGuides' | 'localGuides';

/** A guide entry with the owner of its listing (whose photos its image may name). */
export type OwnedEntry<T extends GuideTable> = Selectable<Database[T]> & { id: number; ownerId: number };
export type EntryFields<T extends GuideTable> = Omit<Selectable<Database[T]>, 'id' | 'createdAt'>;

/** The owner's entries of `table`, narrowed by `filter`, each with its `ownerId`. */
function ownedEntries<T extends GuideTable>(
  db: Db,
  table: T,
  ownerId: number,
  filter: ListingRowFilter,
): SelectQueryBuilder<Database, T | 'properties', OwnedEntry<T>> {
  const query = ownedListingRows(db, table, ownerId, filter).select(
    sql.ref<number>('properties.ownerId').as('ownerId'),
  );
  // Kysely cannot follow a generic table name through the builder: the rows are the entries of `T` with their owner.
  return query as unknown as SelectQueryBuilder<Database, T | 'properties', OwnedEntry<T>>;
}

async function insertEntry<T extends GuideTable>(
  db: Db,
  table: T,
  ownerId: number,
  fields: EntryFields<T>,
): Promise<OwnedEntry<T>> {
  const row = await insertRow(db, table, fields as never);
  return { ...row, ownerId } as OwnedEntry<T>;
}

async function updateEntry<T extends GuideTable>(
  db: Db,
  table: T,
  entry: { id: number; ownerId: number },
  changes: Partial<EntryFields<T>>,
): Promise<OwnedEntry<T>> {
  const row = await db
    .updateTable(table as GuideTable)
    // Kysely cannot check changes against a generic table: they are updateable columns of `T`.
    .set(changes as Updateable<Database[GuideTable]>)
    .where('id', '=', entry.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, ownerId: entry.ownerId } as OwnedEntry<T>;
}

async function deleteEntry(db: Db, table: GuideTable, id: number): Promise<void> {
  await db
    .deleteFrom(table as GuideTable)
    .where('id', '=', id)
    .execute();
}

/**
 * The stored entries of one guide table, each with its owner; the owner's entries are listed by listing, type, then
 * `nameColumn` (spec §2: sorted by name in each section).
 */
export function guideEntryRows<T extends GuideTable>(table: T, nameColumn: 'title' | 'name') {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  return {
    insert: (db: Db, ownerId: number, fields: EntryFields<T>) => insertEntry(db, table, ownerId, fields),
    find: async (db: Db, ownerId: number, id: number) => {
      const entry = await ownedEntries(db, table, ownerId, { ids: [id] }).executeTakeFirst();
      return entry as OwnedEntry<T> | undefined;
    },
    list: async (db: Db, ownerId: number, filter: ListingRowFilter, bound: Bound): Promise<Capped<OwnedEntry<T>>> => {
      const ordered = ownedEntries(db, table, ownerId, filter)
        .orderBy(column('propertyId'))
        .orderBy(column('type'))
        .orderBy(column(nameColumn))
        .orderBy(column('id'));
      return bounded(db, ordered, bound);
    },
    update: (db: Db, entry: OwnedEntry<T>, changes: Partial<EntryFields<T>>) => updateEntry(db, table, entry, changes),
    delete: (db: Db, id: number) => deleteEntry(db, table, id),
  };
}
