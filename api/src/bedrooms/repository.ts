import type { Bound, Capped } from '../db/capped.js';
import type { Db } from '../db/database.js';
import {
  findOwnedListingRow,
  listOwnedListingRows,
  rowsOfListings,
  type ListingRowFilter,
} from '../db/listing-rows.js';
import { deleteRow, insertRow, updateRow } from '../db/rows.js';
import type { BedroomRow } from '../db/tables.js';

export type Bedroom = BedroomRow;

export async function insertBedroom(
  db: Db,
  bedroom: { propertyId: number; doubleBeds: number; singleBeds: number },
): Promise<Bedroom> {
  return insertRow(db, 'propertyBedrooms', bedroom);
}

export async function findBedroom(db: Db, ownerId: number, id: number): Promise<Bedroom | undefined> {
  return findOwnedListingRow(db, 'propertyBedrooms', ownerId, id);
}

export async function listBedrooms(
  db: Db,
  ownerId: number,
  filter: ListingRowFilter,
  bound: Bound,
): Promise<Capped<Bedroom>> {
  return listOwnedListingRows(db, 'propertyBedrooms', ownerId, filter, bound);
}

export async function listBedroomsOf(db: Db, propertyIds: number[]): Promise<Bedroom[]> {
  return rowsOfListings(db, 'propertyBedrooms', propertyIds);
}

export async function updateBedroom(
  db: Db,
  id: number,
  changes: Partial<Pick<Bedroom, 'propertyId' | 'doubleBeds' | 'singleBeds'>>,
): Promise<Bedroom> {
  return updateRow(db, 'propertyBedrooms', id, changes);
}

export async function deleteBedroom(db: Db, id: number): Promise<void> {
  await deleteRow(db, 'propertyBedrooms', id);
}
