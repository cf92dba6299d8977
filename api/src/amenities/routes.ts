import { AMENITY_KEYS } from '@portal/schema';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { bodySchema } from '../plugins/schemas.js';
import { registerSubResource } from '../properties/sub-resource.js';
import { findAmenities, listAmenities } from './repository.js';
import { amenitiesItemSchema, toAmenitiesItem } from './representation.js';
import { createAmenities, updateAmenityFlags } from './service.js';

/** /property-amenities (spec §3 Amenities, §7: POST and PUT; no delete). */
export async function amenitiesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerSubResource(app, db, {
    path: '/property-amenities',
    itemSchema: amenitiesItemSchema,
    body: bodySchema({
      property: 'string',
      ...Object.fromEntries(AMENITY_KEYS.map((key) => [key, 'boolean' as const])),
    }),
    toItem: toAmenitiesItem,
    list: listAmenities,
    find: findAmenities,
    create: createAmenities,
    update: updateAmenityFlags,
  });
}
