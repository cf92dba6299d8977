import { bounded, type Bound, type Capped } from '../db/capped.js';
import type { Db } from '../db/database.js';
import type { BedroomRow } from '../db/tables.js';
import { nonEmpty } from '../properties/repository.js';

export type Bedroom = BedroomRow;

export async function insertBedroom(
  db: Db,
  bedroom: { propertyId: number; doubleBeds: number; singleBeds: number },
): Promise<Bedroom> {
  return db
    .insertInto('propertyBedrooms')
    .values({ ...bedroom, createdAt: new Date().toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const owned = (db: Db, ownerId: number) =>
  db
    .selectFrom('propertyBedrooms')
    .innerJoin('properties', 'properties.id', 'propertyBedrooms.propertyId')
    .selectAll('propertyBedrooms')
    .where('properties.ownerId', '=', ownerId);

export async function findBedroom(db: Db, ownerId: number, id: number): Promise<Bedroom | undefined> {
  return owned(db, ownerId).where('propertyBedrooms.id', '=', id).executeTakeFirst();
}

export async function listBedrooms(
  db: Db,
  ownerId: number,
  filter: { ids?: number[]; propertyIds?: number[] },
  bound: Bound,
): Promise<Capped<Bedroom>> {
  let query = owned(db, ownerId);
  if (filter.ids) query = query.where('propertyBedrooms.id', 'in', nonEmpty(filter.ids));
  if (filter.propertyIds) query = query.where('propertyBedrooms.propertyId', 'in', nonEmpty(filter.propertyIds));
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
