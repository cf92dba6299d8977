import type { ImageSizesDto } from '@portal/contract';

/** The sender as the REST message item embeds it: id and name only (no email, language… of a full user). */
export interface MessageSenderDto {
  '@id'?: string;
  id: number;
  firstName: string;
  lastName: string;
  avatarImage: ImageSizesDto | null;
}

/** A message item of the REST API (`/messages`): the sender embedded, so a list costs no user look-ups. */
export interface MessageDto {
  '@id': string;
  id: number;
  content: string;
  createdAt: string;
  /** `/bookings/{id}`. */
  booking?: string;
  bookingId: number;
  sender: MessageSenderDto;
}

/** A row of `/users/{id}/messages-as-host|guest`: a conversation's latest message with its listing and guest. */
export interface ConversationMessageDto extends MessageDto {
  property: string;
  propertyName: string | null;
  guestName: string | null;
  mainGuestId: number | null;
}

/** What Conversation resolvers receive. */
export interface ConversationDto {
  bookingId: number;
  lastMessage: MessageDto;
  propertyName: string | null;
  guestName: string | null;
}

export interface MessageBody {
  /** `/bookings/{id}`. */
  booking: string;
  content: string;
}

export interface MessageTemplateDto {
  '@id': string;
  id: number;
  name: string;
  content: string;
}

export interface MessageTemplateBody {
  name: string;
  content: string;
}
