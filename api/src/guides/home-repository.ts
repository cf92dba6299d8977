import { bounded, mapRows, type Bound, type Capped } from '../db/capped.js';
import type { Db } from '../db/database.js';
import type { HomeGuideRow } from '../db/tables.js';
import { nonEmpty } from '../properties/repository.js';

/** A home guide entry with the owner of its listing (whose photos its image may name). */
export type HomeGuide = HomeGuideRow & { ownerId: number };
export type HomeGuideFields = Omit<HomeGuideRow, 'id' | 'createdAt'>;

const owned = (db: Db, ownerId: number) =>
  db
    .selectFrom('homeGuides')
    .innerJoin('properties', 'properties.id', 'homeGuides.propertyId')
    .selectAll('homeGuides')
    .select('properties.ownerId')
    .where('properties.ownerId', '=', ownerId);

export async function insertHomeGuide(db: Db, ownerId: number, fields: HomeGuideFields): Promise<HomeGuide> {
  const row = await db
    .insertInto('homeGuides')
    .values({ ...fields, createdAt: new Date().toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, ownerId };
}

export async function findHomeGuide(db: Db, ownerId: number, id: number): Promise<HomeGuide | undefined> {
  return owned(db, ownerId).where('homeGuides.id', '=', id).executeTakeFirst();
}

/** The owner's home guide entries, by listing, type and title. */
export async function listHomeGuides(
  db: Db,
  ownerId: number,
  filter: { ids?: number[]; propertyIds?: number[] },
  bound: Bound,
): Promise<Capped<HomeGuide>> {
  let query = owned(db, ownerId);
  if (filter.ids) query = query.where('homeGuides.id', 'in', nonEmpty(filter.ids));
  if (filter.propertyIds) query = query.where('homeGuides.propertyId', 'in', nonEmpty(filter.propertyIds));
  const ordered = query
    .orderBy('homeGuides.propertyId')
    .orderBy('homeGuides.type')
    .orderBy('homeGuides.title')
    .orderBy('homeGuides.id');
  return mapRows(await bounded(db, ordered, bound), (row) => row);
}

export async function updateHomeGuide(db: Db, guide: HomeGuide, changes: Partial<HomeGuideFields>): Promise<HomeGuide> {
  const row = await db
    .updateTable('homeGuides')
    .set(changes)
    .where('id', '=', guide.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, ownerId: guide.ownerId };
}

export async function deleteHomeGuide(db: Db, id: number): Promise<void> {
  await db.deleteFrom('homeGuides').where('id', '=', id).execute();
}
