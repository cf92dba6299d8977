import type { ApolloCache } from '@apollo/client';
import { StayDocument, type StayMessages_MessageFragment } from '../__generated__/graphql';

/** Appends a message to the stay's conversation in the cache, once (the sender also gets it live). */
export function addStayMessage(cache: ApolloCache, bookingId: string, message: StayMessages_MessageFragment) {
  cache.updateQuery({ query: StayDocument, variables: { bookingId } }, (data) => {
    if (!data || data.messages.some((known) => known.id === message.id)) return undefined;
    return { ...data, messages: [...data.messages, message] };
  });
}
