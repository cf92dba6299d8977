import type { Db } from '../db/database.js';

/**
 * Drops the versions of deleted listings, the calendar's and the list's (the tables have no foreign key: see their
 * migrations).
 */
export async function dropVersionsOfDeletedListings(db: Db): Promise<void> {
  for (const table of ['calendarVersions', 'listVersions'] as const) {
    await db
      .deleteFrom(table)
      .where(({ not, exists, selectFrom, ref }) =>
        not(
          exists(
            selectFrom('properties')
              .select('id')
              .whereRef('properties.id', '=', ref(`${table}.propertyId`)),
          ),
        ),
      )
      .execute();
  }
}
