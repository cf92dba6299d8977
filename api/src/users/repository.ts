import type { AppMode, Currency } from '@portal/schema';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { AccessTokensTable, UserRow } from '../db/tables.js';

/** The columns a user keeps as stored; the others are read elsewhere (sites, notices) or typed below. */
type StoredAsIs = Omit<
  UserRow,
  | 'acceptsMarketing'
  | 'isCompany'
  | 'currency'
  | 'onboardModeSelection'
  | 'siteSlug'
  | 'notifyOfflineMessages'
  | 'notifyChannelBookings'
>;

/** A user as the application sees it: booleans as booleans. Holds the password hash: never serialize as is. */
export interface User extends StoredAsIs {
  acceptsMarketing: boolean;
  isCompany: boolean;
  currency: Currency | null;
  onboardModeSelection: AppMode | null;
}

type Writable = Omit<User, 'id' | 'tokenVersion' | 'lastSeenAt' | 'createdAt' | 'updatedAt'>;
export type NewUser = Pick<Writable, 'email' | 'passwordHash' | 'firstName' | 'lastName'> & Partial<Writable>;
export type UserChanges = Partial<Writable> & {
  /** Invalidates every token issued so far. */
  bumpTokenVersion?: boolean;
};

function toUser(row: UserRow): User {
  return {
    ...row,
    acceptsMarketing: Boolean(row.acceptsMarketing),
    isCompany: Boolean(row.isCompany),
    currency: row.currency as Currency | null,
    onboardModeSelection: row.onboardModeSelection as AppMode | null,
  };
}

function toColumns<T extends Partial<Writable>>(
  values: T,
): Omit<T, 'acceptsMarketing' | 'isCompany'> & { acceptsMarketing?: number; isCompany?: number } {
  const { acceptsMarketing, isCompany, ...rest } = values;
  return {
    ...rest,
    ...(acceptsMarketing === undefined ? {} : { acceptsMarketing: acceptsMarketing ? 1 : 0 }),
    ...(isCompany === undefined ? {} : { isCompany: isCompany ? 1 : 0 }),
  };
}

/**
 * The user of a token and whether that token was revoked, in one query: users by primary key, left-joined to
 * revoked_tokens by primary key (the auth check of every request).
 */
export async function findUserForToken(
  db: Db,
  userId: number,
  tokenId: string,
): Promise<{ user: User; revoked: boolean } | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('revokedTokens', (join) => join.on('revokedTokens.jti', '=', tokenId))
    .selectAll('users')
    .select('revokedTokens.jti as revokedJti')
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { revokedJti, ...user } = row;
  return { user: toUser(user), revoked: revokedJti !== null };
}

/** The user of a personal access token, by the SHA-256 of its secret, with the token's row; one query. */
export async function findUserForAccessToken(
  db: Db,
  tokenHash: string,
): Promise<{ user: User; token: Selectable<AccessTokensTable> } | undefined> {
  const row = await db
    .selectFrom('accessTokens')
    .innerJoin('users', 'users.id', 'accessTokens.userId')
    .selectAll('users')
    .select([
      'accessTokens.id as tokenId',
      'accessTokens.name as tokenName',
      'accessTokens.scopes as tokenScopes',
      'accessTokens.tokenHash as tokenHash',
      'accessTokens.createdAt as tokenCreatedAt',
      'accessTokens.expiresAt as tokenExpiresAt',
      'accessTokens.lastUsedAt as tokenLastUsedAt',
    ])
    .where('accessTokens.tokenHash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    tokenId,
    tokenName,
    tokenScopes,
    tokenHash: hash,
    tokenCreatedAt,
    tokenExpiresAt,
    tokenLastUsedAt,
    ...user
  } = row;
  const token = {
    id: tokenId,
    userId: user.id,
    name: tokenName,
    scopes: tokenScopes,
    tokenHash: hash,
    createdAt: tokenCreatedAt,
    expiresAt: tokenExpiresAt,
    lastUsedAt: tokenLastUsedAt,
  };
  return { user: toUser(user), token };
}

/** Replaces the hash unless it changed meanwhile (a password change wins over a rehash at login). */
export async function replacePasswordHash(db: Db, id: number, from: string, to: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ passwordHash: to })
    .where('id', '=', id)
    .where('passwordHash', '=', from)
    .execute();
}

/** `email` must already be normalized (trimmed, lowercase). */
export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const row = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  return row && toUser(row);
}

/** Throws a unique violation (see isUniqueViolation) when the email is taken. */
export async function insertUser(db: Db, user: NewUser): Promise<User> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('users')
    .values({ ...toColumns(user), createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toUser(row);
}

/** Sets the user's `column` unless it holds a value already: the first writer wins (a unique column may throw). */
export async function setUserColumnOnce(
  db: Db,
  userId: number,
  column: 'siteSlug' | 'stripeCustomerId',
  value: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ [column]: value } as Partial<Record<typeof column, string>>)
    .where('id', '=', userId)
    .where(column, 'is', null)
    .execute();
}

export async function updateUser(db: Db, id: number, changes: UserChanges): Promise<User | undefined> {
  const { bumpTokenVersion, ...values } = changes;
  const row = await db
    .updateTable('users')
    .set((eb) => ({
      ...toColumns(values),
      updatedAt: new Date().toISOString(),
      ...(bumpTokenVersion ? { tokenVersion: eb('tokenVersion', '+', 1) } : {}),
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && toUser(row);
}

/** Sets the currency unless a different one is already set (atomic); false when it was locked. */
export async function setCurrencyOnce(db: Db, id: number, currency: Currency): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ currency, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('currency', 'is', null), eb('currency', '=', currency)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** How often `lastSeenAt` is written at most: presence is known to the minute. */
export const SEEN_PRECISION_MS = 60_000;

/** Records that the user is here, unless already recorded within the last minute (one conditional write). */
export async function markSeen(db: Db, userId: number, now: Date): Promise<void> {
  const before = new Date(now.getTime() - SEEN_PRECISION_MS).toISOString();
  await db
    .updateTable('users')
    .set({ lastSeenAt: now.toISOString() })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('lastSeenAt', 'is', null), eb('lastSeenAt', '<', before)]))
    .execute();
}
