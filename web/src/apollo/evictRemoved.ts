import type { ApolloCache } from '@apollo/client';

/**
 * A removal mutation's `update`: drops the removed object from the cache (then what only it referenced), so every
 * list that held it forgets it. `removedId` reads the object's id from the mutation's answer.
 */
export function evictRemoved<Data>(__typename: string, removedId: (data: Data) => string) {
  return (cache: ApolloCache, { data }: { data?: Data | null }) => {
    if (!data) return;
    cache.evict({ id: cache.identify({ __typename, id: removedId(data) }) });
    cache.gc();
  };
}
