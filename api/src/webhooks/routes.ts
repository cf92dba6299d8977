import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  collectionOf,
  createdWebhookEndpointSchema,
  emptyBody,
  idParams,
  webhookDeliveryItemSchema,
  webhookEndpointBody,
  webhookEndpointItemSchema,
} from '@portal/contract';
import type { Db } from '../db/database.js';
import { callerOf } from '../plugins/auth.js';
import { orNotFound } from '../plugins/errors.js';
import { collection } from '../plugins/json-ld.js';
import type { User } from '../users/repository.js';
import { deleteEndpoint, findEndpoint, listEndpoints, recentDeliveries } from './repository.js';
import { toCreatedWebhookEndpoint, toWebhookDeliveryItem, toWebhookEndpointItem } from './representation.js';
import type { Webhooks } from './service.js';

/**
 * /webhook-endpoints (issue 16 point 3): the host's endpoints (list, create with the secret shown once, delete),
 * each one's recent deliveries with their attempts, and "Send test event". Another user's endpoint is a 404.
 */
export const webhooksRoutes: FastifyPluginAsyncTypebox<{ db: Db; webhooks: Webhooks }> = async (
  app,
  { db, webhooks },
) => {
  const config = { rateLimits: ['webhooks'] as const };
  const own = async (caller: User, id: number) => {
    return orNotFound(await findEndpoint(db, caller.id, id));
  };

  app.get(
    '/webhook-endpoints',
    { preHandler: app.requireUser, config, schema: { response: { 200: collectionOf(webhookEndpointItemSchema) } } },
    async (request) => collection((await listEndpoints(db, callerOf(request).id)).map(toWebhookEndpointItem)),
  );

  app.post(
    '/webhook-endpoints',
    {
      preHandler: app.requireUser,
      config,
      schema: { body: webhookEndpointBody, response: { 201: createdWebhookEndpointSchema } },
    },
    async (request, reply) => {
      const item = toCreatedWebhookEndpoint(await webhooks.createEndpoint(callerOf(request), request.body));
      return reply.code(201).header('location', item['@id']).send(item);
    },
  );

  app.delete(
    '/webhook-endpoints/:id',
    { preHandler: app.requireUser, config, schema: { params: idParams } },
    async (request, reply) => {
      const endpoint = await own(callerOf(request), request.params.id);
      await deleteEndpoint(db, endpoint.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/webhook-endpoints/:id/deliveries',
    {
      preHandler: app.requireUser,
      config,
      schema: { params: idParams, response: { 200: collectionOf(webhookDeliveryItemSchema) } },
    },
    async (request) => {
      const endpoint = await own(callerOf(request), request.params.id);
      return collection((await recentDeliveries(db, endpoint.id)).map(toWebhookDeliveryItem));
    },
  );

  // Each test event goes out to the host's receiver: counted in a stricter class of its own.
  app.post(
    '/webhook-endpoints/:id/test',
    {
      preHandler: app.requireUser,
      config: { rateLimits: ['webhooks', 'webhook-tests'] },
      schema: { params: idParams, body: emptyBody },
    },
    async (request, reply) => {
      await webhooks.sendTest(await own(callerOf(request), request.params.id));
      return reply.code(202).send();
    },
  );
};
