import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { callerOf } from '../plugins/auth.js';
import { integer, optionalInteger, optionalText, text } from '../plugins/schemas.js';
import type { BookingHit, MessageHit, PropertyHit, ServiceHit } from './repository.js';
import { searchRepository } from './repository.js';

/** At most this many hits per column (spec §2 Search results). */
export const SEARCH_LIMIT = 20;

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

const hitSchema = {
  type: 'object',
  properties: {
    id: integer,
    title: optionalText,
    description: optionalText,
    bookingId: optionalInteger,
    propertyId: optionalInteger,
    propertyName: optionalText,
    propertyAddress: optionalText,
    propertyImagePath: optionalText,
    startDate: optionalText,
    endDate: optionalText,
    arriveAfter: optionalText,
    departBefore: optionalText,
  },
} as const;
const hits = { type: 'array', items: hitSchema, maxItems: SEARCH_LIMIT } as const;

/** GET /search/{query} (spec §7): the caller's listings, services, bookings and messages matching, best first. */
export async function searchRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const repository = searchRepository(db);
  app.get(
    '/search/:query',
    {
      preHandler: app.requireUser,
      config: { rateLimits: ['search'] },
      schema: {
        params: {
          type: 'object',
          properties: { query: { type: 'string', minLength: 1, maxLength: 200 } },
          required: ['query'],
        },
        response: {
          200: {
            type: 'object',
            properties: { query: text, Property: hits, Service: hits, Booking: hits, Message: hits },
          },
        },
      },
    },
    async (request) => {
      const { query } = request.params as { query: string };
      const found = await repository.search(callerOf(request).id, query, SEARCH_LIMIT);
      return {
        query,
        Property: found.properties.map(property),
        Service: found.services.map(service),
        Booking: found.bookings.map(booking),
        Message: found.messages.map(message),
      };
    },
  );
}
