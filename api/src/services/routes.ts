import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { collectionOf, collectionQuery, idParams, serviceBody, serviceItemSchema } from '@portal/contract';
import type { Db } from '../db/database.js';
import type { Storage } from '../integrations/storage/storage.js';
import { callerOf } from '../plugins/auth.js';
import { COLLECTION_CAPS } from '../plugins/collection-caps.js';
import { orNotFound } from '../plugins/errors.js';
import { collection } from '../plugins/json-ld.js';
import { collectionFilter } from '../properties/ownership.js';
import { findService, listServices, type Service } from './repository.js';
import { toServiceItem } from './representation.js';
import { createService, imageUrlsOf, removeService, updateServiceFields } from './service.js';

const body = serviceBody;

/**
 * /services (spec §3 Service, §7): the caller's own guest services; another user's id is 404. `GET /services?id[]=`
 * reads many at once (the gateway), `?property=/properties/{id}` those a listing offers.
 */
export const servicesRoutes: FastifyPluginAsyncTypebox<{ db: Db; storage: Storage }> = async (app, { db, storage }) => {
  const requireUser = app.requireUser;
  const toItems = async (services: Service[]) => {
    const urls = await imageUrlsOf(db, storage, services);
    return services.map((service) => toServiceItem(service, urls.get(service.id) ?? null));
  };
  const toItem = async (service: Service) => (await toItems([service]))[0]!;
  const own = async (callerId: number, { id }: { id: number }) => {
    return orNotFound(await findService(db, callerId, id));
  };
  const writes = { rateLimits: ['content-writes'] } as const;

  app.get(
    '/services',
    {
      preHandler: requireUser,
      schema: { querystring: collectionQuery, response: { 200: collectionOf(serviceItemSchema) } },
    },
    async (request) => {
      const filter = collectionFilter(request.query);
      const { rows, total } = await listServices(db, callerOf(request).id, filter, COLLECTION_CAPS.subResources);
      return collection(await toItems(rows), total);
    },
  );

  app.post(
    '/services',
    { preHandler: requireUser, config: writes, schema: { body, response: { 201: serviceItemSchema } } },
    async (request, reply) => {
      const item = await toItem(await createService(db, callerOf(request), request.body));
      return reply.code(201).header('location', item['@id']).send(item);
    },
  );

  app.get(
    '/services/:id',
    { preHandler: requireUser, schema: { params: idParams, response: { 200: serviceItemSchema } } },
    async (request) => toItem(await own(callerOf(request).id, request.params)),
  );

  app.put(
    '/services/:id',
    {
      preHandler: requireUser,
      config: writes,
      schema: { params: idParams, body, response: { 200: serviceItemSchema } },
    },
    async (request) => {
      const caller = callerOf(request);
      return toItem(await updateServiceFields(db, caller, await own(caller.id, request.params), request.body));
    },
  );

  app.delete(
    '/services/:id',
    { preHandler: requireUser, config: writes, schema: { params: idParams } },
    async (request, reply) => {
      await removeService(db, await own(callerOf(request).id, request.params));
      return reply.code(204).send();
    },
  );
};
