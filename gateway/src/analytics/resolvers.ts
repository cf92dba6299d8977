import type { QueryResolvers } from '../__generated__/resolvers.js';

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
};
