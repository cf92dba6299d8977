import type { Reference } from '@apollo/client';
import { useAddPropertyMutation } from '../../__generated__/graphql';

/**
 * Adds a listing and puts it in the cached `properties` lists it belongs to (every list but the archived-only
 * one), so the listings page shows it without a refetch. Resolves to the new listing's id.
 */
export function useAddProperty() {
  const [mutate] = useAddPropertyMutation({
    update(cache, { data }) {
      const added = data?.addProperty;
      if (!added) return;
      cache.modify({
        fields: {
          properties(existing: readonly Reference[] = [], { storeFieldName, toReference, readField }) {
            if (/"archived":true/.test(storeFieldName)) return existing;
            const ref = toReference({ __typename: 'Property', id: added.id });
            if (!ref || existing.some((item) => readField('id', item) === added.id)) return existing;
            return [...existing, ref];
          },
        },
      });
    },
  });
  return async function addProperty(name: string): Promise<string> {
    const { data } = await mutate({ variables: { name } });
    if (!data) throw new Error('addProperty answered no data');
    return data.addProperty.id;
  };
}
