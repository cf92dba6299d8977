import { amenitiesBody, amenitiesItemSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { registerSubResource } from '../properties/sub-resource.js';
import { findAmenities, listAmenities } from './repository.js';
import { toAmenitiesItem } from './representation.js';
import { createAmenities, updateAmenityFlags } from './service.js';

/** /property-amenities (spec §3 Amenities, §7: POST and PUT; no delete). */
export async function amenitiesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerSubResource(app, db, {
    path: '/property-amenities',
    itemSchema: amenitiesItemSchema,
    body: amenitiesBody,
    toItem: toAmenitiesItem,
    list: listAmenities,
    find: findAmenities,
    create: createAmenities,
    update: updateAmenityFlags,
    listingOf: (row) => row.propertyId,
  });
}
