import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  collectionOf,
  copyParams,
  idParams,
  newPropertyBody,
  notModified,
  propertiesCollectionSchema,
  propertiesListDelta,
  propertiesQuery,
  propertiesReadHeaders,
  propertyBody,
  propertyItemSchema,
  pushBody,
  pushQuery,
  savePushQuery,
  SYNC_LOGS_LIMIT,
  syncLogItemSchema,
  syncLogsQuery,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import type { SyncKind } from '../db/tables.js';
import type { Storage } from '../integrations/storage/storage.js';
import { callerOf } from '../plugins/auth.js';
import { pageOf } from '../db/capped.js';
import { COLLECTION_CAPS } from '../plugins/collection-caps.js';
import { conditionalRead, deltaAnswer, type DeltaBaseStore } from '../plugins/deltas.js';
import { notFound } from '../plugins/errors.js';
import { collection, iri } from '../plugins/json-ld.js';
import { listAskedKey } from './list-etag.js';
import { collectionFilter, ownedProperty } from './ownership.js';
import { savedThenPushed } from './push.js';
import { listPropertiesCapped, listSyncLogs, listVersionsCapped, rotateExportToken } from './repository.js';
import { toSyncLogItem } from './representation.js';
import {
  copySettings,
  createProperty,
  propertyItem,
  propertyItems,
  listPropertyListItems,
  recordPush,
  switchActivation,
  updatePropertyFields,
  type CopyKind,
} from './service.js';

const itemReply = { 200: propertyItemSchema };

export const propertiesRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  storage: Storage;
  publicUrl: string;
  /** The delta bases of the list view (shared with the calendar: plugins/deltas.ts `deltaBaseStore`). */
  deltaBases: Promise<DeltaBaseStore>;
}> = async (app, { db, storage, publicUrl, deltaBases: bases }) => {
  const requireUser = app.requireUser;
  const links = { storage, publicUrl };
  const owned = (request: FastifyRequest, id: number) => ownedProperty(db, callerOf(request).id, id);
  const deltaBases = await bases;

  app.get(
    '/properties',
    {
      preHandler: requireUser,
      schema: {
        headers: propertiesReadHeaders,
        querystring: propertiesQuery,
        response: { 200: propertiesCollectionSchema, 226: propertiesListDelta, 304: notModified },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { query } = request;
      const { ids } = collectionFilter(query);
      const page = pageOf(query);
      const filter = { ids, isArchived: query.isArchived, isActive: query.isActive };
      const bound = page ?? COLLECTION_CAPS.properties;
      const paging = page && { url: request.url, page };
      if (query.view === 'list') {
        // The versions are read before the listings: see versionsEtag.
        const versions = await listVersionsCapped(db, 'listVersions', caller.id, filter, bound);
        const asked = listAskedKey(request.url, caller, storage);
        // A page is answered whole: its links (hydra:view) are not in a delta.
        const answer = await conditionalRead(
          deltaBases,
          request,
          reply,
          { owner: caller.id, asked, versions, deltas: !page },
          (changed) => listPropertyListItems(db, storage, caller, changed ? { ids: changed } : filter, bound),
        );
        if (answer.notModified) return reply.code(304).send();
        const { since, rows, total } = answer;
        if (!since) return collection(rows, total, paging);
        return deltaAnswer(reply, versions, since, rows, (member) => member.id);
      }
      const { rows, total } = await listPropertiesCapped(db, caller.id, filter, bound);
      return collection(await propertyItems(db, links, caller, rows), total, paging);
    },
  );

  app.post(
    '/properties',
    {
      preHandler: requireUser,
      schema: { body: newPropertyBody, response: { 201: propertyItemSchema } },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const property = await createProperty(db, caller, request.body);
      return reply
        .code(201)
        .header('location', iri('properties', property.id))
        .send(await propertyItem(db, links, caller, property));
    },
  );

  app.get(
    '/properties/:id',
    { preHandler: requireUser, schema: { params: idParams, response: itemReply } },
    async (request) => propertyItem(db, links, callerOf(request), await owned(request, request.params.id)),
  );

  app.put(
    '/properties/:id',
    {
      preHandler: requireUser,
      config: { rateLimits: ['listing-saves'] },
      schema: { params: idParams, querystring: savePushQuery, body: propertyBody, response: itemReply },
    },
    async (request) => {
      const caller = callerOf(request);
      const owner = await owned(request, request.params.id);
      const property = await savedThenPushed(
        db,
        request.query.push,
        (trx) => updatePropertyFields(trx, caller, owner, request.body),
        (saved) => saved.id,
      );
      return propertyItem(db, links, caller, property);
    },
  );

  app.post(
    '/properties/:id/activation/switch',
    { preHandler: requireUser, schema: { params: idParams, response: itemReply } },
    async (request) =>
      propertyItem(
        db,
        links,
        callerOf(request),
        await switchActivation(db, storage, await owned(request, request.params.id)),
      ),
  );

  // A new secret for the listing's iCal export feed: the old URL answers 404 from now on.
  app.post(
    '/properties/:id/ical-export/rotate',
    { preHandler: requireUser, schema: { params: idParams, response: itemReply } },
    async (request) => {
      const property = await owned(request, request.params.id);
      return propertyItem(db, links, callerOf(request), await rotateExportToken(db, property.id));
    },
  );

  for (const kind of ['content', 'rad'] as const satisfies SyncKind[]) {
    app.post(
      `/properties/:id/${kind}/push`,
      {
        preHandler: requireUser,
        schema: {
          params: idParams,
          querystring: pushQuery,
          body: pushBody,
          response: { 202: syncLogItemSchema },
        },
      },
      async (request, reply) => {
        const changed = request.query.changed ?? request.body.changed;
        const log = await recordPush(db, await owned(request, request.params.id), kind, changed);
        return reply.code(202).send(toSyncLogItem(log));
      },
    );
  }

  app.get(
    '/property-sync-logs',
    {
      preHandler: requireUser,
      schema: { querystring: syncLogsQuery, response: { 200: collectionOf(syncLogItemSchema) } },
    },
    async (request) => {
      const { query } = request;
      const logs = await listSyncLogs(db, callerOf(request).id, {
        ...collectionFilter(query),
        kind: query.kind,
        limit: query.limit ?? SYNC_LOGS_LIMIT,
      });
      return collection(logs.map(toSyncLogItem));
    },
  );

  app.get(
    '/property-sync-logs/:id',
    { preHandler: requireUser, schema: { params: idParams, response: { 200: syncLogItemSchema } } },
    async (request) => {
      const [log] = await listSyncLogs(db, callerOf(request).id, { ids: [request.params.id], limit: 1 });
      if (!log) throw notFound();
      return toSyncLogItem(log);
    },
  );

  const copyRoutes: [string, CopyKind][] = [
    ['/copy-property-booking-settings/:sourceId/:targetId', 'bookingSettings'],
    ['/copy-property-pricing-settings/:sourceId/:targetId', 'pricing'],
  ];
  for (const [path, kind] of copyRoutes) {
    app.post(
      path,
      {
        preHandler: requireUser,
        config: { rateLimits: ['listing-saves'] },
        schema: { params: copyParams, querystring: savePushQuery, response: itemReply },
      },
      async (request) => {
        const caller = callerOf(request);
        const { sourceId, targetId } = request.params;
        const target = await savedThenPushed(
          db,
          request.query.push,
          (trx) => copySettings(trx, caller, sourceId, targetId, kind),
          (saved) => saved.id,
        );
        return propertyItem(db, links, caller, target);
      },
    );
  }
};
