import { bounded, type Bound, type Capped } from '../db/capped.js';
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

export type LocalGuide = OwnedEntry<'localGuides'>;
export type LocalGuideFields = EntryFields<'localGuides'>;

const owned = (db: Db, ownerId: number, filter: ListingRowFilter) => ownedEntries(db, 'localGuides', ownerId, filter);

export async function insertLocalGuide(db: Db, ownerId: number, fields: LocalGuideFields): Promise<LocalGuide> {
  return insertEntry(db, 'localGuides', ownerId, fields);
}

export async function findLocalGuide(db: Db, ownerId: number, id: number): Promise<LocalGuide | undefined> {
  return owned(db, ownerId, { ids: [id] }).executeTakeFirst();
}

/** The owner's local guide entries, by listing, type and name (spec §2: sorted by name in each section). */
export async function listLocalGuides(
  db: Db,
  ownerId: number,
  filter: ListingRowFilter,
  bound: Bound,
): Promise<Capped<LocalGuide>> {
  const ordered = owned(db, ownerId, filter)
    .orderBy('localGuides.propertyId')
    .orderBy('localGuides.type')
    .orderBy('localGuides.name')
    .orderBy('localGuides.id');
  return bounded(db, ordered, bound);
}

export async function updateLocalGuide(
  db: Db,
  guide: LocalGuide,
  changes: Partial<LocalGuideFields>,
): Promise<LocalGuide> {
  return updateEntry(db, 'localGuides', guide, changes);
}

export async function deleteLocalGuide(db: Db, id: number): Promise<void> {
  await deleteEntry(db, 'localGuides', id);
}

/**
 * Copies every entry of `sourceId` onto `targetId` and records the copy, in one transaction; false (and nothing
 * copied) when the target already received a copy.
 */
export async function copyLocalGuides(db: Db, sourceId: number, targetId: number): Promise<number | false> {
  return db.transaction().execute(async (trx) => {
    const done = await trx
      .insertInto('localGuideCopies')
      .values({ targetPropertyId: targetId, sourcePropertyId: sourceId, createdAt: new Date().toISOString() })
      .onConflict((oc) => oc.column('targetPropertyId').doNothing())
      .returning('targetPropertyId')
      .executeTakeFirst();
    if (!done) return false;
    const rows = await trx.selectFrom('localGuides').selectAll().where('propertyId', '=', sourceId).execute();
    const createdAt = new Date().toISOString();
    if (rows.length > 0) {
      await trx
        .insertInto('localGuides')
        .values(rows.map(({ id: _id, ...row }) => ({ ...row, propertyId: targetId, createdAt })))
        .execute();
    }
    return rows.length;
  });
}
