import type { ApolloCache } from '@apollo/client';
import {
  MessagePanel_MessageFragmentDoc,
  PanelConversationsDocument,
  PanelMessagesDocument,
  type MessagePanel_ConversationFragment,
  type MessagePanel_MessageFragment,
} from '../../__generated__/graphql';

/**
 * Writes a new message into the normalized cache, without any refetch: appends it to its booking's `messages` list
 * (when that list is cached) and makes it the conversation's lastMessage. A conversation not cached yet is added
 * when `seed` describes it (a conversation just started from the recipient picker).
 */
export function addMessageToCache(
  cache: ApolloCache,
  message: MessagePanel_MessageFragment,
  seed?: Omit<MessagePanel_ConversationFragment, 'lastMessage'>,
): void {
  const bookingId = message.booking.id;
  const ref = cache.writeFragment({ fragment: MessagePanel_MessageFragmentDoc, data: message });

  cache.updateQuery({ query: PanelMessagesDocument, variables: { bookingId } }, (data) => {
    if (!data || data.messages.some((m) => m.id === message.id)) return undefined;
    return { ...data, messages: [...data.messages, message] };
  });

  const conversationId = cache.identify({ __typename: 'Conversation', id: bookingId });
  const modified = conversationId
    ? cache.modify({
        id: conversationId,
        fields: {
          lastMessage: (existing, { readField }) => {
            const existingCreatedAt = existing ? readField<string>('createdAt', existing) : undefined;
            return existingCreatedAt && existingCreatedAt > message.createdAt ? existing : ref;
          },
        },
      })
    : false;
  if (modified || !seed) return;
  cache.updateQuery({ query: PanelConversationsDocument }, (data) => {
    if (!data || data.conversations.some((c) => c.id === bookingId)) return undefined;
    return { ...data, conversations: [{ ...seed, lastMessage: message }, ...data.conversations] };
  });
}
