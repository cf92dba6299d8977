import { ACCESS_TOKEN_LIMITS, ACCESS_TOKEN_MESSAGES, accessTokenSchema, type AccessTokenValues } from '@portal/schema';
import type { Db } from '../db/database.js';
import { HttpError } from '../plugins/errors.js';
import type { User } from '../users/repository.js';
import { validInput } from '../users/service.js';
import { countLiveAccessTokens, insertAccessToken, type AccessTokenRow } from './repository.js';
import { hashSecret, newSecret } from './secret.js';

const DAY_MS = 86_400_000;

/** Creates a token for `user`: the row (with the secret's hash only) and the secret, to be shown once. */
export async function createAccessToken(
  db: Db,
  user: User,
  body: unknown,
  now = new Date(),
): Promise<{ row: AccessTokenRow; secret: string }> {
  const values = await validInput<AccessTokenValues>(accessTokenSchema, body);
  if ((await countLiveAccessTokens(db, user.id, now.toISOString())) >= ACCESS_TOKEN_LIMITS.perUser) {
    throw new HttpError(409, ACCESS_TOKEN_MESSAGES.tooMany);
  }
  const secret = newSecret();
  const row = await insertAccessToken(db, {
    userId: user.id,
    name: values.name,
    scopes: [...new Set(values.scopes)].join(' '),
    tokenHash: hashSecret(secret),
    createdAt: now.toISOString(),
    expiresAt: values.expiresInDays ? new Date(now.getTime() + values.expiresInDays * DAY_MS).toISOString() : null,
    lastUsedAt: null,
  });
  return { row, secret };
}

/** True while the token works at `now`. */
export const isLive = (row: Pick<AccessTokenRow, 'expiresAt'>, now: Date) =>
  row.expiresAt === null || Date.parse(row.expiresAt) > now.getTime();

/** Whether a use at `now` should be written (the last one is older than the resolution, or there is none). */
export function lastUseIsStale(row: Pick<AccessTokenRow, 'lastUsedAt'>, now: Date): boolean {
  return row.lastUsedAt === null || row.lastUsedAt <= staleSince(now);
}

/** A last use at or before this instant (ISO) is rewritten by the next use. */
export const staleSince = (now: Date) =>
  new Date(now.getTime() - ACCESS_TOKEN_LIMITS.lastUsedResolutionSeconds * 1000).toISOString();
