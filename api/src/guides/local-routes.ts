import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { localGuideBody, localGuideCopyParams, localGuideCopySchema, localGuideItemSchema } from '@portal/contract';
import type { Db } from '../db/database.js';
import type { Storage } from '../integrations/storage/storage.js';
import { callerOf } from '../plugins/auth.js';
import { iri } from '../plugins/json-ld.js';
import { registerSubResource } from '../properties/sub-resource.js';
import { cappedWithImageUrls, withImageUrl } from './images.js';
import { findLocalGuide, listLocalGuides } from './local-repository.js';
import { toLocalGuideItem } from './local-representation.js';
import { copyLocalGuidesOnce, createLocalGuide, removeLocalGuide, updateLocalGuideFields } from './local-service.js';

/** /local-guides and POST /copy-local-guides/{source}/{target} (spec §3 Local guide, §4, §7). */
export const localGuidesRoutes: FastifyPluginAsyncTypebox<{ db: Db; storage: Storage }> = async (
  app,
  { db, storage },
) => {
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
    create: async (...args) => withImageUrl(db, storage, await createLocalGuide(...args)),
    update: async (...args) => withImageUrl(db, storage, await updateLocalGuideFields(...args)),
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
