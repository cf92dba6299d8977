import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accessTokenBody, accessTokenCollectionSchema, createdAccessTokenSchema, idParams } from '@portal/contract';
import type { Db } from '../db/database.js';
import { callerOf } from '../plugins/auth.js';
import { notFound } from '../plugins/errors.js';
import { collection } from '../plugins/json-ld.js';
import { deleteAccessToken, listAccessTokens } from './repository.js';
import { toAccessTokenItem, toCreatedAccessToken } from './representation.js';
import { createAccessToken } from './service.js';

/**
 * /access-tokens (issue 16, Settings → API access): the signed-in host's personal access tokens. Only a session
 * reaches these routes: a token never lists, creates or revokes tokens (scopes.ts gives them no scope: 403).
 */
export const accessTokensRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const config = { rateLimits: ['access-tokens'] } as const;

  app.get(
    '/access-tokens',
    { preHandler: app.requireUser, config, schema: { response: { 200: accessTokenCollectionSchema } } },
    async (request) => collection((await listAccessTokens(db, callerOf(request).id)).map(toAccessTokenItem)),
  );

  app.post(
    '/access-tokens',
    {
      preHandler: app.requireUser,
      config,
      schema: { body: accessTokenBody, response: { 201: createdAccessTokenSchema } },
    },
    async (request, reply) => {
      const { row, secret } = await createAccessToken(db, callerOf(request), request.body);
      request.log.info({ accessTokenId: row.id }, 'access token created');
      return reply.code(201).send(toCreatedAccessToken(row, secret));
    },
  );

  /** Revoking deletes the row: the next request with the secret answers 401. */
  app.delete(
    '/access-tokens/:id',
    { preHandler: app.requireUser, config, schema: { params: idParams } },
    async (request, reply) => {
      if (!(await deleteAccessToken(db, callerOf(request).id, request.params.id))) throw notFound();
      request.log.info({ accessTokenId: request.params.id }, 'access token revoked');
      return reply.code(204).send();
    },
  );
};
