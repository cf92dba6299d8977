import { CALENDAR_MESSAGES, stayQuoteSchema, type StayQuoteValues } from '@portal/schema';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  bookingBody,
  bookingItemSchema,
  bookingsQuery,
  collectionOf,
  emptyBody,
  idParams,
  invoiceQuery,
  savePushQuery,
  joinBody,
  stayQuoteAnswerSchema,
  stayQuoteQuery,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import type { EventPublisher } from '../integrations/events/index.js';
import { joinBooking, sendWelcomeMessages } from '../messages/service.js';
import { callerOf } from '../plugins/auth.js';
import { pageOf } from '../db/capped.js';
import { COLLECTION_CAPS } from '../plugins/collection-caps.js';
import { orNotFound, violation } from '../plugins/errors.js';
import { collection, iri } from '../plugins/json-ld.js';
import { collectionFilter, ownedProperty } from '../properties/ownership.js';
import { savedThenPushed } from '../properties/push.js';
import { validInput } from '../users/service.js';
import { renderInvoice } from './invoice.js';
import { findBooking, findBookingOfParticipant, listBookings } from './repository.js';
import { toBookingItem, toGuestBookingItem } from './representation.js';
import { createDirectBooking, priceStay, removeBooking, requestCancellation } from './service.js';

/**
 * /bookings: the caller's bookings, imported and direct, cancelled ones included (deletedAt set); direct bookings
 * (spec §5), their deletion, the cancellation of Vrbo bookings and the invoice PDF.
 */
export const bookingsRoutes: FastifyPluginAsyncTypebox<{ db: Db; events: EventPublisher }> = async (
  app,
  { db, events },
) => {
  const owned = async (request: FastifyRequest, id: number) => {
    return orNotFound(await findBooking(db, callerOf(request).id, id));
  };

  app.get(
    '/bookings',
    {
      preHandler: app.requireUser,
      schema: { querystring: bookingsQuery, response: { 200: collectionOf(bookingItemSchema) } },
    },
    async (request) => {
      const { query } = request;
      const page = pageOf(query);
      const { rows, total } = await listBookings(
        db,
        callerOf(request).id,
        { ...collectionFilter(query), from: query.from, to: query.to },
        page ?? COLLECTION_CAPS.bookings,
      );
      return collection(rows.map(toBookingItem), total, page && { url: request.url, page });
    },
  );

  // `?push=bookings` on the host's writes: the booking change and the listing's push in one transaction.
  const saves = { rateLimits: ['listing-saves'] } as const;

  app.post(
    '/bookings',
    {
      preHandler: app.requireUser,
      config: saves,
      schema: { querystring: savePushQuery, body: bookingBody, response: { 201: bookingItemSchema } },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const booking = await savedThenPushed(
        db,
        request.query.push,
        (trx) => createDirectBooking(trx, caller, request.body),
        (made) => made.propertyId,
      );
      await sendWelcomeMessages(db, events, booking.propertyId);
      const item = toBookingItem(booking);
      await app.webhooks.emit(booking.ownerId, 'booking.created', item);
      return reply.code(201).header('location', iri('bookings', booking.id)).send(item);
    },
  );

  // The price a direct booking of these dates would get now (the selected-dates panel shows it before booking).
  app.get(
    '/properties/:id/stay-quote',
    {
      preHandler: app.requireUser,
      schema: {
        params: idParams,
        querystring: stayQuoteQuery,
        response: { 200: stayQuoteAnswerSchema },
      },
    },
    async (request) => {
      const property = await ownedProperty(db, callerOf(request).id, request.params.id);
      const stay = await validInput<StayQuoteValues>(stayQuoteSchema, { numberOfGuest: 1, ...request.query });
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
      const booking = orNotFound(await findBookingOfParticipant(db, caller.id, request.params.id));
      return booking.ownerId === caller.id ? toBookingItem(booking) : toGuestBookingItem(booking);
    },
  );

  // The invite link (booking id + invite code): the caller becomes the booking's main guest.
  app.post(
    '/bookings/:id/join',
    {
      preHandler: app.requireUser,
      schema: { params: idParams, body: joinBody, response: { 200: bookingItemSchema } },
    },
    async (request) => {
      const { inviteCode } = request.body;
      const booking = await joinBooking(db, callerOf(request), request.params.id, inviteCode);
      // The booking now has its main guest.
      await app.webhooks.emit(booking.ownerId, 'booking.changed', toBookingItem(booking));
      return toGuestBookingItem(booking);
    },
  );

  app.delete(
    '/bookings/:id',
    { preHandler: app.requireUser, config: saves, schema: { params: idParams, querystring: savePushQuery } },
    async (request, reply) => {
      const booking = await owned(request, request.params.id);
      await savedThenPushed(
        db,
        request.query.push,
        (trx) => removeBooking(trx, booking),
        () => booking.propertyId,
      );
      // Deleted for good: for a receiver, the stay will not happen.
      await app.webhooks.emit(booking.ownerId, 'booking.cancelled', { ...toBookingItem(booking), deleted: true });
      return reply.code(204).send();
    },
  );

  app.post(
    '/bookings/:id/cancel',
    {
      preHandler: app.requireUser,
      config: saves,
      schema: { params: idParams, querystring: savePushQuery, body: emptyBody, response: { 200: bookingItemSchema } },
    },
    async (request) => {
      const booking = await owned(request, request.params.id);
      const cancelled = await savedThenPushed(
        db,
        request.query.push,
        (trx) => requestCancellation(trx, callerOf(request), booking),
        () => booking.propertyId,
      );
      const item = toBookingItem(cancelled);
      await app.webhooks.emit(cancelled.ownerId, 'booking.cancelled', item);
      return item;
    },
  );

  // Opened in a new tab (spec §7): the token comes as ?bearer=.
  app.get(
    '/booking-invoice/pdf/:id',
    {
      preHandler: app.requireUser,
      config: { rateLimits: ['invoice-download'] },
      schema: { params: idParams, querystring: invoiceQuery },
    },
    async (request, reply) => {
      const booking = await owned(request, request.params.id);
      const pdf = await renderInvoice(db, callerOf(request), booking);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="invoice-${booking.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
