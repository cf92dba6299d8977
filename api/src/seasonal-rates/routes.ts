import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { bodySchema } from '../plugins/schemas.js';
import { registerSubResource } from '../properties/sub-resource.js';
import { findSeasonalRate, listSeasonalRates } from './repository.js';
import { seasonalRateItemSchema, toSeasonalRateItem } from './representation.js';
import { createSeasonalRate, removeSeasonalRate, updateSeasonalRateFields } from './service.js';

/** /seasonal-rates (spec §3 Seasonal rate, §7). */
export async function seasonalRatesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerSubResource(app, db, {
    path: '/seasonal-rates',
    itemSchema: seasonalRateItemSchema,
    body: bodySchema({
      property: 'string',
      fromDate: 'string',
      toDate: 'string',
      rateChange: 'number',
      repeatYearly: 'boolean',
    }),
    toItem: toSeasonalRateItem,
    list: listSeasonalRates,
    find: findSeasonalRate,
    create: createSeasonalRate,
    update: updateSeasonalRateFields,
    remove: removeSeasonalRate,
  });
}
