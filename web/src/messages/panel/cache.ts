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
 * (when that list is cached) and makes it the conversation's lastMessage. A conversation not listed yet is added
 * when `seed` describes it (a conversation just started from the recipient picker).
 *
 * Answers false when the conversation list is cached but lacks the message's conversation and no seed was given:
 * the caller then reads that one conversation (`PanelConversation`) and adds it with `addConversationToCache`.
 */
export function addMessageToCache(
  cache: ApolloCache,
  message: MessagePanel_MessageFragment,
  seed?: Omit<MessagePanel_ConversationFragment, 'lastMessage'>,
): boolean {
  const bookingId = message.booking.id;
  const ref = cache.writeFragment({ fragment: MessagePanel_MessageFragmentDoc, data: message });

  cache.updateQuery({ query: PanelMessagesDocument, variables: { bookingId } }, (data) => {
    if (!data || data.messages.some((m) => m.id === message.id)) return undefined;
    return { ...data, messages: [...data.messages, message] };
  });

  const conversationId = cache.identify({ __typename: 'Conversation', id: bookingId });
  if (conversationId) {
    cache.modify({
      id: conversationId,
      fields: {
        lastMessage: (existing, { readField }) => {
          const existingCreatedAt = existing ? readField<string>('createdAt', existing) : undefined;
          return existingCreatedAt && existingCreatedAt > message.createdAt ? existing : ref;
        },
      },
    });
  }

  const list = cache.readQuery({ query: PanelConversationsDocument });
  if (!list || list.conversations.some((c) => c.id === bookingId)) return true;
  if (!seed) return false;
  addConversationToCache(cache, { ...seed, lastMessage: message });
  return true;
}

/** Puts a conversation at the top of the cached conversation list (the panel sorts it by its last message). */
export function addConversationToCache(cache: ApolloCache, conversation: MessagePanel_ConversationFragment): void {
  cache.updateQuery({ query: PanelConversationsDocument }, (data) => {
    if (!data || data.conversations.some((c) => c.id === conversation.id)) return undefined;
    return { ...data, conversations: [conversation, ...data.conversations] };
  });
}
