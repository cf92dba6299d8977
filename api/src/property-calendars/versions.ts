import type { Db } from '../db/database.js';

/** Drops the versions of deleted listings (the table has no foreign key: see the migration). */
export async function dropVersionsOfDeletedListings(db: Db): Promise<void> {
  await db
    .deleteFrom('calendarVersions')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('properties').select('id').whereRef('properties.id', '=', 'calendarVersions.propertyId'))),
    )
    .execute();
}
