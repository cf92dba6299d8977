import type { IcalLinkConflictResolvers, IcalLinkResolvers, MutationResolvers } from '../__generated__/resolvers.js';
import { forgetProperty } from '../properties/loaders.js';
import { listingPartFields, ownProperty, removeListingPart } from '../properties/resolvers.js';
import { idOfIri, restId } from '../rest/iri.js';

/**
 * Adding a link and 'Sync now' wait for the channel's feed (the API gives a fetch CALENDAR_FETCH_TIMEOUT_MS, 15 s
 * by default): their REST calls get that long and some more, not the gateway's usual deadline.
 */
const FEED_DEADLINE = { deadlineMs: 20_000 };

/** iCal import links. Importing pulls bookings in; nothing is pushed to the channels, so no push follows. */
export const Mutation: MutationResolvers = {
  addIcalLink: async (_parent, { propertyId, url }, context) => {
    const property = await ownProperty(context, propertyId);
    const calendar = await context.rest.post('/calendars', { property: property['@id'], url }, FEED_DEADLINE);
    forgetProperty(context.loaders, property.id); // its calendars, channels and completeness changed
    return calendar;
  },
  removeIcalLink: (_parent, { id }, context) => removeListingPart(context, id, 'iCal link', '/calendars', null),
  syncIcalLink: async (_parent, { id }, context) => {
    const calendar = await context.rest.post(`/calendars/${restId(id, 'iCal link')}/sync`, {}, FEED_DEADLINE);
    forgetProperty(context.loaders, idOfIri(calendar.property)); // its channels' state and bookings may change
    return calendar;
  },
  rotateIcalExportUrl: async (_parent, { propertyId }, context) => {
    const id = restId(propertyId, 'Property');
    const property = await context.rest.post(`/properties/${id}/ical-export/rotate`, {});
    forgetProperty(context.loaders, id);
    context.loaders.propertiesById.prime(id, property);
    return property;
  },
};

export const IcalLink: IcalLinkResolvers = listingPartFields;

export const IcalLinkConflict: IcalLinkConflictResolvers = {
  booking: (conflict, _args, { loaders }) => loaders.bookingsById.load(idOfIri(conflict.booking)),
  conflictsWith: (conflict, _args, { loaders }) =>
    loaders.bookingsById.loadMany(conflict.conflictsWith.map(idOfIri)).then((bookings) =>
      bookings.map((booking) => {
        if (booking instanceof Error) throw booking;
        return booking;
      }),
    ),
};
