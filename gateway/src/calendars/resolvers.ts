import type { CalendarResolvers, MutationResolvers } from '../__generated__/resolvers.js';
import { forgetProperty } from '../properties/loaders.js';
import { ownProperty, removeFromProperty } from '../properties/resolvers.js';
import { idOfIri, restId } from '../rest/iri.js';

/** iCal import links. Importing pulls bookings in; nothing is pushed to the channels, so no push follows. */
export const Mutation: MutationResolvers = {
  addCalendarLink: async (_parent, { propertyId, url }, context) => {
    const property = await ownProperty(context, propertyId);
    const calendar = await context.rest.post('/calendars', { property: property['@id'], url });
    forgetProperty(context.loaders, property.id); // its calendars, channels and completeness changed
    return calendar;
  },
  removeCalendarLink: async (_parent, { id }, context) => {
    const calendarId = restId(id, 'Calendar');
    const calendar = await context.rest.get(`/calendars/${calendarId}`);
    return removeFromProperty(
      context,
      calendarId,
      calendar,
      () => context.rest.delete(`/calendars/${calendarId}`),
      null,
    );
  },
};

export const Calendar: CalendarResolvers = {
  id: (calendar) => String(calendar.id),
  property: (calendar, _args, { loaders }) => loaders.propertiesById.load(idOfIri(calendar.property)),
};
