import { stayName } from '@portal/schema';
import type { MessageTemplateRow } from '../db/tables.js';
import { iri, item } from '../plugins/json-ld.js';
import { integer, jsonLd, optionalInteger, optionalText, text } from '../plugins/schemas.js';
import type { ConversationSummary, Message } from './repository.js';

/** The Message item of spec §3: the sender embedded (id and name only), the booking as IRI and id. */
export function toMessageItem(message: Message) {
  return item('Message', iri('messages', message.id), {
    id: message.id,
    content: message.content,
    createdAt: message.createdAt,
    booking: iri('bookings', message.bookingId),
    bookingId: message.bookingId,
    sender: item('User', iri('users', message.senderId), {
      id: message.senderId,
      firstName: message.senderFirstName,
      lastName: message.senderLastName,
      avatarImage: null,
    }),
  });
}

export type MessageItem = ReturnType<typeof toMessageItem>;

/** A conversation of /users/{id}/messages-as-host|guest: its latest message, listing and guest. */
export function toConversationItem(summary: ConversationSummary) {
  const joined = [summary.guestFirstName, summary.guestLastName].filter(Boolean).join(' ');
  return {
    ...toMessageItem(summary),
    property: iri('properties', summary.propertyId),
    propertyName: summary.propertyName,
    guestName: joined || stayName(summary),
    mainGuestId: summary.mainGuestId,
  };
}

export function toTemplateItem(template: MessageTemplateRow) {
  return item('MessageTemplate', iri('message-templates', template.id), {
    id: template.id,
    name: template.name,
    content: template.content,
  });
}

export const messageItemSchema = {
  type: 'object',
  properties: {
    ...jsonLd,
    id: integer,
    content: text,
    createdAt: text,
    booking: text,
    bookingId: integer,
    sender: {
      type: 'object',
      properties: { ...jsonLd, id: integer, firstName: text, lastName: text, avatarImage: { type: 'null' } },
    },
  },
} as const;

export const conversationItemSchema = {
  type: 'object',
  properties: {
    ...messageItemSchema.properties,
    property: text,
    propertyName: optionalText,
    guestName: optionalText,
    mainGuestId: optionalInteger,
  },
} as const;

export const templateItemSchema = {
  type: 'object',
  properties: { ...jsonLd, id: integer, name: text, content: text },
} as const;
