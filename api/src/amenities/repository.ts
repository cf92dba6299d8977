import { AMENITY_KEYS, type AmenityKey } from '@portal/schema';
import { mapRows, type Bound, type Capped } from '../db/capped.js';
import type { Db } from '../db/database.js';
import { findOwnedListingRow, listOwnedListingRows, type ListingRowFilter } from '../db/listing-rows.js';
import type { AmenitiesRow } from '../db/tables.js';

/** The amenities of one listing: the keys that are on. */
export interface Amenities {
  id: number;
  propertyId: number;
  on: Set<AmenityKey>;
  createdAt: string;
  updatedAt: string;
}

function toAmenities(row: AmenitiesRow): Amenities {
  let keys: unknown;
  try {
    keys = JSON.parse(row.amenities);
  } catch {
    keys = [];
  }
  const on = new Set(
    (Array.isArray(keys) ? keys : []).filter((key): key is AmenityKey => AMENITY_KEYS.includes(key as AmenityKey)),
  );
  return { id: row.id, propertyId: row.propertyId, on, createdAt: row.createdAt, updatedAt: row.updatedAt };
}

const serialize = (on: Set<AmenityKey>) => JSON.stringify(AMENITY_KEYS.filter((key) => on.has(key)));

/** Throws a unique violation (isUniqueViolation) when the listing already has its amenities. */
export async function insertAmenities(db: Db, propertyId: number, on: Set<AmenityKey>): Promise<Amenities> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('propertyAmenities')
    .values({ propertyId, amenities: serialize(on), createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAmenities(row);
}

export async function findAmenities(db: Db, ownerId: number, id: number): Promise<Amenities | undefined> {
  const row = await findOwnedListingRow(db, 'propertyAmenities', ownerId, id);
  return row && toAmenities(row);
}

export async function listAmenities(
  db: Db,
  ownerId: number,
  filter: ListingRowFilter,
  bound: Bound,
): Promise<Capped<Amenities>> {
  return mapRows(await listOwnedListingRows(db, 'propertyAmenities', ownerId, filter, bound), toAmenities);
}

export async function listAmenitiesOf(db: Db, propertyIds: number[]): Promise<Amenities[]> {
  if (propertyIds.length === 0) return [];
  const rows = await db.selectFrom('propertyAmenities').selectAll().where('propertyId', 'in', propertyIds).execute();
  return rows.map(toAmenities);
}

export async function updateAmenities(
  db: Db,
  id: number,
  changes: { propertyId?: number; on?: Set<AmenityKey> },
): Promise<Amenities> {
  const row = await db
    .updateTable('propertyAmenities')
    .set({
      ...(changes.propertyId === undefined ? {} : { propertyId: changes.propertyId }),
      ...(changes.on === undefined ? {} : { amenities: serialize(changes.on) }),
      updatedAt: new Date().toISOString(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAmenities(row);
}
