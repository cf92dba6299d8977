import type { MutationResolvers, NotificationSettingsResolvers, UserResolvers } from '../__generated__/resolvers.js';

import { restId } from '../rest/iri.js';

const settingsPath = (userId: number) => `/users/${userId}/notification-settings` as const;

export const User: Pick<UserResolvers, 'notificationSettings'> = {
  notificationSettings: (user, _args, { rest }) => rest.get(settingsPath(user.id)),
};

export const Mutation: MutationResolvers = {
  markConversationRead: async (_parent, { bookingId }, { rest }) => {
    await rest.post(`/bookings/${restId(bookingId, 'Booking')}/messages-read`, {});
    return true;
  },
  updateNotificationSettings: async (_parent, { input }, { rest, loaders }) => {
    const me = await loaders.viewer.load('me');
    const { offlineMessages, channelBookings } = input;
    return rest.put(settingsPath(me.id), {
      ...(offlineMessages === null || offlineMessages === undefined ? {} : { offlineMessages }),
      ...(channelBookings === null || channelBookings === undefined ? {} : { channelBookings }),
    });
  },
};

export const NotificationSettings: NotificationSettingsResolvers = {
  id: (settings) => settings['@id'],
};
