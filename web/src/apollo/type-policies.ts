import type { TypePolicies } from '@apollo/client';
import { propertyCalendarPolicy } from '../calendars/multi/calendar-cache';

/**
 * The one typePolicies table. Operations always select `id`; types without one get `keyFields` (when they have
 * another identity) or `merge` (when they are values embedded in their parent).
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      // `user(id)` reads the User already in the cache (from `me`) instead of going to the network.
      user: {
        read(existing, { args, toReference }) {
          return existing ?? (args?.id ? toReference({ __typename: 'User', id: args.id as string }) : undefined);
        },
      },
      /** The conversation list is answered whole (polling replaces it); new messages update it through cache.modify. */
      conversations: { merge: false },
      /** A booking's messages, per booking and `after`; subscription events append to the cached list. */
      messages: { keyArgs: ['bookingId', 'after'], merge: false },
    },
  },
  /** A plan card has no id: its identifier (starter, premium …) is its identity. */
  Plan: { keyFields: ['identifier'] },
  /** Image URLs in several sizes, embedded in their owner. */
  ImageSizes: { merge: true },
  /** An amount with its currency, embedded in its owner. */
  /** The completion marks of a listing, embedded in it: section saves answer them anew. */
  PropertyCompleteness: { merge: true },
  /** One conversation per booking: its id is the booking's id. Its lastMessage is a normalized Message. */
  Conversation: { keyFields: ['id'] },
  /** Places and place suggestions are identified by the maps service's placeId. */
  Place: { keyFields: ['placeId'] },
  PlaceSuggestion: { keyFields: ['placeId'] },
  /** One listing's multi-calendar over the loaded window, whatever span answered it. */
  PropertyCalendar: propertyCalendarPolicy,
  /** A search hit's id is only unique within its column: kept inside its answer, never normalized. */
  SearchResult: { keyFields: false },
};
