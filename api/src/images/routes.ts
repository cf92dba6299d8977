import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  collectionOf,
  collectionQuery,
  idParams,
  imageBody,
  imageItemSchema,
  imageOrderBody,
  savePushQuery,
  userItemSchema,
  uploadAnswerSchema,
  uploadParams,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { UploadsConfig } from '../config.js';
import type { Db } from '../db/database.js';
import type { Storage } from '../integrations/storage/storage.js';
import { callerOf } from '../plugins/auth.js';
import { COLLECTION_CAPS } from '../plugins/collection-caps.js';
import { HttpError, notFound, orNotFound, violation } from '../plugins/errors.js';
import { NUL_MESSAGE, nulPath } from '../plugins/input-guards.js';
import { collection, iri } from '../plugins/json-ld.js';
import { collectionFilter, ownedProperty } from '../properties/ownership.js';
import { savedThenPushed } from '../properties/push.js';
import { userItem } from '../users/service.js';
import { removeAvatar, setAvatar } from './avatar.js';
import { findImage, listImages, listImagesOfProperties } from './repository.js';
import { toImageItem } from './representation.js';
import {
  createImage,
  createUpload,
  orderImages,
  removeImage,
  updateImageFields,
  type ImageServices,
} from './service.js';

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * Photos (`/images`, spec §3 Image), plain uploads (`POST /upload`) and the files themselves (`GET /uploads/*`,
 * public: keys are random names, and browsers load them from <img> tags without a token).
 */
