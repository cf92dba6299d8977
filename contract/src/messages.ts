import { API_LIMITS } from '@portal/schema';
import Type, { type Static } from 'typebox';
import {
  field,
  imageSizesSchema,
  integer,
  jsonLd,
  nullable,
  optionalInteger,
  optionalText,
  pageQuery,
  text,
} from './common.js';

/** The sender as a message embeds it: id and name only (no email, language… of a full user). */
export const messageSenderSchema = Type.Object({
  ...jsonLd,
  id: integer,
  firstName: text,
  lastName: text,
  avatarImage: nullable(imageSizesSchema),
});
export type MessageSenderDto = Static<typeof messageSenderSchema>;

/** The Message item of spec §3 (`/messages`): the sender embedded, so a list costs no user look-ups. */
export const messageItemSchema = Type.Object({
  ...jsonLd,
  id: integer,
  content: text,
  createdAt: text,
  /** `/bookings/{id}`. */
  booking: text,
  bookingId: integer,
  sender: messageSenderSchema,
});
export type MessageDto = Static<typeof messageItemSchema>;

/** A row of `/users/{id}/messages-as-host|guest`: a conversation's latest message with its listing and guest. */
export const conversationItemSchema = Type.Object({
  ...messageItemSchema.properties,
  property: text,
  propertyName: optionalText,
  guestName: optionalText,
  mainGuestId: optionalInteger,
});
export type ConversationMessageDto = Static<typeof conversationItemSchema>;

export const messageTemplateItemSchema = Type.Object({ ...jsonLd, id: integer, name: text, content: text });
export type MessageTemplateDto = Static<typeof messageTemplateItemSchema>;

/** POST /messages: `booking` is `/bookings/{id}`. */
export const messageBody = Type.Object({ booking: field.string(), content: field.string() });
export type MessageBody = Static<typeof messageBody>;

/** POST and PUT /message-templates. */
export const messageTemplateBody = Type.Object({ name: field.string(), content: field.string() });
export type MessageTemplateBody = Static<typeof messageTemplateBody>;

/** GET /messages?booking=/bookings/{id} (oldest first), `&after={messageId}`. */
export const messagesQuery = Type.Object({
  booking: Type.String(),
  after: Type.Optional(Type.Integer({ minimum: 0, maximum: API_LIMITS.recordIdMax })),
  ...pageQuery.properties,
});
