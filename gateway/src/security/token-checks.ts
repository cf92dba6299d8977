import type { GraphQLError } from 'graphql';
import type { RestClient } from '../rest/client.js';

/**
 * Token checks for long-lived connections. Only the REST API can tell whether a token still works (it holds the
 * signing secret and the revocations), so the answer of `GET /me` is shared by every socket and subscription of
 * the same token for `recheckMs` (a second by default): one REST call per token and second at most while events
 * flow.
 */
export function createTokenChecks(rest: RestClient, recheckMs: number) {
  const recent = new Map<string, { at: number; valid: Promise<boolean> }>();

  /** The token's user id; null when the API refuses the token. Throws when the API cannot answer. */
  async function userOf(token: string): Promise<number | null> {
    try {
      return (await rest.forToken(token).get('/me')).id;
    } catch (error) {
      if ((error as GraphQLError).extensions?.code === 'UNAUTHENTICATED') return null;
      throw error;
    }
  }

  function stillValid(token: string): Promise<boolean> {
    const now = Date.now();
    const seen = recent.get(token);
    if (seen && now - seen.at < recheckMs) return seen.valid;
    if (recent.size > 10_000) {
      for (const [key, entry] of recent) if (now - entry.at >= recheckMs) recent.delete(key);
    }
    // The API out of reach is no verdict on the token: events cannot flow then anyway, and the next one re-checks.
    const valid = userOf(token).then(
      (id) => id !== null,
      () => true,
    );
    recent.set(token, { at: now, valid });
    return valid;
  }

  return { userOf, stillValid };
}

/** Which tokens stopped working, from the REST API's `tokens.revoked` event: one (`tokenId`) or all of a user's. */
export interface RevokedTokens {
  userId: number;
  tokenId?: string;
}

export function revokedTokens(event: unknown): RevokedTokens | null {
  const { type, userId, tokenId } = (event ?? {}) as { type?: unknown; userId?: unknown; tokenId?: unknown };
  if (type !== 'tokens.revoked' || typeof userId !== 'number') return null;
  return typeof tokenId === 'string' ? { userId, tokenId } : { userId };
}

/** A JWT's own id (`jti`), read without verifying (the REST API verified the token when the socket opened). */
export function tokenId(token: string): string | null {
  const claim = claimsOf(token)?.jti;
  return typeof claim === 'string' ? claim : null;
}

/** When a JWT expires (ms since the epoch), read from its `exp` claim; null when it has none. */
export function tokenExpiry(token: string): number | null {
  const exp = claimsOf(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

function claimsOf(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
