import type {
  BookingResolvers,
  MutationResolvers,
  QueryResolvers,
  RemoveBookingPayloadResolvers,
} from '../__generated__/resolvers.js';
import type { GatewayContext } from '../context.js';
import { forgetProperty, propertyIri } from '../properties/loaders.js';
import { pushing } from '../properties/push.js';
import { ownProperty } from '../properties/resolvers.js';
import type { Query as RestQuery } from '../rest/client.js';
import { idOfIri, restId } from '../rest/iri.js';
import { connectionOf } from '../rest/pages.js';
import type { PropertyDto } from '@portal/contract';
import type { BookingDto } from '@portal/contract';
import { fromFullBooking, primeBookings } from './loaders.js';
import { bookingMessages } from '../messages/resolvers.js';

/**
 * A joined guest cannot read the host's listing (REST leaves it out of /properties): the guest view of the booking
 * names it, which is what a guest is shown. Only id, iri and name are known; the host's fields stay unreadable.
 */
function guestViewProperty(booking: BookingDto): PropertyDto {
  const id = idOfIri(booking.property);
  return { '@id': booking.property, id, name: booking.propertyName ?? '' } as PropertyDto;
}

const ownBooking = (context: GatewayContext, id: string) => context.loaders.bookingsById.load(restId(id, 'Booking'));

/** After a write that pushed availability (`?push=bookings`, one call) answered a booking: remember it. */
function afterBookingChange(context: GatewayContext, booking: BookingDto): BookingDto {
  forgetProperty(context.loaders, idOfIri(booking.property));
  context.loaders.bookingsById.clear(booking.id).prime(booking.id, booking);
  return booking;
}

interface BookingsFilter {
  propertyId?: string | null;
  from?: string | null;
  to?: string | null;
}

/** The REST query of `bookings(propertyId, from, to)`, and the ownership check of its listing. */
function bookingsFilter(context: GatewayContext, { propertyId, from, to }: BookingsFilter) {
  const query: RestQuery = {};
  if (from) query.from = from;
  if (to) query.to = to;
  let owned: Promise<unknown> = Promise.resolve();
  if (propertyId) {
    const id = restId(propertyId, 'Property');
    query['property[]'] = [propertyIri(id)];
    owned = ownProperty(context, id); // REST filters others' listings out; GraphQL says NOT_FOUND
  }
  return { query, owned };
}

export const Query: QueryResolvers = {
  booking: (_parent, { id }, context) => ownBooking(context, id),
  bookings: async (_parent, filter, context) => {
    const { query, owned } = bookingsFilter(context, filter);
    const [{ 'hydra:member': bookings }] = await Promise.all([context.rest.get('/bookings', query), owned]);
    primeBookings(context.loaders, bookings);
    return bookings;
  },
  bookingsPage: async (_parent, { first, after, ...filter }, context) => {
    const { query, owned } = bookingsFilter(context, filter);
    const [connection] = await Promise.all([
      connectionOf({ first, after }, (page) => context.rest.get('/bookings', { ...query, ...page })),
      owned,
    ]);
    primeBookings(context.loaders, connection.nodes);
    return connection;
  },
  stayQuote: async (_parent, { propertyId, numberOfGuest, ...dates }, context) => {
    const query: RestQuery = { ...dates, ...(numberOfGuest != null && { numberOfGuest: String(numberOfGuest) }) };
    const { available, ...quote } = await context.rest.get(
      `/properties/${restId(propertyId, 'Property')}/stay-quote`,
      query,
    );
    return { quote, available };
  },
};

export const Mutation: MutationResolvers = {
  addDirectBooking: async (_parent, { input: { propertyId, paymentMethod, ...fields } }, context) => {
    const booking = await context.rest.post(
      '/bookings',
      {
        ...fields,
        property: propertyIri(restId(propertyId, 'Property')),
        ...(paymentMethod != null && { paymentMethod }),
      },
      pushing('bookings'),
    );
    return afterBookingChange(context, booking);
  },
  deleteBooking: async (_parent, { id }, context) => {
    const booking = await ownBooking(context, id);
    await context.rest.delete(`/bookings/${booking.id}`, pushing('bookings'));
    context.loaders.bookingsById.clear(booking.id);
    const propertyId = idOfIri(booking.property);
    forgetProperty(context.loaders, propertyId);
    return { removedId: booking.id, propertyId };
  },
  cancelBooking: async (_parent, { id }, context) =>
    afterBookingChange(
      context,
      await context.rest.post(`/bookings/${restId(id, 'Booking')}/cancel`, {}, pushing('bookings')),
    ),
};

/**
 * A Booking may come from a calendar's bar (`BookingBarParent`): the fields it lacks resolve `fromFullBooking`, so
 * a query asking them of many bars makes one batched GET /bookings?id[]=. A field added to the SDL that a bar lacks
 * needs its line here (the calendar's test asks every field of a bar and of the full booking alike).
 */
export const Booking: BookingResolvers = {
  id: (booking) => String(booking.id),
  name: (booking) => booking.name ?? null,
  property: (booking, _args, { loaders }) =>
    booking.guestView ? guestViewProperty(booking) : loaders.propertiesById.load(idOfIri(booking.property)),
  icalLink: async (booking, _args, { loaders }) => {
    if (booking.calendar === null) return null;
    const links = await loaders.icalLinksByProperty.load(idOfIri(booking.property));
    return links.find((link) => link['@id'] === booking.calendar) ?? null;
  },
  mainGuest: ({ mainGuest }) => (mainGuest ? { ...mainGuest, avatarImage: null } : null),
  direct: (booking) => booking.calendar === null && booking.ota === null,
  ruReservationId: () => null,
  purchases: (booking, _args, { loaders }) => loaders.purchasesByBooking.load(booking.id),
  purchasesPage: (booking, args, { rest }) =>
    connectionOf(args, (page) => rest.get('/purchases', { 'booking[]': [booking['@id']], ...page })),
  missingSince: fromFullBooking('missingSince'),
  cancellationRequestedAt: fromFullBooking('cancellationRequestedAt'),
  numberOfGuest: fromFullBooking('numberOfGuest'),
  paymentMethod: fromFullBooking('paymentMethod'),
  guestEmail: fromFullBooking('guestEmail'),
  inviteCode: fromFullBooking('inviteCode'),
  quote: fromFullBooking('quote'),
  createdAt: fromFullBooking('createdAt'),
  ratingCleanliness: fromFullBooking('ratingCleanliness'),
  ratingCondition: fromFullBooking('ratingCondition'),
  ratingApp: fromFullBooking('ratingApp'),
  ratingOverall: fromFullBooking('ratingOverall'),
  messages: (booking, _args, context) => bookingMessages(context, booking.id),
};

export const RemoveBookingPayload: RemoveBookingPayloadResolvers = {
  removedId: (removed) => String(removed.removedId),
  property: (removed, _args, { loaders }) => loaders.propertiesById.load(removed.propertyId),
};
