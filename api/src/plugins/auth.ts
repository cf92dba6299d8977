import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { findUserForToken, markSeen, SEEN_PRECISION_MS, type User } from '../users/repository.js';
import { readToken, type TokenClaims } from '../users/tokens.js';
import { unauthorized } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `requireUser`. */
    caller: User | null;
    /** What the caller's token says (its id and expiry: POST /logout revokes it), set with `caller`. */
    credentials: TokenClaims | null;
  }
  interface FastifyInstance {
    /** The user of the request's bearer token; throws a 401 HttpError. */
    authenticate(request: FastifyRequest): Promise<User>;
    /** preHandler: 401 unless the request carries a valid bearer token; sets `request.caller`. */
    requireUser: preHandlerAsyncHookHandler;
  }
}

/** `Authorization: Bearer …`, else `?bearer=…` (links opened directly in a tab). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header) return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  const query = request.query as { bearer?: unknown } | undefined;
  return typeof query?.bearer === 'string' && query.bearer !== '' ? query.bearer : undefined;
}

/**
 * Tokens are HS256 JWTs: sub = user id, ver = the user's token_version at issue, jti = the token's id, exp.
 * One query per request reads the user and whether this jti was revoked (POST /logout).
 */
export async function authPlugin(app: FastifyInstance, { db, config }: { db: Db; config: ApiConfig }) {
  /** Presence for the host's notices: at most one write per user and minute (the row was just read anyway). */
  const seen = async (user: User) => {
    const now = new Date();
    if (user.lastSeenAt !== null && now.getTime() - Date.parse(user.lastSeenAt) < SEEN_PRECISION_MS) return;
    await markSeen(db, user.id, now);
  };
  app.decorateRequest('caller', null);
  app.decorateRequest('credentials', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const claims = await readToken(config, token);
    const found = claims && (await findUserForToken(db, claims.userId, claims.tokenId));
    // A changed email or password, or logging out everywhere, bumps token_version: every older token is retired.
    if (!claims || !found || found.revoked || found.user.tokenVersion !== claims.version) {
      throw unauthorized('Invalid or expired token');
    }
    request.credentials = claims;
    // Best effort: a failed presence write never fails the request (the notice waits for the next one).
    await seen(found.user).catch((error: unknown) => request.log.warn({ err: error }, 'last seen not recorded'));
    return found.user;
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    request.caller = await app.authenticate(request);
  });
}
Object.assign(authPlugin, { [Symbol.for('skip-override')]: true });

/** The caller of a route guarded by `requireUser`. */
export function callerOf(request: FastifyRequest): User {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

/** The token of a route guarded by `requireUser`. */
export function credentialsOf(request: FastifyRequest): TokenClaims {
  if (!request.credentials) throw unauthorized();
  return request.credentials;
}
