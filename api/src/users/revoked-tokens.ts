import type { Db } from '../db/database.js';
import type { TokenClaims } from './tokens.js';

/** Revokes one token until its expiry; revoking it again changes nothing. */
export async function revokeToken(db: Db, token: Pick<TokenClaims, 'userId' | 'tokenId' | 'expiresAt'>) {
  await db
    .insertInto('revokedTokens')
    .values({ jti: token.tokenId, userId: token.userId, expiresAt: token.expiresAt })
    .onConflict((conflict) => conflict.column('jti').doNothing())
    .execute();
}

/** Forgets revocations of tokens that have expired since (they are refused for their expiry anyway). */
export async function purgeExpiredRevocations(db: Db, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('revokedTokens').where('expiresAt', '<', now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
