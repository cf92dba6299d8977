import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useMemo } from 'react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Kind, type DocumentNode } from 'graphql';

/** A generated `…FragmentDoc`: the fragment first, then the fragments it spreads. */
type FragmentDocument<TData> = TypedDocumentNode<TData, unknown>;

/**
 * What a component that owns fragment `TData` takes: the reference its parent's (masked) data holds, or the
 * fragment's data itself (a test's fixture). Either way it reads the fields from the cache by the object's id.
 */
export type FragmentRef<TData> = FragmentType<TData> | TData;

function fragmentNameOf(document: DocumentNode): string {
  const first = document.definitions[0];
  if (first?.kind !== Kind.FRAGMENT_DEFINITION) throw new Error('Not a fragment document');
  return first.name.value;
}

/**
 * A component's own fields (its fragment) on the object its parent got from a query: data masking shows the parent
 * only a reference, and the component reads its fields from the cache, re-rendering when they change. Null when
 * there is no object (`from` is null), or it is no longer in the cache (deleted and evicted).
 */
export function useFragmentData<TData>(
  fragment: FragmentDocument<TData>,
  from: NoInfer<FragmentRef<TData>> | null,
): TData | null {
  const result = useFragment<TData, Record<string, never>>({
    fragment: fragment as DocumentNode,
    fragmentName: fragmentNameOf(fragment),
    from: from as useFragment.FromOptionValue<TData> | null,
  });
  return from && result.complete ? (result.data as TData) : null;
}

/** The same for a list: the items still in the cache, in order. */
export function useFragmentList<TData>(
  fragment: FragmentDocument<TData>,
  from: readonly NoInfer<FragmentRef<TData>>[],
): TData[] {
  const result = useFragment<TData[], Record<string, never>>({
    fragment: fragment as DocumentNode,
    fragmentName: fragmentNameOf(fragment),
    from: from as useFragment.FromOptionValue<TData>[],
  });
  const items = result.data as (TData | null)[];
  // The same array while the cache does not change, so what is computed from it can be memoized.
  return useMemo(() => items.filter((item): item is TData => item !== null), [items]);
}
