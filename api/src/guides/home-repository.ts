import { bounded, mapRows, type Bound, type Capped } from '../db/capped.js';
import type { Db } from '../db/database.js';
import type { ListingRowFilter } from '../db/listing-rows.js';
import {
  deleteEntry,
  insertEntry,
  ownedEntries,
  updateEntry,
  type EntryFields,
  type OwnedEntry,
} from './entry-rows.js';

export type HomeGuide = OwnedEntry<'homeGuides'>;
export type HomeGuideFields = EntryFields<'homeGuides'>;

const owned = (db: Db, ownerId: number, filter: ListingRowFilter) => ownedEntries(db, 'homeGuides', ownerId, filter);

export async function insertHomeGuide(db: Db, ownerId: number, fields: HomeGuideFields): Promise<HomeGuide> {
  return insertEntry(db, 'homeGuides', ownerId, fields);
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
  return updateEntry(db, 'homeGuides', guide, changes);
}

export async function deleteHomeGuide(db: Db, id: number): Promise<void> {
  await deleteEntry(db, 'homeGuides', id);
}
