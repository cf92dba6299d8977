import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SEARCH_HITS_MAX, searchParams, searchSchema } from '@portal/contract';
import type { Db } from '../db/database.js';
import { callerOf } from '../plugins/auth.js';
import type { BookingHit, MessageHit, PropertyHit, ServiceHit } from './repository.js';
import { searchRepository } from './repository.js';

const address = (hit: PropertyHit) =>
  [
    [hit.addressHouseNumber ?? hit.addressHouseName, hit.addressStreet].filter(Boolean).join(' '),
    hit.addressTown,
    hit.addressPostcode,
  ]
    .filter(Boolean)
    .join(', ') || null;

// The Search result of spec §3, one shape for the four columns.
const property = (hit: PropertyHit) => ({
  id: hit.id,
  title: hit.name,
  description: address(hit),
  propertyId: hit.id,
  propertyName: hit.name,
  propertyAddress: address(hit),
  arriveAfter: hit.arriveAfter,
  departBefore: hit.departBefore,
});
const service = (hit: ServiceHit) => ({ id: hit.id, title: hit.title, description: hit.description });
const booking = (hit: BookingHit) => ({
  id: hit.id,
  title: hit.providerGuestName,
  description: null,
  propertyId: hit.propertyId,
  propertyName: hit.propertyName,
  startDate: hit.startDate,
  endDate: hit.endDate,
  arriveAfter: hit.arriveAfter,
  departBefore: hit.departBefore,
});
const message = (hit: MessageHit) => ({
  id: hit.id,
  title: hit.providerGuestName,
  description: hit.content,
  bookingId: hit.bookingId,
  propertyId: hit.propertyId,
  propertyName: hit.propertyName,
  startDate: hit.startDate,
  endDate: hit.endDate,
});

/** GET /search/{query} (spec §7): the caller's listings, services, bookings and messages matching, best first. */
export const searchRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const repository = searchRepository(db);
  app.get(
    '/search/:query',
    {
      preHandler: app.requireUser,
      config: { rateLimits: ['search'] },
      schema: {
        params: searchParams,
        response: { 200: searchSchema },
      },
    },
    async (request) => {
      const { query } = request.params;
      const found = await repository.search(callerOf(request).id, query, SEARCH_HITS_MAX);
      return {
        query,
        Property: found.properties.map(property),
        Service: found.services.map(service),
        Booking: found.bookings.map(booking),
        Message: found.messages.map(message),
      };
    },
  );
};