export const imagesRoutes: FastifyPluginAsyncTypebox<{ db: Db; storage: Storage; uploads: UploadsConfig }> = async (
  app,
  { db, storage, uploads },
) => {
  const services: ImageServices = { db, storage, limits: { maxPixels: uploads.maxPixels }, quota: uploads.quota };
  const requireUser = app.requireUser;
  const tooLarge = () =>
    new HttpError(413, `The file is too large: at most ${Math.floor(uploads.maxBytes / (1024 * 1024))} MB`);

  await app.register(multipart, {
    limits: { fileSize: uploads.maxBytes, files: 1, fields: 10, fieldSize: 10_000, parts: 20 },
  });

  /** The `file` part and the text fields of a multipart body, in any order. */
  async function readMultipart(
    request: FastifyRequest,
  ): Promise<{ file: Buffer | null; fields: Record<string, string> }> {
    const fields: Record<string, string> = {};
    let file: Buffer | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const content = await part.toBuffer();
          if (part.fieldname === 'file') file = content;
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw error;
    }
    const withNul = nulPath(fields);
    if (withNul !== null) throw violation(withNul, NUL_MESSAGE);
    return { file, fields };
  }

  const ownImage = async (request: FastifyRequest, id: number) => {
    return orNotFound(await findImage(db, callerOf(request).id, id));
  };

  app.get(
    '/images',
    {
      preHandler: requireUser,
      schema: { querystring: collectionQuery, response: { 200: collectionOf(imageItemSchema) } },
    },
    async (request) => {
      const filter = collectionFilter(request.query);
      const { rows, total } = await listImages(db, callerOf(request).id, filter, COLLECTION_CAPS.images);
      return collection(
        rows.map((image) => toImageItem(image, storage)),
        total,
      );
    },
  );

  app.post(
    '/images',
    { preHandler: requireUser, config: { rateLimits: ['uploads'] }, schema: { response: { 201: imageItemSchema } } },
    async (request, reply) => {
      const { file, fields } = request.isMultipart() ? await readMultipart(request) : { file: null, fields: {} };
      const image = await createImage(services, callerOf(request), file, fields);
      return reply.code(201).header('location', iri('images', image.id)).send(toImageItem(image, storage));
    },
  );

  app.get(
    '/images/:id',
    { preHandler: requireUser, schema: { params: idParams, response: { 200: imageItemSchema } } },
    async (request) => toImageItem(await ownImage(request, request.params.id), storage),
  );

  // `?push=photos`: the change and the listing's push in one transaction (the listing the photo is on afterwards).
  app.put(
    '/images/:id',
    {
      preHandler: requireUser,
      config: { rateLimits: ['listing-saves'] },
      schema: {
        params: idParams,
        querystring: savePushQuery,
        body: imageBody,
        response: { 200: imageItemSchema },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const image = await ownImage(request, request.params.id);
      const updated = await savedThenPushed(
        db,
        request.query.push,
        (trx) => updateImageFields(trx, caller, image, request.body),
        (saved) => saved.propertyId,
      );
      return toImageItem(updated, storage);
    },
  );

  app.delete(
    '/images/:id',
    {
      preHandler: requireUser,
      config: { rateLimits: ['listing-saves'] },
      schema: { params: idParams, querystring: savePushQuery },
    },
    async (request, reply) => {
      await removeImage(db, storage, await ownImage(request, request.params.id), request.query.push);
      return reply.code(204).send();
    },
  );

  // The whole order of a listing's photos in one write (a drag in the photo grid); answers the photos in order.
  app.put(
    '/properties/:id/images/order',
    {
      preHandler: requireUser,
      config: { rateLimits: ['photo-order'] },
      schema: {
        params: idParams,
        querystring: savePushQuery,
        body: imageOrderBody,
        response: { 200: collectionOf(imageItemSchema) },
      },
    },
    async (request) => {
      const property = await ownedProperty(db, callerOf(request).id, request.params.id);
      await orderImages(db, property.id, request.body.imageIds, request.query.push);
      const photos = await listImagesOfProperties(db, [property.id]);
      return collection(photos.map((image) => toImageItem(image, storage)));
    },
  );

  /** The caller, when `:id` is the caller's own id: any other user is absent (404). */
  const ownUser = (request: FastifyRequest, id: number) => {
    const caller = callerOf(request);
    if (id !== caller.id) throw notFound();
    return caller;
  };

  // The avatar: a multipart `file` with the square to keep (`cropX`, `cropY`, `cropSize`, upright pixels).
  app.put(
    '/users/:id/avatar',
    {
      preHandler: requireUser,
      config: { rateLimits: ['uploads'] },
      schema: { params: idParams, response: { 200: userItemSchema } },
    },
    async (request) => {
      const caller = ownUser(request, request.params.id);
      const { file, fields } = request.isMultipart() ? await readMultipart(request) : { file: null, fields: {} };
      return userItem(db, storage, await setAvatar(services, caller, file, fields));
    },
  );

  app.delete(
    '/users/:id/avatar',
    {
      preHandler: requireUser,
      config: { rateLimits: ['uploads'] },
      schema: { params: idParams, response: { 200: userItemSchema } },
    },
    async (request) => userItem(db, storage, await removeAvatar(db, services, ownUser(request, request.params.id))),
  );

  // POST /upload takes the file as the raw body (any content type), or as the `file` part of a multipart form.
  await app.register(async (raw) => {
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: uploads.maxBytes }, (_request, body, done) =>
      done(null, body),
    );
    raw.post(
      '/upload',
      {
        preHandler: requireUser,
        config: { rateLimits: ['uploads'] },
        bodyLimit: uploads.maxBytes,
        schema: { response: { 201: uploadAnswerSchema } },
      },
      async (request, reply) => {
        const file = request.isMultipart()
          ? (await readMultipart(request)).file
          : Buffer.isBuffer(request.body)
            ? request.body
            : null;
        return reply.code(201).send(await createUpload(services, callerOf(request), file));
      },
    );
  });

  app.get('/uploads/*', { schema: { params: uploadParams } }, async (request, reply) => {
    const key = request.params['*'];
    const file = orNotFound(await storage.stream(key));
    return (
      reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('cache-control', `public, max-age=${YEAR_IN_SECONDS}, immutable`)
        // Public files under random names: a CDN in front (PUBLIC_UPLOADS_PREFIX) may serve them to other origins.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(file.stream)
    );
  });
};
