import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { ACCESS_TOKEN_MESSAGES, type AccessTokenScope } from '@portal/schema';
import { scopesOf } from '../access-tokens/representation.js';
import { touchAccessToken } from '../access-tokens/repository.js';
import { requiredScope } from '../access-tokens/scopes.js';
import { hashSecret, isAccessToken, isWellFormedSecret } from '../access-tokens/secret.js';
import { isLive, lastUseIsStale, staleSince } from '../access-tokens/service.js';
import {
  findUserForAccessToken,
  findUserForToken,
  markSeen,
  SEEN_PRECISION_MS,
  type User,
} from '../users/repository.js';
import { readToken, type TokenClaims } from '../users/tokens.js';
import { forbidden, unauthorized } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `requireUser`. */
    caller: User | null;
    /** What the caller's token says (its id and expiry: POST /logout revokes it), set with `caller`. */
    credentials: TokenClaims | null;
    /** The personal access token the request came with (not a session), set with `caller`. */
    accessToken: { id: number; scopes: AccessTokenScope[] } | null;
  }
  interface FastifyInstance {
    /** The user of the request's bearer token; throws a 401 HttpError. */
    authenticate(request: FastifyRequest): Promise<User>;
    /**
     * preHandler: 401 unless the request carries a valid bearer token, 403 when it is an access token without the
     * route's scope; sets `request.caller` and counts an access token's request against its budget.
     */
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
  app.decorateRequest('accessToken', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    if (isAccessToken(token)) return accessTokenUser(db, request, token);
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
  app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      request.caller = await app.authenticate(request);
    } finally {
      // Every request of a known access token counts, refused ones (403) too; past the budget, 429 wins.
      if (request.accessToken) await app.accessTokenBudget(request, reply);
    }
  });
}
Object.assign(authPlugin, { [Symbol.for('skip-override')]: true });

/**
 * The owner of a personal access token (`hp_…`, in the Authorization header only: never in a URL, where logs keep
 * it): 401 when unknown, revoked (deleted) or expired; 403 when the route needs a scope the token lacks, or is one
 * no token may use (scopes.ts). Its last use is written at most once a minute.
 */
async function accessTokenUser(db: Db, request: FastifyRequest, secret: string): Promise<User> {
  const fromHeader = request.headers.authorization !== undefined;
  const found =
    fromHeader && isWellFormedSecret(secret) ? await findUserForAccessToken(db, hashSecret(secret)) : undefined;
  const now = new Date();
  if (!found || !isLive(found.token, now)) throw unauthorized('Invalid or expired token');
  const scopes = scopesOf(found.token);
  request.accessToken = { id: found.token.id, scopes };
  const needed = requiredScope(request.method, request.routeOptions.url ?? '');
  if (needed === 'never') throw forbidden(ACCESS_TOKEN_MESSAGES.notWithToken);
  if (needed !== 'any' && !scopes.includes(needed)) throw forbidden(ACCESS_TOKEN_MESSAGES.missingScope(needed));
  if (lastUseIsStale(found.token, now)) await touchAccessToken(db, found.token.id, now, staleSince(now));
  return found.user;
}

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
