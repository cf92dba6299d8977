import type { Insertable, Selectable } from 'kysely';
import type { Db } from './database.js';
import type { Database } from './tables.js';

/** The tables whose rows carry the time they were written (`createdAt`). */
type StampedTable = { [T in keyof Database]: 'createdAt' extends keyof Database[T] ? T : never }[keyof Database];

/** Inserts one row of `table`, stamped with the time now as its `createdAt`: the stored row. */
export async function insertRow<T extends StampedTable>(
  db: Db,
  table: T,
  values: Omit<Insertable<Database[T]>, 'createdAt'>,
): Promise<Selectable<Database[T]>> {
  const row = await db
    .insertInto(table)
    // Kysely cannot check a row against a generic table: `values` plus `createdAt` is an insertable row of `T`.
    .values({ ...values, createdAt: new Date().toISOString() } as never)
    .returningAll()
    .executeTakeFirstOrThrow();
  return row as Selectable<Database[T]>;
}
