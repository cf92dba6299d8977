import { bedroomBody, bedroomItemSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { registerSubResource } from '../properties/sub-resource.js';
import { findBedroom, listBedrooms } from './repository.js';
import { toBedroomItem } from './representation.js';
import { createBedroom, removeBedroom, updateBedroomFields } from './service.js';

/** /property-bedrooms (spec §3 Bedroom, §7). */
export async function bedroomsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerSubResource(app, db, {
    path: '/property-bedrooms',
    itemSchema: bedroomItemSchema,
    body: bedroomBody,
    toItem: toBedroomItem,
    list: listBedrooms,
    find: findBedroom,
    create: createBedroom,
    update: updateBedroomFields,
    remove: removeBedroom,
    listingOf: (row) => row.propertyId,
  });
}
