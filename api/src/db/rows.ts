import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
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

/** The tables whose rows are known by their `id`. */
type IdTable = { [T in keyof Database]: 'id' extends keyof Database[T] ? T : never }[keyof Database];

/** Writes `changes` to the row `id` of `table`: the stored row (throws when there is none). */
export async function updateRow<T extends IdTable>(
  db: Db,
  table: T,
  id: number,
  changes: Updateable<Database[T]>,
): Promise<Selectable<Database[T]>> {
  const row = await db
    .updateTable(table as IdTable)
    // Kysely cannot check changes against a generic table: they are an updateable row of `T`.
    .set(changes as never)
    .where(sql.ref('id'), '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return row as Selectable<Database[T]>;
}

/** Deletes the row `id` of `table`, if there is one. */
export async function deleteRow(db: Db, table: IdTable, id: number): Promise<void> {
  await db.deleteFrom(table).where(sql.ref('id'), '=', id).execute();
}

/** The tables whose rows each belong to one user (their `userId`). */
type UserRowTable = 'messageTemplates' | 'webhookEndpoints';

/** The row `id` of `table` when it is the user's; another user's row is undefined (a 404). */
export async function findUserRow<T extends UserRowTable>(
  db: Db,
  table: T,
  userId: number,
  id: number,
): Promise<Selectable<Database[T]> | undefined> {
  const row = await db
    .selectFrom(table as UserRowTable)
    .selectAll()
    .where(sql.ref('id'), '=', id)
    .where(sql.ref('userId'), '=', userId)
    .executeTakeFirst();
  return row as Selectable<Database[T]> | undefined;
}
