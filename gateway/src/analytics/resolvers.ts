import type { QueryResolvers } from '../__generated__/resolvers.js';
import type { Query as RestQuery } from '../rest/client.js';
import { restId } from '../rest/iri.js';

const ids = <T extends { bookingId: number; propertyId: number }>(entry: T) => ({
  ...entry,
  bookingId: String(entry.bookingId),
  propertyId: String(entry.propertyId),
});

/** One REST call per figure page: the API aggregates, the gateway only renames. */
export const Query: QueryResolvers = {
  dashboard: async (_parent, { today, timeZone }, { rest }) => {
    const figures = await rest.get('/bookings/dashboard', { today, timeZone });
    const { popularService: service, popularListing: listing } = figures;
    return {
      ...figures,
      popularService: service && { ...service, serviceId: String(service.serviceId) },
      popularListing: listing && { ...listing, propertyId: String(listing.propertyId) },
      agenda: figures.agenda.map(({ kind, ...entry }) => ({
        ...ids(entry),
        kind: kind === 'check-in' ? ('CHECK_IN' as const) : ('CHECK_OUT' as const),
      })),
      feedback: figures.feedback.map(ids),
    };
  },
  analytics: async (_parent, { today, timeZone, propertyId, month }, { rest }) => {
    const query: RestQuery = { today, timeZone };
    if (propertyId) query.property = restId(propertyId, 'Property');
    if (month) query.month = month;
    const figures = await rest.get('/bookings/analytics', query);
    const id = String;
    return {
      ...figures,
      propertyId: figures.propertyId === null ? null : id(figures.propertyId),
      services: figures.services.map((service) => ({ ...service, serviceId: id(service.serviceId) })),
      listings: figures.listings.map((listing) => ({ ...listing, propertyId: id(listing.propertyId) })),
      transactions: {
        ...figures.transactions,
        entries: figures.transactions.entries.map((entry) => ({
          ...entry,
          purchaseId: id(entry.purchaseId),
          bookingId: id(entry.bookingId),
          propertyId: id(entry.propertyId),
        })),
      },
    };
  },
};
