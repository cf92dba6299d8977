import type {
  LineItemResolvers,
  MutationResolvers,
  PurchasePaymentResolvers,
  PurchaseResolvers,
  QueryResolvers,
  StayListingResolvers,
  StayResolvers,
} from '../__generated__/resolvers.js';
import { restId } from '../rest/iri.js';
import { idOfIri } from '../rest/iri.js';

export const Query: QueryResolvers = {
  stay: (_parent, { bookingId }, context) => context.rest.get(`/bookings/${restId(bookingId, 'Booking')}/guest-view`),
};

export const Mutation: MutationResolvers = {
  purchaseServices: async (_parent, { bookingId, lineItems }, context) => {
    const id = restId(bookingId, 'Booking');
    const purchase = await context.rest.post('/purchases', {
      booking: `/bookings/${id}`,
      lineItems: lineItems.map((line) => ({
        service: `/services/${restId(line.serviceId, 'Service')}`,
        quantity: line.quantity,
      })),
    });
    context.loaders.purchasesByBooking.clear(id);
    return purchase;
  },
  rateStay: async (_parent, { bookingId, input }, context) => {
    const id = restId(bookingId, 'Booking');
    await context.rest.post(`/bookings/${id}/rating`, input);
    return context.rest.get(`/bookings/${id}/guest-view`);
  },
};

export const Stay: StayResolvers = {
  id: (stay) => String(stay.id),
  purchases: (stay, _args, { loaders }) => loaders.purchasesByBooking.load(stay.id),
};

export const StayListing: StayListingResolvers = {
  id: (listing) => String(listing.id),
};

export const Purchase: PurchaseResolvers = {
  id: (purchase) => String(purchase.id),
};

/** The REST API's payment values. */
export const PurchasePayment: PurchasePaymentResolvers = {
  ON_ARRIVAL: 'on-arrival',
  PENDING: 'pending',
  PAID: 'paid',
  EXPIRED: 'expired',
  FAILED: 'failed',
};

export const LineItem: LineItemResolvers = {
  id: (line) => String(line.id),
  // Another host's service (a guest reading their order) stays unreadable: the line keeps its copied name and price.
  service: async (line, _args, { loaders }) => {
    if (line.service === null) return null;
    const service = await loaders.servicesById.load(idOfIri(line.service)).catch(() => null);
    return service;
  },
};
