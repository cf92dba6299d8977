import { CALENDAR_MESSAGES, stayQuoteSchema, type StayQuoteValues } from '@portal/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import type { EventPublisher } from '../integrations/events/index.js';
import { joinBooking, sendWelcomeMessages } from '../messages/service.js';
import { callerOf } from '../plugins/auth.js';
import { COLLECTION_CAPS } from '../plugins/collection-caps.js';
import { notFound, violation } from '../plugins/errors.js';
import { collection, collectionSchema, iri } from '../plugins/json-ld.js';
import { bodySchema, idParams } from '../plugins/schemas.js';
import { collectionFilter, collectionQuery, ownedProperty, type CollectionQuery } from '../properties/ownership.js';
import { validInput } from '../users/service.js';
import { renderInvoice } from './invoice.js';
import { findBooking, findBookingOfParticipant, listBookings } from './repository.js';
import { bookingItemSchema, quoteSchema, toBookingItem, toGuestBookingItem } from './representation.js';
import { createDirectBooking, priceStay, removeBooking, requestCancellation } from './service.js';

const date = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

const bookingsQuery = {
  type: 'object',
  properties: { ...collectionQuery.properties, from: date, to: date },
} as const;

// Numbers (not integers) so 1.5 guests gets the yup message on the field.
const directBookingBody = bodySchema({
  property: 'string',
  startDate: 'string',
  endDate: 'string',
  providerGuestName: 'string',
  numberOfGuest: 'number',
  paymentMethod: 'string',
});

/**
 * /bookings: the caller's bookings, imported and direct, cancelled ones included (deletedAt set); direct bookings
 * (spec §5), their deletion, the cancellation of Vrbo bookings and the invoice PDF.
 */
export async function bookingsRoutes(app: FastifyInstance, { db, events }: { db: Db; events: EventPublisher }) {
  const owned = async (request: FastifyRequest) => {
    const booking = await findBooking(db, callerOf(request).id, (request.params as { id: number }).id);
    if (!booking) throw notFound();
    return booking;
  };

  app.get(
    '/bookings',
    {
      preHandler: app.requireUser,
      schema: { querystring: bookingsQuery, response: { 200: collectionSchema(bookingItemSchema) } },
    },
    async (request) => {
      const query = request.query as CollectionQuery & { from?: string; to?: string };
      const { rows, total } = await listBookings(
        db,
        callerOf(request).id,
        { ...collectionFilter(query), from: query.from, to: query.to },
        COLLECTION_CAPS.bookings,
      );
      return collection(rows.map(toBookingItem), total);
    },
  );

  app.post(
    '/bookings',
    { preHandler: app.requireUser, schema: { body: directBookingBody, response: { 201: bookingItemSchema } } },
    async (request, reply) => {
      const booking = await createDirectBooking(db, callerOf(request), request.body);
      await sendWelcomeMessages(db, events, booking.propertyId);
      return reply.code(201).header('location', iri('bookings', booking.id)).send(toBookingItem(booking));
    },
  );

  // The price a direct booking of these dates would get now (the selected-dates panel shows it before booking).
  app.get(
    '/properties/:id/stay-quote',
    {
      preHandler: app.requireUser,
      schema: {
        params: idParams,
        querystring: {
          type: 'object',
          properties: { startDate: date, endDate: date, numberOfGuest: { type: 'number' } },
        },
        response: {
          200: { ...quoteSchema, properties: { ...quoteSchema.properties, available: { type: 'boolean' } } },
        },
      },
    },
    async (request) => {
      const property = await ownedProperty(db, callerOf(request).id, (request.params as { id: number }).id);
      const query = request.query as { numberOfGuest?: number };
      const stay = await validInput<StayQuoteValues>(stayQuoteSchema, { numberOfGuest: 1, ...query });
      const priced = await priceStay(db, property, { ...stay, guests: stay.numberOfGuest });
      if (!priced.quote) throw violation('property', CALENDAR_MESSAGES.noBaseRate);
      return { ...priced.quote, available: !priced.overlapsBooking && !priced.overlapsBlocked };
    },
  );

  app.get(
    '/bookings/:id',
    { preHandler: app.requireUser, schema: { params: idParams, response: { 200: bookingItemSchema } } },
    async (request) => {
      // The host sees the whole booking; its joined guest the guest view; anyone else nothing (404).
      const caller = callerOf(request);
      const booking = await findBookingOfParticipant(db, caller.id, (request.params as { id: number }).id);
      if (!booking) throw notFound();
      return booking.ownerId === caller.id ? toBookingItem(booking) : toGuestBookingItem(booking);
    },
  );

  // The invite link (booking id + invite code): the caller becomes the booking's main guest.
  app.post(
    '/bookings/:id/join',
    {
      preHandler: app.requireUser,
      schema: { params: idParams, body: bodySchema({ inviteCode: 'string' }), response: { 200: bookingItemSchema } },
    },
    async (request) => {
      const { inviteCode } = request.body as { inviteCode?: string | null };
      const params = request.params as { id: number };
      return toGuestBookingItem(await joinBooking(db, callerOf(request), params.id, inviteCode));
    },
  );

  app.delete('/bookings/:id', { preHandler: app.requireUser, schema: { params: idParams } }, async (request, reply) => {
    await removeBooking(db, await owned(request));
    return reply.code(204).send();
  });

  app.post(
    '/bookings/:id/cancel',
    {
      preHandler: app.requireUser,
      schema: { params: idParams, body: bodySchema({}), response: { 200: bookingItemSchema } },
    },
    async (request) => toBookingItem(await requestCancellation(db, callerOf(request), await owned(request))),
  );

  // Opened in a new tab (spec §7): the token comes as ?bearer=.
  app.get(
    '/booking-invoice/pdf/:id',
    {
      preHandler: app.requireUser,
      config: { rateLimits: ['invoice-download'] },
      schema: { params: idParams, querystring: { type: 'object', properties: { bearer: { type: 'string' } } } },
    },
    async (request, reply) => {
      const booking = await owned(request);
      const pdf = await renderInvoice(db, callerOf(request), booking);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="invoice-${booking.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
