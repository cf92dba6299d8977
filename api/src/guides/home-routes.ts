import { homeGuideBody, homeGuideItemSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import type { Storage } from '../integrations/storage/storage.js';
import { registerSubResource } from '../properties/sub-resource.js';
import { findHomeGuide, listHomeGuides } from './home-repository.js';
import { toHomeGuideItem } from './home-representation.js';
import { createHomeGuide, removeHomeGuide, updateHomeGuideFields } from './home-service.js';
import { cappedWithImageUrls, withImageUrl } from './images.js';

/** /home-guides (spec §3 HomeGuide, §7). */
export async function homeGuidesRoutes(app: FastifyInstance, { db, storage }: { db: Db; storage: Storage }) {
  registerSubResource(app, db, {
    path: '/home-guides',
    itemSchema: homeGuideItemSchema,
    body: homeGuideBody,
    toItem: toHomeGuideItem,
    list: async (...args) => cappedWithImageUrls(db, storage, await listHomeGuides(...args)),
    find: async (...args) => {
      const guide = await findHomeGuide(...args);
      return guide && withImageUrl(db, storage, guide);
    },
    create: async (...args) => withImageUrl(db, storage, await createHomeGuide(...args)),
    update: async (...args) => withImageUrl(db, storage, await updateHomeGuideFields(...args)),
    writeRateLimits: ['content-writes'],
    remove: removeHomeGuide,
  });
}
