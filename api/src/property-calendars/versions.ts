import type { Db } from '../db/database.js';

/**
 * The calendar versions of every listing of this host (archived ones too), by listing: raised by the database with
 * each change to what a calendar shows (migration 2026_12_11_0100_add_calendar_versions). A listing missing from the
 * map is at version 0.
 */
export async function calendarVersionsOf(db: Db, ownerId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('calendarVersions as v')
    .innerJoin('properties as p', 'p.id', 'v.propertyId')
    .select(['v.propertyId', 'v.version'])
    .where('p.ownerId', '=', ownerId)
    .execute();
  return new Map(rows.map((row) => [row.propertyId, row.version]));
}

/** Drops the versions of deleted listings (the table has no foreign key: see the migration). */
export async function dropVersionsOfDeletedListings(db: Db): Promise<void> {
  await db
    .deleteFrom('calendarVersions')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('properties').select('id').whereRef('properties.id', '=', 'calendarVersions.propertyId'))),
    )
    .execute();
}
