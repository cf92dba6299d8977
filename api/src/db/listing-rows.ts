import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import { bounded, type Bound, type Capped } from './capped.js';
import type { Db } from './database.js';
import { nonEmpty } from '../properties/repository.js';
import type { Database } from './tables.js';

/** The tables whose rows each belong to one listing (their `propertyId`), so to the listing's owner. */
export type ListingRowTable =
  'propertyBedrooms' | 'propertyAmenities' | 'seasonalRates' | 'homeGuides' | 'localGuides' | 'calendars';

/** Which rows a collection asks for: by id (`id[]=`) and by listing (`property[]=`). */
export interface ListingRowFilter {
  ids?: number[];
  propertyIds?: number[];
}

export type OwnedRowsQuery<T extends ListingRowTable> = SelectQueryBuilder<
  Database,
  T | 'properties',
  Selectable<Database[T]>
>;

/**
 * The rows of `table` on the listings of `ownerId`, narrowed by `filter`, joined to their listing (so callers may
 * order or select by `properties.*` too). An empty id list matches nothing.
 */
export function ownedListingRows<T extends ListingRowTable>(
  db: Db,
  table: T,
  ownerId: number,
  filter: ListingRowFilter = {},
): OwnedRowsQuery<T> {
  const column = (name: 'id' | 'propertyId') => sql.ref<number>(`${table}.${name}`);
  let query = db
    .selectFrom(table as ListingRowTable)
    .innerJoin('properties', (join) => join.on('properties.id', '=', column('propertyId')))
    .selectAll(table as ListingRowTable)
    .where('properties.ownerId', '=', ownerId);
  if (filter.ids) query = query.where(column('id'), 'in', nonEmpty(filter.ids));
  if (filter.propertyIds) query = query.where(column('propertyId'), 'in', nonEmpty(filter.propertyIds));
  // Kysely cannot follow a generic table name through the builder: the query is the one of `T`.
  return query as unknown as OwnedRowsQuery<T>;
}

/** The row `id` of `table` when it is on a listing of `ownerId`; another owner's row is undefined (a 404). */
export function findOwnedListingRow<T extends ListingRowTable>(
  db: Db,
  table: T,
  ownerId: number,
  id: number,
): Promise<Selectable<Database[T]> | undefined> {
  return ownedListingRows(db, table, ownerId, { ids: [id] }).executeTakeFirst();
}

/** The owner's rows of `table` narrowed by `filter`, by listing then id, within `bound`. */
export function listOwnedListingRows<T extends ListingRowTable>(
  db: Db,
  table: T,
  ownerId: number,
  filter: ListingRowFilter,
  bound: Bound,
): Promise<Capped<Selectable<Database[T]>>> {
  const byListing = ownedListingRows(db, table, ownerId, filter)
    .orderBy(sql.ref(`${table}.propertyId`))
    .orderBy(sql.ref(`${table}.id`));
  return bounded(db, byListing, bound);
}

/**
 * Listings by id: the ids, or a query answering them (`boundedPropertyIds`), so rows of theirs can be read in the same
 * round trip as the listings themselves.
 */
export type ListingIds = number[] | SelectQueryBuilder<Database, 'properties', { id: number }>;

/** No listing at all: nothing to read. */
export const noListings = (ids: ListingIds) => Array.isArray(ids) && ids.length === 0;

/** The rows of `table` on these listings (by any owner: callers checked them), by id. */
export async function rowsOfListings<T extends ListingRowTable>(
  db: Db,
  table: T,
  propertyIds: number[],
): Promise<Selectable<Database[T]>[]> {
  if (propertyIds.length === 0) return [];
  const rows = await db
    .selectFrom(table as ListingRowTable)
    .selectAll()
    .where('propertyId', 'in', propertyIds)
    .orderBy('id')
    .execute();
  return rows as Selectable<Database[T]>[];
}
