import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  collectionOf,
  companyBody,
  idParams,
  idsQuery,
  loginAnswerSchema,
  loginBody,
  logoutBody,
  profileBody,
  registerBody,
  updateUserBody,
  userItemSchema,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/database.js';
import type { Storage } from '../integrations/storage/storage.js';
import type { EventPublisher } from '../integrations/events/index.js';
import { callerOf, credentialsOf } from '../plugins/auth.js';
import { notFound } from '../plugins/errors.js';
import { collection, iri } from '../plugins/json-ld.js';
import { login, logout, register, updateCompany, updateProfile, updateSettings, userItem } from './service.js';

const userReply = { 200: userItemSchema };

/** Body schemas only declare types (null allowed); the rules and messages are the shared yup schemas (service). */
export const usersRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  config: ApiConfig;
  events: EventPublisher;
  storage: Storage;
}> = async (app, { db, config, events, storage }) => {
  const requireUser = app.requireUser;
  /** The caller, when `:id` is the caller's own id: any other user is absent (404, never 403). */
  const ownUser = (request: FastifyRequest, id: number) => {
    const caller = callerOf(request);
    if (id !== caller.id) throw notFound();
    return caller;
  };

  app.post(
    '/register',
    {
      config: { rateLimits: ['register'] },
      schema: {
        body: registerBody,
        response: { 201: userItemSchema },
      },
    },
    async (request, reply) => {
      const user = await register(db, request.body);
      return reply
        .code(201)
        .header('location', iri('users', user.id))
        .send(await userItem(db, storage, user));
    },
  );

  app.post(
    '/login',
    {
      config: { rateLimits: ['login-address', 'login-account'] },
      schema: { body: loginBody, response: { 200: loginAnswerSchema } },
    },
    async (request) => login(db, config, request.body),
  );

  // Revokes the presented token (or, with `everywhere: true`, every token of the user) on the server at once.
  app.post('/logout', { preHandler: requireUser, schema: { body: logoutBody } }, async (request, reply) => {
    const { everywhere } = request.body;
    const caller = callerOf(request);
    const token = credentialsOf(request);
    await logout(db, caller, token, everywhere === true);
    await events.publish({
      type: 'tokens.revoked',
      userId: caller.id,
      ...(!everywhere && { tokenId: token.tokenId }),
    });
    return reply.code(204).send();
  });

  app.get('/me', { preHandler: requireUser, schema: { response: userReply } }, async (request) =>
    userItem(db, storage, callerOf(request)),
  );

  // Batch read for the gateway's loaders: only the caller's own record can appear; other ids are left out.
  app.get(
    '/users',
    { preHandler: requireUser, schema: { querystring: idsQuery, response: { 200: collectionOf(userItemSchema) } } },
    async (request) => {
      const caller = callerOf(request);
      const ids = [...(request.query['id[]'] ?? []), ...(request.query.id ?? [])];
      const visible = ids.length === 0 || ids.includes(caller.id);
      return collection(visible ? [await userItem(db, storage, caller)] : []);
    },
  );

  app.get(
    '/users/:id',
    { preHandler: requireUser, schema: { params: idParams, response: userReply } },
    async (request) => userItem(db, storage, ownUser(request, request.params.id)),
  );

  app.put(
    '/users/:id',
    {
      preHandler: requireUser,
      schema: {
        params: idParams,
        body: updateUserBody,
        response: userReply,
      },
    },
    async (request) =>
      userItem(db, storage, await updateSettings(db, ownUser(request, request.params.id), request.body)),
  );

  app.put(
    '/users/:id/profile',
    {
      preHandler: requireUser,
      config: { rateLimits: ['password-check'] },
      schema: {
        params: idParams,
        body: profileBody,
        response: userReply,
      },
    },
    async (request) => {
      const caller = ownUser(request, request.params.id);
      const updated = await updateProfile(db, caller, request.body);
      // A new email or password retires every older token: live connections close too.
      if (updated.tokenVersion !== caller.tokenVersion) {
        await events.publish({ type: 'tokens.revoked', userId: caller.id });
      }
      return userItem(db, storage, updated);
    },
  );

  app.put(
    '/users/:id/company',
    {
      preHandler: requireUser,
      schema: {
        params: idParams,
        body: companyBody,
        response: userReply,
      },
    },
    async (request) =>
      userItem(db, storage, await updateCompany(db, ownUser(request, request.params.id), request.body)),
  );
};
