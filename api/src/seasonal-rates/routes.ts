import { seasonalRateBody, seasonalRateItemSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { registerSubResource } from '../properties/sub-resource.js';
import { findSeasonalRate, listSeasonalRates } from './repository.js';
import { toSeasonalRateItem } from './representation.js';
import { createSeasonalRate, removeSeasonalRate, updateSeasonalRateFields } from './service.js';

/** /seasonal-rates (spec §3 Seasonal rate, §7). */
export async function seasonalRatesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerSubResource(app, db, {
    path: '/seasonal-rates',
    itemSchema: seasonalRateItemSchema,
    body: seasonalRateBody,
    toItem: toSeasonalRateItem,
    list: listSeasonalRates,
    find: findSeasonalRate,
    create: createSeasonalRate,
    update: updateSeasonalRateFields,
    remove: removeSeasonalRate,
    listingOf: (row) => row.propertyId,
  });
}
