import type { ConversationMessageDto, MessageDto, MessageTemplateDto } from '@portal/contract';
import { stayName } from '@portal/schema';
import type { MessageTemplateRow } from '../db/tables.js';
import { iri, item } from '../plugins/json-ld.js';
import type { ConversationSummary, Message } from './repository.js';

/** The Message item of spec §3: the sender embedded (id and name only), the booking as IRI and id. */
export function toMessageItem(message: Message): MessageDto {
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

export type MessageItem = MessageDto;

/** A conversation of /users/{id}/messages-as-host|guest: its latest message, listing and guest. */
export function toConversationItem(summary: ConversationSummary): ConversationMessageDto {
  const joined = [summary.guestFirstName, summary.guestLastName].filter(Boolean).join(' ');
  return {
    ...toMessageItem(summary),
    property: iri('properties', summary.propertyId),
    propertyName: summary.propertyName,
    guestName: joined || stayName(summary),
    mainGuestId: summary.mainGuestId,
  };
}

export function toTemplateItem(template: MessageTemplateRow): MessageTemplateDto {
  return item('MessageTemplate', iri('message-templates', template.id), {
    id: template.id,
    name: template.name,
    content: template.content,
  });
}
