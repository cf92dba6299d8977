import { PURCHASE_LIMITS } from '@portal/schema';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import type { EventPublisher } from '../integrations/events/index.js';
import { bookingIdOf } from '../messages/service.js';
import { callerOf } from '../plugins/auth.js';
import { collection, collectionSchema, iri } from '../plugins/json-ld.js';
import { iriList } from '../plugins/schemas.js';
import { listPurchasesOf } from '../services/repository.js';
import { purchaseItemSchema, toBookingPurchaseItem } from './representation.js';
import { participantBookingIds } from './repository.js';
import { purchaseServices } from './service.js';

const reference = { anyOf: [{ type: 'string', maxLength: 40 }, { type: 'integer' }] } as const;

const purchaseBody = {
  type: 'object',
  properties: {
    booking: reference,
    lineItems: {
      type: 'array',
      maxItems: PURCHASE_LIMITS.lineItemsMax,
      items: { type: 'object', properties: { service: reference, quantity: { type: 'number' } } },
    },
  },
} as const;

/**
 * /purchases: guest services bought for a booking. The joined guest orders (POST); the host and the guest read
 * them (`GET /purchases?booking[]=/bookings/12`); bookings the caller takes no part in are left out.
 */
export async function purchasesRoutes(app: FastifyInstance, { db, events }: { db: Db; events: EventPublisher }) {
  app.get(
    '/purchases',
    {
      preHandler: app.requireUser,
      config: { rateLimits: ['guest-reads'] },
      schema: {
        querystring: { type: 'object', properties: { 'booking[]': iriList } },
        response: { 200: collectionSchema(purchaseItemSchema) },
      },
    },
    async (request) => {
      const references = (request.query as { 'booking[]'?: string[] })['booking[]'] ?? [];
      const ids = references.flatMap((value) => {
        const id = bookingIdOf(value);
        return id === undefined ? [] : [id];
      });
      const own = ids.length === 0 ? [] : await participantBookingIds(db, callerOf(request).id, ids);
      return collection((await listPurchasesOf(db, own)).map(toBookingPurchaseItem));
    },
  );

  app.post(
    '/purchases',
    {
      preHandler: app.requireUser,
      config: { rateLimits: ['guest-writes'] },
      schema: { body: purchaseBody, response: { 201: purchaseItemSchema } },
    },
    async (request, reply) => {
      const purchase = await purchaseServices(db, events, callerOf(request), request.body);
      return reply.code(201).header('location', iri('purchases', purchase.id)).send(toBookingPurchaseItem(purchase));
    },
  );
}
