import { withFilter } from 'graphql-subscriptions';
import { ACCESS_TOKEN_LIMITS } from '@portal/schema';
import type {
  ConversationResolvers,
  MessageResolvers,
  MessageSenderResolvers,
  MessageTemplateResolvers,
  MutationResolvers,
  QueryResolvers,
  SubscriptionMessageAddedArgs,
  SubscriptionResolvers,
} from '../__generated__/resolvers.js';
import { createLoaders, type GatewayContext, type Loaders } from '../context.js';
import { unauthenticatedError } from '../errors.js';
import type { GatewayPubSub } from '../pubsub.js';
import type { Query as RestQuery } from '../rest/client.js';
import { idOfIri, restId } from '../rest/iri.js';
import { connectionOf } from '../rest/pages.js';
import type { ConversationMessageDto, MessageDto } from '@portal/contract';
import type { ConversationDto } from './parents.js';

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

const bookingIri = (id: number) => `/bookings/${id}` as const;

/** A booking's messages, oldest first (REST answers 404 unless the caller is its host or joined guest). */
export async function bookingMessages(context: GatewayContext, bookingId: number, after?: number) {
  const query: RestQuery = { booking: bookingIri(bookingId) };
  if (after !== undefined) query.after = after;
  const { 'hydra:member': messages } = await context.rest.get('/messages', query);
  return messages;
}

function toConversation(row: ConversationMessageDto): ConversationDto {
  const { property: _property, propertyName, guestName, mainGuestId: _mainGuestId, ...lastMessage } = row;
  return { bookingId: row.bookingId, lastMessage, propertyName, guestName };
}

export const Query: QueryResolvers = {
  conversations: async (_parent, _args, context) => {
    // One list as host and as guest, merged by the API (one row a booking, newest first).
    const me = await context.loaders.viewer.load('me');
    const { 'hydra:member': rows } = await context.rest.get(`/users/${me.id}/conversations`);
    return rows.map(toConversation);
  },
  conversation: async (_parent, { bookingId }, context) => {
    const id = restId(bookingId, 'Booking');
    const [booking, messages] = await Promise.all([
      context.loaders.bookingsById.load(id),
      bookingMessages(context, id),
    ]);
    const lastMessage = messages.at(-1);
    if (!lastMessage) return null;
    const { mainGuest } = booking;
    const guestName = mainGuest
      ? `${mainGuest.firstName} ${mainGuest.lastName}`.trim()
      : (booking.name ?? booking.providerGuestName ?? null);
    const propertyName = booking.guestView
      ? (booking.propertyName ?? null)
      : (await context.loaders.propertiesById.load(idOfIri(booking.property))).name;
    return { bookingId: id, lastMessage, propertyName, guestName };
  },
  messagesPage: (_parent, { bookingId, ...args }, { rest }) =>
    connectionOf(args, (page) => rest.get('/messages', { booking: bookingIri(restId(bookingId, 'Booking')), ...page })),
  messages: (_parent, { bookingId, after }, context) =>
    bookingMessages(context, restId(bookingId, 'Booking'), after == null ? undefined : restId(after, 'Message')),
  messageTemplates: async (_parent, _args, { rest }) => (await rest.get('/message-templates'))['hydra:member'],
  messageTemplate: (_parent, { id }, { rest }) => rest.get(`/message-templates/${restId(id, 'MessageTemplate')}`),
};

export const Mutation: MutationResolvers = {
  sendMessage: (_parent, { bookingId, content }, { rest }) =>
    rest.post('/messages', { booking: bookingIri(restId(bookingId, 'Booking')), content }),
  saveMessageTemplate: (_parent, { id, name, content }, { rest }) =>
    id == null
      ? rest.post('/message-templates', { name, content })
      : rest.put(`/message-templates/${restId(id, 'MessageTemplate')}`, { name, content }),
  deleteMessageTemplate: async (_parent, { id }, { rest }) => {
    await rest.delete(`/message-templates/${restId(id, 'MessageTemplate')}`);
    return id;
  },
  joinBooking: async (_parent, { bookingId, inviteCode }, { rest, loaders }) => {
    const id = restId(bookingId, 'Booking');
    await rest.post(`/bookings/${id}/join`, { inviteCode });
    // The caller may be the guest now: read the booking as they see it from here on.
    loaders.bookingsById.clear(id);
    return loaders.bookingsById.load(id);
  },
};

export const Message: MessageResolvers = {
  id: (message) => String(message.id),
  booking: (message, _args, { loaders }) => loaders.bookingsById.load(message.bookingId),
};

export const MessageSender: MessageSenderResolvers = {
  id: (sender) => String(sender.id),
  fullName: (sender) => [sender.firstName, sender.lastName].filter(Boolean).join(' '),
  avatarImage: (sender) => sender.avatarImage ?? null,
};

export const MessageTemplate: MessageTemplateResolvers = {
  id: (template) => String(template.id),
};

export const Conversation: ConversationResolvers = {
  id: (conversation) => String(conversation.bookingId),
  booking: (conversation, _args, { loaders }) => loaders.bookingsById.load(conversation.bookingId),
};

/**
 * One set of loaders per event and token: the pubsub hands the same event object to every open subscription, so all
 * the subscriptions a session has open (tabs, devices of one login) share one read of the booking.
 */
const eventLoaders = new WeakMap<object, Map<string | null, Loaders>>();
function loadersOfEvent(event: object, context: GatewayContext): Loaders {
  let byToken = eventLoaders.get(event);
  if (!byToken) eventLoaders.set(event, (byToken = new Map()));
  let loaders = byToken.get(context.token);
  if (!loaders) byToken.set(context.token, (loaders = createLoaders(context.rest)));
  return loaders;
}

export function createMessageResolvers(pubsub: GatewayPubSub) {
  const messageAddedEvents = withFilter<unknown, Partial<SubscriptionMessageAddedArgs>, GatewayContext>(
    async (_parent, _args, context) => {
      if (!context?.userId) throw unauthenticatedError();
      // A personal access token hears messages only with read:messages: a read that needs that scope (the
      // host's few templates) answers FORBIDDEN without it.
      if (context.token?.startsWith(ACCESS_TOKEN_LIMITS.prefix)) await context.rest.get('/message-templates');
      const topic = messageAddedTopic(context.userId);
      const events = pubsub.asyncIterableIterator<MessageAddedEvent>(topic);
      await pubsub.listening(topic);
      return events;
    },
    (event, args) => !args?.bookingId || String((event as MessageAddedEvent).messageAdded.bookingId) === args.bookingId,
  );

  const Subscription: SubscriptionResolvers = {
    messageAdded: {
      subscribe: messageAddedEvents,
      // graphql-ws builds a subscription's context once: loaders per event keep its bookings current.
      resolve: (event: MessageAddedEvent, _args: unknown, context: GatewayContext) => {
        context.loaders = loadersOfEvent(event, context);
        return event.messageAdded;
      },
    },
  };

  return { Subscription, Message, MessageSender, MessageTemplate, Conversation, Query, Mutation };
}
