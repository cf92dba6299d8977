import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import type { SyncKind } from '../db/tables.js';
import type { Storage } from '../integrations/storage/storage.js';
import { callerOf } from '../plugins/auth.js';
import { COLLECTION_CAPS } from '../plugins/collection-caps.js';
import { notFound } from '../plugins/errors.js';
import { collection, collectionSchema, iri } from '../plugins/json-ld.js';
import { bodySchema, idParams, recordId } from '../plugins/schemas.js';
import { FIELD_NAMES, PROPERTY_FIELDS } from './fields.js';
import { collectionFilter, collectionQuery, ownedProperty, type CollectionQuery } from './ownership.js';
import { listPropertiesCapped, listSyncLogs, rotateExportToken } from './repository.js';
import { propertyItemSchema, syncLogItemSchema, toSyncLogItem } from './representation.js';
import {
  copySettings,
  createProperty,
  propertyItem,
  propertyItems,
  recordPush,
  switchActivation,
  updatePropertyFields,
  type CopyKind,
} from './service.js';

/**
 * Integer fields are declared as JSON numbers: 1.5 then reaches the yup rules and gets their message
 * ('Must be a whole number') instead of the schema validator's.
 */
const updateBody = bodySchema({
  ...Object.fromEntries(
    FIELD_NAMES.map((field) => {
      const [type] = PROPERTY_FIELDS[field];
      return [field, type === 'integer' ? 'number' : type];
    }),
  ),
  services: { type: ['array', 'null'], items: { anyOf: [{ type: 'integer' }, { type: 'string' }] } },
});

const propertiesQuery = {
  type: 'object',
  properties: {
    id: collectionQuery.properties.id,
    'id[]': collectionQuery.properties['id[]'],
    isArchived: { type: 'boolean' },
    isActive: { type: 'boolean' },
  },
} as const;

const copyParams = {
  type: 'object',
  properties: { sourceId: recordId, targetId: recordId },
  required: ['sourceId', 'targetId'],
} as const;

const pushQuery = { type: 'object', properties: { changed: { type: 'string', maxLength: 255 } } } as const;

const syncLogsQuery = {
  type: 'object',
  properties: {
    ...collectionQuery.properties,
    kind: { type: 'string', enum: ['content', 'rad'] },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
} as const;

const itemReply = { 200: propertyItemSchema };

export async function propertiesRoutes(
  app: FastifyInstance,
  { db, storage, publicUrl }: { db: Db; storage: Storage; publicUrl: string },
) {
  const requireUser = app.requireUser;
  const links = { storage, publicUrl };
  const owned = (request: FastifyRequest) =>
    ownedProperty(db, callerOf(request).id, (request.params as { id: number }).id);

  app.get(
    '/properties',
    {
      preHandler: requireUser,
      schema: { querystring: propertiesQuery, response: { 200: collectionSchema(propertyItemSchema) } },
    },
    async (request) => {
      const caller = callerOf(request);
      const query = request.query as { id?: number[]; 'id[]'?: number[]; isArchived?: boolean; isActive?: boolean };
      const { ids } = collectionFilter(query);
      const { rows, total } = await listPropertiesCapped(
        db,
        caller.id,
        { ids, isArchived: query.isArchived, isActive: query.isActive },
        COLLECTION_CAPS.properties,
      );
      return collection(await propertyItems(db, links, caller, rows), total);
    },
  );

  app.post(
    '/properties',
    {
      preHandler: requireUser,
      schema: { body: bodySchema({ name: 'string' }), response: { 201: propertyItemSchema } },
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
    async (request) => propertyItem(db, links, callerOf(request), await owned(request)),
  );

  app.put(
    '/properties/:id',
    { preHandler: requireUser, schema: { params: idParams, body: updateBody, response: itemReply } },
    async (request) => {
      const caller = callerOf(request);
      const property = await updatePropertyFields(db, caller, await owned(request), request.body);
      return propertyItem(db, links, caller, property);
    },
  );

  app.post(
    '/properties/:id/activation/switch',
    { preHandler: requireUser, schema: { params: idParams, response: itemReply } },
    async (request) =>
      propertyItem(db, links, callerOf(request), await switchActivation(db, storage, await owned(request))),
  );

  // A new secret for the listing's iCal export feed: the old URL answers 404 from now on.
  app.post(
    '/properties/:id/ical-export/rotate',
    { preHandler: requireUser, schema: { params: idParams, response: itemReply } },
    async (request) => {
      const property = await owned(request);
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
          body: bodySchema({ changed: 'string' }),
          response: { 202: syncLogItemSchema },
        },
      },
      async (request, reply) => {
        const changed =
          (request.query as { changed?: string }).changed ?? (request.body as { changed?: unknown }).changed;
        const log = await recordPush(db, await owned(request), kind, changed);
        return reply.code(202).send(toSyncLogItem(log));
      },
    );
  }

  app.get(
    '/property-sync-logs',
    {
      preHandler: requireUser,
      schema: { querystring: syncLogsQuery, response: { 200: collectionSchema(syncLogItemSchema) } },
    },
    async (request) => {
      const query = request.query as CollectionQuery & { kind?: SyncKind; limit: number };
      const logs = await listSyncLogs(db, callerOf(request).id, {
        ...collectionFilter(query),
        kind: query.kind,
        limit: query.limit,
      });
      return collection(logs.map(toSyncLogItem));
    },
  );

  app.get(
    '/property-sync-logs/:id',
    { preHandler: requireUser, schema: { params: idParams, response: { 200: syncLogItemSchema } } },
    async (request) => {
      const id = (request.params as { id: number }).id;
      const [log] = await listSyncLogs(db, callerOf(request).id, { ids: [id], limit: 1 });
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
      { preHandler: requireUser, schema: { params: copyParams, response: itemReply } },
      async (request) => {
        const caller = callerOf(request);
        const { sourceId, targetId } = request.params as { sourceId: number; targetId: number };
        return propertyItem(db, links, caller, await copySettings(db, caller, sourceId, targetId, kind));
      },
    );
  }
}
