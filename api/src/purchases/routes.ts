import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { collectionOf, purchaseBody, purchaseItemSchema, purchasesQuery } from '@portal/contract';
import type { Db } from '../db/database.js';
import type { EventPublisher } from '../integrations/events/index.js';
import { bookingIdOf } from '../messages/service.js';
import { callerOf } from '../plugins/auth.js';
import { collection, iri } from '../plugins/json-ld.js';
import { listPurchasesOf } from '../services/repository.js';
import { toBookingPurchaseItem } from './representation.js';
import { participantBookingIds } from './repository.js';
import { purchaseServices } from './service.js';

/**
 * /purchases: guest services bought for a booking. The joined guest orders (POST); the host and the guest read
 * them (`GET /purchases?booking[]=/bookings/12`); bookings the caller takes no part in are left out.
 */
export const purchasesRoutes: FastifyPluginAsyncTypebox<{ db: Db; events: EventPublisher }> = async (
  app,
  { db, events },
) => {
  app.get(
    '/purchases',
    {
      preHandler: app.requireUser,
      config: { rateLimits: ['guest-reads'] },
      schema: {
        querystring: purchasesQuery,
        response: { 200: collectionOf(purchaseItemSchema) },
      },
    },
    async (request) => {
      const references = request.query['booking[]'] ?? [];
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
      const item = toBookingPurchaseItem(purchase);
      await app.webhooks.emitForBooking(purchase.bookingId, 'purchase.created', item);
      return reply.code(201).header('location', iri('purchases', purchase.id)).send(item);
    },
  );
};
