import { sql, type Selectable, type SelectQueryBuilder, type Updateable } from 'kysely';
import type { Db } from '../db/database.js';
import { ownedListingRows, type ListingRowFilter } from '../db/listing-rows.js';
import { insertRow } from '../db/rows.js';
import type { Database } from '../db/tables.js';

/** The tables of guide entries (home and local): rows of one listing, whose image may name the owner's photos. */
export type GuideTable = 'homeGuides' | 'localGuides';

/** A guide entry with the owner of its listing (whose photos its image may name). */
export type OwnedEntry<T extends GuideTable> = Selectable<Database[T]> & { ownerId: number };
export type EntryFields<T extends GuideTable> = Omit<Selectable<Database[T]>, 'id' | 'createdAt'>;

/** The owner's entries of `table`, narrowed by `filter`, each with its `ownerId`. */
export function ownedEntries<T extends GuideTable>(
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

export async function insertEntry<T extends GuideTable>(
  db: Db,
  table: T,
  ownerId: number,
  fields: EntryFields<T>,
): Promise<OwnedEntry<T>> {
  const row = await insertRow(db, table, fields as never);
  return { ...row, ownerId } as OwnedEntry<T>;
}

export async function updateEntry<T extends GuideTable>(
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

export async function deleteEntry(db: Db, table: GuideTable, id: number): Promise<void> {
  await db
    .deleteFrom(table as GuideTable)
    .where('id', '=', id)
    .execute();
}
