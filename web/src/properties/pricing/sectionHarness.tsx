/**
 * Test support for the property page's sections: renders a section from the Apollo cache, as the page does (the
 * page's query puts the listing there), so that mutation answers re-render it through normalization.
 */
import type { FragmentType } from '@apollo/client';
import { useApolloClient, useFragment } from '@apollo/client/react';
import type { DocumentNode } from 'graphql';
import { useState, type ReactNode } from 'react';

interface FromCacheProps<T extends { __typename: string; id: string }> {
  fragment: DocumentNode;
  fragmentName: string;
  data: T;
  /** Renders the section with the reference its page would pass. */
  children: (value: FragmentType<T>) => ReactNode;
}

export function FromCache<T extends { __typename: string; id: string }>({
  fragment,
  fragmentName,
  data,
  children,
}: FromCacheProps<T>) {
  const client = useApolloClient();
  useState(() => client.cache.writeFragment({ fragment, fragmentName, data: data as never }));
  const result = useFragment({ fragment, fragmentName, from: { __typename: data.__typename, id: data.id } });
  return result.complete ? children(result.data as FragmentType<T>) : null;
}

/** The error text of an input (Chakra links it with aria-errormessage while invalid), '' when valid. */
export function errorOf(input: HTMLElement): string {
  if (input.getAttribute('aria-invalid') !== 'true') return '';
  const id = input.getAttribute('aria-errormessage');
  return (id && document.getElementById(id)?.textContent) || '';
}

export const COMPLETENESS = {
  __typename: 'PropertyCompleteness',
  details: true,
  address: true,
  pricing: true,
  bookingSettings: true,
  photos: false,
  icalLinks: false,
  checkInOut: false,
  complete: false,
} as const;

/** The answer of a removal from listing 7 (`removeIcalLink`, `removePropertyImage` …): the removed id, the marks. */
export function removalResult(mutation: string, removedId: string) {
  return {
    data: {
      __typename: 'Mutation',
      [mutation]: {
        __typename: 'RemovePropertyItemPayload',
        removedId,
        property: { __typename: 'Property', id: '7', completeness: COMPLETENESS },
      },
    },
  };
}
