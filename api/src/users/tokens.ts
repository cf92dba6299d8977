import { SignJWT, jwtVerify } from 'jose';
import type { ApiConfig } from '../config.js';

type TokenConfig = Pick<ApiConfig, 'jwtSecret' | 'jwtTtlSeconds'>;

export interface TokenClaims {
  userId: number;
  /** The user's token_version when the token was issued. */
  version: number;
}

const ALGORITHM = 'HS256';
const key = (config: TokenConfig) => new TextEncoder().encode(config.jwtSecret);

export async function issueToken(config: TokenConfig, user: { id: number; tokenVersion: number }): Promise<string> {
  return new SignJWT({ ver: user.tokenVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + config.jwtTtlSeconds)
    .sign(key(config));
}

/** The claims of a valid, unexpired token signed with our secret; null for anything else. */
export async function readToken(config: TokenConfig, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(config), { algorithms: [ALGORITHM], requiredClaims: ['exp'] });
    const userId = Number(payload.sub);
    const version = payload.ver;
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof version !== 'number') return null;
    return { userId, version };
  } catch {
    return null;
  }
}
