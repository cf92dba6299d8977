import { bounded, mapRows, type Bound, type Capped } from '../db/capped.js';
import type { Db } from '../db/database.js';
import { ownedListingRows, type ListingRowFilter } from '../db/listing-rows.js';
import { insertRow } from '../db/rows.js';
import type { HomeGuideRow } from '../db/tables.js';

/** A home guide entry with the owner of its listing (whose photos its image may name). */
export type HomeGuide = HomeGuideRow & { ownerId: number };
export type HomeGuideFields = Omit<HomeGuideRow, 'id' | 'createdAt'>;

const owned = (db: Db, ownerId: number, filter: ListingRowFilter) =>
  ownedListingRows(db, 'homeGuides', ownerId, filter).select('properties.ownerId');

export async function insertHomeGuide(db: Db, ownerId: number, fields: HomeGuideFields): Promise<HomeGuide> {
  const row = await insertRow(db, 'homeGuides', fields);
  return { ...row, ownerId };
}

export async function findHomeGuide(db: Db, ownerId: number, id: number): Promise<HomeGuide | undefined> {
  return owned(db, ownerId, { ids: [id] }).executeTakeFirst();
}

/** The owner's home guide entries, by listing, type and title. */
export async function listHomeGuides(
  db: Db,
  ownerId: number,
  filter: ListingRowFilter,
  bound: Bound,
): Promise<Capped<HomeGuide>> {
  const ordered = owned(db, ownerId, filter)
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
