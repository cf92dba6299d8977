import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { findUserById, type User } from '../users/repository.js';
import { readToken } from '../users/tokens.js';
import { unauthorized } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `requireUser`. */
    caller: User | null;
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

/** Tokens are HS256 JWTs: sub = user id, ver = the user's token_version at issue, exp. */
export async function authPlugin(app: FastifyInstance, { db, config }: { db: Db; config: ApiConfig }) {
  app.decorateRequest('caller', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const claims = await readToken(config, token);
    const user = claims && (await findUserById(db, claims.userId));
    // A changed email or password bumps token_version, which retires every older token.
    if (!claims || !user || user.tokenVersion !== claims.version) throw unauthorized('Invalid or expired token');
    return user;
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
