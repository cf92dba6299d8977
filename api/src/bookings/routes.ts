import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { callerOf } from '../plugins/auth.js';
import { notFound } from '../plugins/errors.js';
import { collection, collectionSchema } from '../plugins/json-ld.js';
import { idParams } from '../plugins/schemas.js';
import { collectionFilter, collectionQuery, type CollectionQuery } from '../properties/ownership.js';
import { findBooking, listBookings } from './repository.js';
import { bookingItemSchema, toBookingItem } from './representation.js';

const date = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

const bookingsQuery = {
  type: 'object',
  properties: { ...collectionQuery.properties, from: date, to: date },
} as const;

/** /bookings: the caller's bookings, imported and direct, cancelled ones included (deletedAt set). */
export async function bookingsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get(
    '/bookings',
    {
      preHandler: app.requireUser,
      schema: { querystring: bookingsQuery, response: { 200: collectionSchema(bookingItemSchema) } },
    },
    async (request) => {
      const query = request.query as CollectionQuery & { from?: string; to?: string };
      const bookings = await listBookings(db, callerOf(request).id, {
        ...collectionFilter(query),
        from: query.from,
        to: query.to,
      });
      return collection(bookings.map(toBookingItem));
    },
  );

  app.get(
    '/bookings/:id',
    { preHandler: app.requireUser, schema: { params: idParams, response: { 200: bookingItemSchema } } },
    async (request) => {
      const booking = await findBooking(db, callerOf(request).id, (request.params as { id: number }).id);
      if (!booking) throw notFound();
      return toBookingItem(booking);
    },
  );
}
