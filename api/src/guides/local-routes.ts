import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { localGuideBody, localGuideCopyParams, localGuideCopySchema, localGuideItemSchema } from '@portal/contract';
import type { Db } from '../db/database.js';
import type { UploadsConfig } from '../config.js';
import type { PlacesProvider } from '../integrations/places/index.js';
import type { Storage } from '../integrations/storage/storage.js';
import { callerOf } from '../plugins/auth.js';
import { iri } from '../plugins/json-ld.js';
import { registerSubResource } from '../properties/sub-resource.js';
import { cappedWithImageUrls, withImageUrl } from './images.js';
import { findLocalGuide, listLocalGuides } from './local-repository.js';
import { toLocalGuideItem } from './local-representation.js';
import type { PlacePhotoServices } from './place-photo.js';
import { copyLocalGuidesOnce, createLocalGuide, removeLocalGuide, updateLocalGuideFields } from './local-service.js';

interface LocalGuidesOptions {
  db: Db;
  storage: Storage;
  places: PlacesProvider;
  uploads: UploadsConfig;
}

/** /local-guides and POST /copy-local-guides/{source}/{target} (spec §3 Local guide, §4, §7). */
export const localGuidesRoutes: FastifyPluginAsyncTypebox<LocalGuidesOptions> = async (
  app,
  { db, storage, places, uploads },
) => {
  const photos: PlacePhotoServices = {
    places,
    images: { db, storage, limits: { maxPixels: uploads.maxPixels }, quota: uploads.quota },
    maxBytes: uploads.maxBytes,
    log: app.log,
  };
  registerSubResource(app, db, {
    path: '/local-guides',
    itemSchema: localGuideItemSchema,
    body: localGuideBody,
    toItem: toLocalGuideItem,
    list: async (...args) => cappedWithImageUrls(db, storage, await listLocalGuides(...args)),
    find: async (...args) => {
      const guide = await findLocalGuide(...args);
      return guide && withImageUrl(db, storage, guide);
    },
    create: async (db, caller, body) => withImageUrl(db, storage, await createLocalGuide(db, photos, caller, body)),
    update: async (db, caller, guide, body) =>
      withImageUrl(db, storage, await updateLocalGuideFields(db, photos, caller, guide, body)),
    writeRateLimits: ['content-writes'],
    remove: removeLocalGuide,
  });

  app.post(
    '/copy-local-guides/:source/:target',
    {
      preHandler: app.requireUser,
      config: { rateLimits: ['guide-copy'] },
      schema: { params: localGuideCopyParams, response: { 200: localGuideCopySchema } },
    },
    async (request) => {
      const { source, target } = request.params;
      const copy = await copyLocalGuidesOnce(db, callerOf(request), source, target);
      return {
        '@type': 'LocalGuideCopy',
        source: iri('properties', copy.source.id),
        target: iri('properties', copy.target.id),
        copied: copy.copied,
      };
    },
  );
};
