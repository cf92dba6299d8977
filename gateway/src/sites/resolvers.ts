import type { MutationResolvers, QueryResolvers, SiteListingResolvers } from '../__generated__/resolvers.js';
import { notFoundError } from '../errors.js';
import { restId } from '../rest/iri.js';
import type { Query as RestQuery } from '../rest/client.js';
import type { SiteListingDto } from './parents.js';

/*
 * The public booking sites. These fields need no token: the gateway calls the REST API's /public/sites routes with
 * whatever token the request has (none for a guest); the API rate-limits them per client address, which the REST
 * client forwards.
 */

/** A site address as the REST path takes it; anything else cannot exist. */
function sitePath(slug: string): `/public/sites/${string}` {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 60) throw notFoundError(`Site ${slug} not found`);
  return `/public/sites/${slug}`;
}

const listingPath = (slug: string, listingId: string) =>
  `${sitePath(slug)}/properties/${restId(listingId, 'Listing')}` as const;

export const Query: QueryResolvers = {
  myBookingSite: (_parent, _args, { rest }) => rest.get('/sites/mine'),
  publicSite: (_parent, { slug }, { rest }) => rest.get(`${sitePath(slug)}/properties`),
  publicSiteListing: async (_parent, { slug, listingId, from, to }, { rest }) => {
    const query: RestQuery = {};
    if (from) query.from = from;
    if (to) query.to = to;
    const { host, listing, nights } = await rest.get(listingPath(slug, listingId), query);
    return { host, listing, nights };
  },
  publicStayQuote: async (_parent, { slug, listingId, numberOfGuest, ...dates }, { rest }) => {
    const query: RestQuery = { ...dates, ...(numberOfGuest != null && { numberOfGuest: String(numberOfGuest) }) };
    const { available, ...quote } = await rest.get(`${listingPath(slug, listingId)}/stay-quote`, query);
    return { quote, available };
  },
};

export const Mutation: MutationResolvers = {
  requestBooking: (_parent, { slug, listingId, input }, { rest }) =>
    rest.post(`${listingPath(slug, listingId)}/booking-requests`, input),
};

export const SiteListing: SiteListingResolvers = {
  id: (listing: SiteListingDto) => String(listing.id),
  photos: (listing: SiteListingDto) => listing.photos ?? [],
  bedrooms: (listing: SiteListingDto) => listing.bedrooms ?? [],
  amenities: (listing: SiteListingDto) => listing.amenities ?? [],
};
