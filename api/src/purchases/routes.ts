import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { collectionOf, purchaseBody, purchaseItemSchema, purchasesQuery } from '@portal/contract';
import type { Db } from '../db/database.js';
import type { EventPublisher } from '../integrations/events/index.js';
import { bookingIdOf } from '../messages/service.js';
import { callerOf } from '../plugins/auth.js';
import { collection, iri } from '../plugins/json-ld.js';
import { pageOf } from '../db/capped.js';
import { listPurchasesOf, pagePurchasesOf } from '../services/repository.js';
import { toBookingPurchaseItem } from './representation.js';
import { participantBookingIds } from './repository.js';
import { purchaseServices, type PurchasePayments } from './service.js';

/**
 * /purchases: guest services bought for a booking. The joined guest orders (POST); the host and the guest read
 * them (`GET /purchases?booking[]=/bookings/12`); bookings the caller takes no part in are left out. With payments
 * configured the order is pending until the provider's webhook (POST /billing/stripe/webhook) says it is paid.
 */
export const purchasesRoutes: FastifyPluginAsyncTypebox<{ db: Db; events: EventPublisher } & PurchasePayments> = async (
  app,
  { db, events, payments, publicUrl },
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
      const page = pageOf(request.query);
      const { rows, total } = page
        ? await pagePurchasesOf(db, own, page)
        : await listPurchasesOf(db, own).then((purchases) => ({ rows: purchases, total: purchases.length }));
      return collection(rows.map(toBookingPurchaseItem), total, page && { url: request.url, page });
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
      const purchase = await purchaseServices(
        db,
        events,
        { payments, publicUrl },
        callerOf(request),
        request.body,
        request.log,
      );
      const item = toBookingPurchaseItem(purchase);
      await app.webhooks.emitForBooking(purchase.bookingId, 'purchase.created', item);
      return reply.code(201).header('location', iri('purchases', purchase.id)).send(item);
    },
  );
};
