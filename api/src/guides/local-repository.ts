import type { Db } from '../db/database.js';
import { guideEntryRows, type EntryFields, type OwnedEntry } from './entry-rows.js';

export type LocalGuide = OwnedEntry<'localGuides'>;
export type LocalGuideFields = EntryFields<'localGuides'>;

/** The owner's local guide entries are listed by listing, type and name. */
export const {
  insert: insertLocalGuide,
  find: findLocalGuide,
  list: listLocalGuides,
  update: updateLocalGuide,
  delete: deleteLocalGuide,
} = guideEntryRows('localGuides', 'name');

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
