import type { ApolloCache, Reference } from '@apollo/client';

/**
 * A created object joins a cached list (the root field `field`), at its start or its end, unless it is there
 * already: the list shows it without a refetch.
 */
export function addToCachedList(
  cache: ApolloCache,
  field: string,
  created: { __typename: string; id: string },
  at: 'start' | 'end' = 'end',
) {
  cache.modify({
    fields: {
      [field](existing: readonly Reference[] = [], { readField, toReference }) {
        if (existing.some((ref) => readField('id', ref) === created.id)) return existing;
        const ref = toReference(created);
        if (!ref) return existing;
        return at === 'start' ? [ref, ...existing] : [...existing, ref];
      },
    },
  });
}
