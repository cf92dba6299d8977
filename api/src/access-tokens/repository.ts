import type { Insertable, Selectable } from 'kysely';
import { countOf } from '../db/capped.js';
import type { Db } from '../db/database.js';
import type { AccessTokensTable } from '../db/tables.js';

export type AccessTokenRow = Selectable<AccessTokensTable>;

/** The user's tokens, newest first. */
export function listAccessTokens(db: Db, userId: number): Promise<AccessTokenRow[]> {
  return db
    .selectFrom('accessTokens')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The user's tokens that still work at `now` (the per-user limit counts these). */
export async function countLiveAccessTokens(db: Db, userId: number, now: string): Promise<number> {
  const live = db
    .selectFrom('accessTokens')
    .where('userId', '=', userId)
    .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]));
  return countOf(db, live);
}

export async function insertAccessToken(db: Db, values: Insertable<AccessTokensTable>): Promise<AccessTokenRow> {
  return db.insertInto('accessTokens').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Deletes one of the user's tokens; false when the user has no token of that id. */
export async function deleteAccessToken(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('accessTokens')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Records a use at `now`, unless another request recorded one after `staleSince` (one write a minute at most). */
export async function touchAccessToken(db: Db, id: number, now: Date, staleSince: string): Promise<void> {
  await db
    .updateTable('accessTokens')
    .set({ lastUsedAt: now.toISOString() })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('lastUsedAt', 'is', null), eb('lastUsedAt', '<=', staleSince)]))
    .execute();
}
