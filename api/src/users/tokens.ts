import { randomBytes, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { ApiConfig } from '../config.js';

type TokenConfig = Pick<ApiConfig, 'jwtSecret' | 'jwtTtlSeconds'>;

export interface TokenClaims {
  userId: number;
  /** The user's token_version when the token was issued. */
  version: number;
  /** The token's own id (`jti`): what POST /logout revokes. */
  tokenId: string;
  /** When the token stops working anyway (`exp`), as an ISO date: a revocation is kept until then. */
  expiresAt: string;
}

const ALGORITHM = 'HS256';
const TOKEN_ID = /^[A-Za-z0-9_-]{16,64}$/;
/**
 * The HMAC key of a secret, imported once: jose imports a raw secret anew on every verification, a Web Crypto call
 * each authenticated request paid. Kept per secret string (one per configuration in practice).
 */
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();
const key = (config: TokenConfig): Promise<webcrypto.CryptoKey> => {
  let imported = keys.get(config.jwtSecret);
  if (!imported) {
    const secret = new TextEncoder().encode(config.jwtSecret);
    imported = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(config.jwtSecret, imported);
  }
  return imported;
};

/** A new token id: 128 random bits, base64url (22 characters). */
const newTokenId = () => randomBytes(16).toString('base64url');

export async function issueToken(config: TokenConfig, user: { id: number; tokenVersion: number }): Promise<string> {
  return new SignJWT({ ver: user.tokenVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(user.id))
    .setJti(newTokenId())
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + config.jwtTtlSeconds)
    .sign(await key(config));
}

/**
 * The claims of a valid, unexpired token signed with our secret; null for anything else, tokens without an id
 * included (issued before revocation existed: they could not be logged out, so they are no longer accepted).
 */
export async function readToken(config: TokenConfig, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await key(config), { algorithms: [ALGORITHM], requiredClaims: ['exp'] });
    const userId = Number(payload.sub);
    const { ver: version, jti: tokenId, exp } = payload;
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof version !== 'number') return null;
    if (typeof tokenId !== 'string' || !TOKEN_ID.test(tokenId) || typeof exp !== 'number') return null;
    return { userId, version, tokenId, expiresAt: new Date(exp * 1000).toISOString() };
  } catch {
    return null;
  }
}
