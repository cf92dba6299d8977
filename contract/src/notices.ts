import Type, { type Static } from 'typebox';
import { boolean, jsonLd } from './common.js';

/** GET/PUT /users/{id}/notification-settings: the host's mail notices (each on by default). */
export const notificationSettingsSchema = Type.Object({
  ...jsonLd,
  /** Mail a guest's message the host has not read after 15 minutes away. */
  offlineMessages: boolean,
  /** Mail the stays a channel's calendar added or cancelled, once per sync. */
  channelBookings: boolean,
  /** False when the server has no SMTP_URL: nothing is sent whatever the switches say. */
  mailConfigured: boolean,
});
export type NotificationSettingsDto = Static<typeof notificationSettingsSchema>;

/** PUT /users/{id}/notification-settings: the switches to change; a missing one stays as it is. */
export const notificationSettingsBody = Type.Object(
  { offlineMessages: Type.Optional(Type.Boolean()), channelBookings: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type NotificationSettingsBody = Static<typeof notificationSettingsBody>;
