import { withFilter } from 'graphql-subscriptions';
import type {
  MessageResolvers,
  SubscriptionMessageAddedArgs,
  SubscriptionResolvers,
} from '../__generated__/resolvers.js';
import type { GatewayContext } from '../context.js';
import { unauthenticatedError } from '../errors.js';
import type { GatewayPubSub } from '../pubsub.js';
import type { MessageDto } from './dto.js';

export interface MessageAddedEvent {
  messageAdded: MessageDto;
}

/** Each user's own channel: a subscriber can only ever be handed events published for them. */
export const messageAddedTopic = (userId: number | string) => `message-added:${userId}`;

/** Announces a new message to its participants (the host and the guest of the booking). */
export async function publishMessageAdded(
  pubsub: GatewayPubSub,
  userIds: readonly (number | string)[],
  message: MessageDto,
): Promise<void> {
  const event: MessageAddedEvent = { messageAdded: message };
  await Promise.all([...new Set(userIds.map(String))].map((id) => pubsub.publish(messageAddedTopic(id), event)));
}

export function createMessageResolvers(pubsub: GatewayPubSub) {
  const messageAddedEvents = withFilter<unknown, Partial<SubscriptionMessageAddedArgs>, GatewayContext>(
    (_parent, _args, context) => {
      if (!context?.userId) throw unauthenticatedError();
      return pubsub.asyncIterableIterator<MessageAddedEvent>(messageAddedTopic(context.userId));
    },
    (event, args) => !args?.bookingId || String((event as MessageAddedEvent).messageAdded.bookingId) === args.bookingId,
  );

  const Subscription: SubscriptionResolvers = {
    messageAdded: { subscribe: messageAddedEvents },
  };

  const Message: MessageResolvers = {
    id: (message) => String(message.id),
  };

  return { Subscription, Message };
}
