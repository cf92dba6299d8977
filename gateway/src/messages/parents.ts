import type { MessageDto, MessageSenderDto } from '@portal/contract';

/** What Conversation resolvers receive (a GraphQL shape, built from a REST conversation row). */
export interface ConversationDto {
  bookingId: number;
  lastMessage: MessageDto;
  propertyName: string | null;
  guestName: string | null;
}

/** What MessageSender resolvers receive: a message's sender, or a booking's main guest (no JSON-LD identity). */
export type MessageSender = Pick<MessageSenderDto, 'id' | 'firstName' | 'lastName' | 'avatarImage'>;
