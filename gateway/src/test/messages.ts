import type { MessageDto } from '@portal/contract';
import type { RunningGateway } from '../index.js';
import type { TestUser } from './harness.js';

/**
 * A message as the API publishes it, sent by `user` (their REST profile as the sender) on booking `bookingId`; never
 * stored: what a test hands the gateway's pubsub to see who receives it.
 */
export async function publishedMessage(
  gateway: RunningGateway,
  user: TestUser,
  content: string,
  bookingId = 1,
): Promise<MessageDto> {
  const sender = await gateway.rest.forToken(user.token).get('/me');
  const id = Math.floor(Math.random() * 1e9);
  return {
    '@id': `/messages/${id}`,
    '@type': 'Message',
    id,
    content,
    createdAt: new Date().toISOString(),
    booking: `/bookings/${bookingId}`,
    bookingId,
    sender,
  };
}
