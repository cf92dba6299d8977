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

/** When a JWT expires (ms since the epoch), read from its `exp` claim; null when it has none. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}
