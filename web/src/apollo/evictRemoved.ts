import type { ApolloCache } from '@apollo/client';

/**
 * A removal mutation's `update`: drops the removed object from the cache (then what only it referenced), so every
 * list that held it forgets it. `removedId` reads the object's id from the mutation's answer.
 */
export function evictRemoved<Data>(__typename: string, removedId: (data: Data) => string) {
  return (cache: ApolloCache, { data }: { data?: Data | null }) => {
    if (data) evictObject(__typename, removedId(data))(cache);
  };
}

/** The same for an object whose id is known before the call (a guide entry, an access token). */
export function evictObject(__typename: string, id: string) {
  return (cache: ApolloCache) => {
    const ref = cache.identify({ __typename, id });
    if (ref) cache.evict({ id: ref });
    cache.gc();
  };
}
