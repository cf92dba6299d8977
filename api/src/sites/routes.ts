import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  bookingRequestBody,
  bookingRequestSchema,
  bookingSiteSchema,
  publicSiteListingSchema,
  publicSiteSchema,
  siteListingParams,
  siteNightsQuery,
  siteParams,
  stayQuoteAnswerSchema,
  stayQuoteQuery,
  whiteLabelQuery,
} from '@portal/contract';
import { SITE_MESSAGES, addDays, todayUtc } from '@portal/schema';
import { listAmenitiesOf } from '../amenities/repository.js';
import { listBedroomsOf } from '../bedrooms/repository.js';
import type { Db } from '../db/database.js';
import { listImagesOfProperties } from '../images/repository.js';
import type { EventPublisher } from '../integrations/events/index.js';
import type { Storage } from '../integrations/storage/storage.js';
import { sendWelcomeMessages } from '../messages/service.js';
import { findBooking } from '../bookings/repository.js';
import { toBookingItem } from '../bookings/representation.js';
import { callerOf } from '../plugins/auth.js';
import type { Property } from '../properties/repository.js';
import { recordPush } from '../properties/service.js';
import { toSiteItem, toSiteListingItem, type ListingExtras } from './representation.js';
import {
  availabilityOf,
  ensureSiteSlug,
  quoteOnSite,
  requestBooking,
  siteListing,
  siteOf,
  AVAILABILITY_MAX_DAYS,
} from './service.js';

/** The address of a host's site, as the web app routes it. */
export const sitePath = (siteSlug: string) => `/sites/${siteSlug}`;

async function extrasOf(db: Db, properties: Property[]): Promise<Map<number, ListingExtras>> {
  const ids = properties.map((property) => property.id);
  const [images, bedrooms, amenities] = await Promise.all([
    listImagesOfProperties(db, ids),
    listBedroomsOf(db, ids),
    listAmenitiesOf(db, ids),
  ]);
  return new Map(
    ids.map((id) => [
      id,
      {
        images: images.filter((image) => image.propertyId === id),
        bedrooms: bedrooms.filter((bedroom) => bedroom.propertyId === id),
        amenities: amenities.find((row) => row.propertyId === id),
      },
    ]),
  );
}

/**
 * The white-label booking site (issue 15 point 9). For the host: the site's address (GET /sites/mine) and the
 * spec §7 link GET /ru/generate-white-label?bearer=… that the portal's frame opens, which gives the address on
 * first use and redirects to the site. For anyone, without a token, under /public/sites/{slug}/properties: the open
 * listings, one listing with its nights, a stay quote and a request to book; per-address rate limits.
 */
export const sitesRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  storage: Storage;
  events: EventPublisher;
  publicUrl: string;
}> = async (app, { db, storage, events, publicUrl }) => {
  app.get(
    '/sites/mine',
    {
      preHandler: app.requireUser,
      config: { rateLimits: ['site-address'] },
      schema: { response: { 200: bookingSiteSchema } },
    },
    async (request) => {
      const siteSlug = await ensureSiteSlug(db, callerOf(request));
      return { slug: siteSlug, path: sitePath(siteSlug) };
    },
  );

  app.get(
    '/ru/generate-white-label',
    {
      preHandler: app.requireUser,
      config: { rateLimits: ['site-address'] },
      schema: { querystring: whiteLabelQuery },
    },
    async (request, reply) => {
      const siteSlug = await ensureSiteSlug(db, callerOf(request));
      // Absolute (PUBLIC_URL, the web app's origin): the gateway's /api proxy would prefix a relative one with /api.
      return reply
        .code(303)
        .headers({
          location: `${publicUrl}${sitePath(siteSlug)}`,
          'cache-control': 'no-store',
          'referrer-policy': 'no-referrer',
        })
        .send();
    },
  );

  app.get(
    '/public/sites/:slug/properties',
    { config: { rateLimits: ['public-site'] }, schema: { params: siteParams, response: { 200: publicSiteSchema } } },
    async (request) => {
      const { host, listings } = await siteOf(db, request.params.slug);
      const extras = await extrasOf(db, listings);
      return toSiteItem(
        host,
        listings.map((property) => ({ property, extras: extras.get(property.id)! })),
        storage,
      );
    },
  );

  const listingOf = ({ slug, id }: { slug: string; id: number }) => siteListing(db, slug, id);

  app.get(
    '/public/sites/:slug/properties/:id',
    {
      config: { rateLimits: ['public-site'] },
      schema: {
        params: siteListingParams,
        querystring: siteNightsQuery,
        response: { 200: publicSiteListingSchema },
      },
    },
    async (request) => {
      const { host, property } = await listingOf(request.params);
      const query = request.query;
      const from = query.from ?? todayUtc();
      const to = query.to ?? addDays(from, AVAILABILITY_MAX_DAYS - 1);
      const [extras, nights] = await Promise.all([extrasOf(db, [property]), availabilityOf(db, property, from, to)]);
      return toSiteListingItem(host, property, extras.get(property.id)!, nights, storage);
    },
  );

  app.get(
    '/public/sites/:slug/properties/:id/stay-quote',
    {
      config: { rateLimits: ['public-site'] },
      schema: {
        params: siteListingParams,
        querystring: stayQuoteQuery,
        response: { 200: stayQuoteAnswerSchema },
      },
    },
    async (request) => {
      const { property } = await listingOf(request.params);
      const { quote, available } = await quoteOnSite(db, property, request.query);
      return { ...quote, available };
    },
  );

  app.post(
    '/public/sites/:slug/properties/:id/booking-requests',
    {
      config: { rateLimits: ['booking-request'] },
      schema: {
        params: siteListingParams,
        body: bookingRequestBody,
        response: { 201: bookingRequestSchema },
      },
    },
    async (request, reply) => {
      const { property } = await listingOf(request.params);
      const { startDate, endDate, bookingId } = await requestBooking(db, property, request.body);
      // What the gateway does after a host's direct booking: the guest's automatic welcome, availability pushed.
      await sendWelcomeMessages(db, events, property.id);
      await recordPush(db, property, 'rad', 'bookings');
      const booking = await findBooking(db, property.ownerId, bookingId);
      if (booking) await app.webhooks.emit(property.ownerId, 'booking.created', toBookingItem(booking));
      return reply.code(201).send({ message: SITE_MESSAGES.requestSent, startDate, endDate });
    },
  );
};
