/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import { sql, type Kysely } from 'kysely';

/**
 * A picked place's photo is stored as an upload when the entry is saved; the column says what became of it
 * ('stored', 'unavailable', 'storageFull'). Entries saved before had only the reference: 'unavailable', so the next
 * save fetches and stores their photo.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('local_guides').addColumn('place_photo_status', 'text').execute();
  await db
    .updateTable('local_guides')
    .set({ place_photo_status: sql.lit('unavailable') })
    .where('places_photo_reference', 'is not', null)
    .where('image', 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('local_guides').dropColumn('place_photo_status').execute();
}
