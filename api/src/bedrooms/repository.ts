import { bounded, type Bound, type Capped } from '../db/capped.js';
import type { Db } from '../db/database.js';
import { ownedListingRows, type ListingRowFilter } from '../db/listing-rows.js';
import { insertRow } from '../db/rows.js';
import type { BedroomRow } from '../db/tables.js';

export type Bedroom = BedroomRow;

export async function insertBedroom(
  db: Db,
  bedroom: { propertyId: number; doubleBeds: number; singleBeds: number },
): Promise<Bedroom> {
  return insertRow(db, 'propertyBedrooms', bedroom);
}

export async function findBedroom(db: Db, ownerId: number, id: number): Promise<Bedroom | undefined> {
  return ownedListingRows(db, 'propertyBedrooms', ownerId, { ids: [id] }).executeTakeFirst();
}

export async function listBedrooms(
  db: Db,
  ownerId: number,
  filter: ListingRowFilter,
  bound: Bound,
): Promise<Capped<Bedroom>> {
  const query = ownedListingRows(db, 'propertyBedrooms', ownerId, filter);
  return bounded(db, query.orderBy('propertyBedrooms.propertyId').orderBy('propertyBedrooms.id'), bound);
}

export async function listBedroomsOf(db: Db, propertyIds: number[]): Promise<Bedroom[]> {
  if (propertyIds.length === 0) return [];
  return db.selectFrom('propertyBedrooms').selectAll().where('propertyId', 'in', propertyIds).orderBy('id').execute();
}

export async function updateBedroom(
  db: Db,
  id: number,
  changes: Partial<Pick<Bedroom, 'propertyId' | 'doubleBeds' | 'singleBeds'>>,
): Promise<Bedroom> {
  return db.updateTable('propertyBedrooms').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function deleteBedroom(db: Db, id: number): Promise<void> {
  await db.deleteFrom('propertyBedrooms').where('id', '=', id).execute();
}
