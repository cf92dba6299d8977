import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/database.js';
import type { EventPublisher } from '../integrations/events/index.js';
import { callerOf, credentialsOf } from '../plugins/auth.js';
import { notFound } from '../plugins/errors.js';
import { collection, collectionSchema, iri } from '../plugins/json-ld.js';
import { idList, idParams } from '../plugins/schemas.js';
import { loginAnswerSchema, userItemSchema } from './representation.js';
import { login, logout, register, updateCompany, updateProfile, updateSettings, userItem } from './service.js';

/**
 * Body schemas only declare types (null allowed); the rules and their messages are the shared yup schemas,
 * applied in the service.
 */
function bodyOf(fields: Record<string, 'string' | 'boolean'>) {
  const properties = Object.fromEntries(Object.entries(fields).map(([name, type]) => [name, { type: [type, 'null'] }]));
  return { type: 'object', properties } as const;
}
const personal = { firstName: 'string', lastName: 'string', email: 'string', phone: 'string' } as const;
const address = (prefix: string) =>
  Object.fromEntries(
    ['HouseNameNumber', 'Street', 'City', 'Postcode', 'Country'].map((part) => [`${prefix}${part}`, 'string' as const]),
  );

const idsQuery = { type: 'object', properties: { 'id[]': idList, id: idList } } as const;
const userReply = { 200: userItemSchema };

export async function usersRoutes(
  app: FastifyInstance,
  { db, config, events }: { db: Db; config: ApiConfig; events: EventPublisher },
) {
  const requireUser = app.requireUser;
  /** The caller, when `:id` is the caller's own id: any other user is absent (404, never 403). */
  const ownUser = (request: FastifyRequest) => {
    const caller = callerOf(request);
    if ((request.params as { id: number }).id !== caller.id) throw notFound();
    return caller;
  };

  app.post(
    '/register',
    {
      config: { rateLimits: ['register'] },
      schema: {
        body: bodyOf({ ...personal, plainPassword: 'string', acceptsMarketing: 'boolean' }),
        response: { 201: userItemSchema },
      },
    },
    async (request, reply) => {
      const user = await register(db, request.body);
      return reply
        .code(201)
        .header('location', iri('users', user.id))
        .send(await userItem(db, user));
    },
  );

  app.post(
    '/login',
    {
      config: { rateLimits: ['login-address', 'login-account'] },
      schema: { body: bodyOf({ email: 'string', password: 'string' }), response: { 200: loginAnswerSchema } },
    },
    async (request) => login(db, config, request.body),
  );

  // Revokes the presented token (or, with `everywhere: true`, every token of the user) on the server at once.
  app.post(
    '/logout',
    { preHandler: requireUser, schema: { body: bodyOf({ everywhere: 'boolean' }) } },
    async (request, reply) => {
      const { everywhere } = request.body as { everywhere?: boolean | null };
      const caller = callerOf(request);
      const token = credentialsOf(request);
      await logout(db, caller, token, everywhere === true);
      await events.publish({
        type: 'tokens.revoked',
        userId: caller.id,
        ...(!everywhere && { tokenId: token.tokenId }),
      });
      return reply.code(204).send();
    },
  );

  app.get('/me', { preHandler: requireUser, schema: { response: userReply } }, async (request) =>
    userItem(db, callerOf(request)),
  );

  // Batch read for the gateway's loaders: only the caller's own record can appear; other ids are left out.
  app.get(
    '/users',
    { preHandler: requireUser, schema: { querystring: idsQuery, response: { 200: collectionSchema(userItemSchema) } } },
    async (request) => {
      const caller = callerOf(request);
      const query = request.query as { 'id[]'?: number[]; id?: number[] };
      const ids = [...(query['id[]'] ?? []), ...(query.id ?? [])];
      const visible = ids.length === 0 || ids.includes(caller.id);
      return collection(visible ? [await userItem(db, caller)] : []);
    },
  );

  app.get(
    '/users/:id',
    { preHandler: requireUser, schema: { params: idParams, response: userReply } },
    async (request) => userItem(db, ownUser(request)),
  );

  app.put(
    '/users/:id',
    {
      preHandler: requireUser,
      schema: {
        params: idParams,
        body: bodyOf({ currency: 'string', onboardModeSelection: 'string' }),
        response: userReply,
      },
    },
    async (request) => userItem(db, await updateSettings(db, ownUser(request), request.body)),
  );

  app.put(
    '/users/:id/profile',
    {
      preHandler: requireUser,
      config: { rateLimits: ['password-check'] },
      schema: {
        params: idParams,
        body: bodyOf({
          ...personal,
          plainPassword: 'string',
          currentPassword: 'string',
          acceptsMarketing: 'boolean',
          ...address('address'),
          language: 'string',
        }),
        response: userReply,
      },
    },
    async (request) => {
      const caller = ownUser(request);
      const updated = await updateProfile(db, caller, request.body);
      // A new email or password retires every older token: live connections close too.
      if (updated.tokenVersion !== caller.tokenVersion) {
        await events.publish({ type: 'tokens.revoked', userId: caller.id });
      }
      return userItem(db, updated);
    },
  );

  app.put(
    '/users/:id/company',
    {
      preHandler: requireUser,
      schema: {
        params: idParams,
        body: bodyOf({
          isCompany: 'boolean',
          companyName: 'string',
          companyWebsite: 'string',
          ...address('companyAddress'),
          companyMerchantName: 'string',
        }),
        response: userReply,
      },
    },
    async (request) => userItem(db, await updateCompany(db, ownUser(request), request.body)),
  );
}
