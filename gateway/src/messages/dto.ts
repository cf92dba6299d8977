import type { UserDto } from '../users/dto.js';

/**
 * A message as the REST API will send it (the messaging issue settles the REST side): the sender embedded, so a
 * list of messages costs no user look-ups; the booking by id.
 */
export interface MessageDto {
  '@id': string;
  id: number;
  content: string;
  createdAt: string;
  bookingId: number;
  sender: UserDto;
}
