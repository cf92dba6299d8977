import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
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
