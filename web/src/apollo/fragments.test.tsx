import type { FragmentType } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SeasonalRates_RateFragmentDoc, type SeasonalRates_RateFragment } from '../__generated__/graphql';
import { apolloClientOver } from './client';
import { useFragmentData, useFragmentList } from './fragments';

const rate = (id: string, rateChange: number): SeasonalRates_RateFragment => ({
  __typename: 'SeasonalRate',
  id,
  fromDate: '2026-07-01',
  toDate: '2026-08-31',
  rateChange,
  repeatYearly: true,
});

function setup() {
  const client = apolloClientOver(new MockLink([]));
  for (const item of [rate('1', 15), rate('2', -10)]) {
    client.cache.writeFragment({ fragment: SeasonalRates_RateFragmentDoc, data: item });
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>{children}</ApolloProvider>
  );
  // What a masked query answer holds in place of the fragment's fields.
  const ref = (id: string) =>
    ({ __typename: 'SeasonalRate', id }) as unknown as FragmentType<SeasonalRates_RateFragment>;
  return { client, wrapper, ref };
}

describe('useFragmentData and useFragmentList', () => {
  it('read a fragment from the cache by the reference a parent holds, and follow its changes', async () => {
    const { client, wrapper, ref } = setup();
    const { result } = renderHook(() => useFragmentData(SeasonalRates_RateFragmentDoc, ref('1')), { wrapper });
    expect(result.current).toMatchObject({ id: '1', rateChange: 15, repeatYearly: true });
    await act(async () => {
      client.cache.writeFragment({ fragment: SeasonalRates_RateFragmentDoc, data: rate('1', 20) });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(result.current?.rateChange).toBe(20);
  });

  it('give null for no reference, or for an object evicted from the cache', async () => {
    const { client, wrapper, ref } = setup();
    const none = renderHook(() => useFragmentData(SeasonalRates_RateFragmentDoc, null), { wrapper });
    expect(none.result.current).toBeNull();
    const { result } = renderHook(() => useFragmentData(SeasonalRates_RateFragmentDoc, ref('2')), { wrapper });
    expect(result.current?.rateChange).toBe(-10);
    await act(async () => {
      client.cache.evict({ id: 'SeasonalRate:2' });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(result.current).toBeNull();
  });

  it('read a list in order, leaving out what is no longer in the cache', async () => {
    const { client, wrapper, ref } = setup();
    const refs = [ref('2'), ref('1')];
    const { result } = renderHook(() => useFragmentList(SeasonalRates_RateFragmentDoc, refs), { wrapper });
    expect(result.current.map((item) => item.rateChange)).toEqual([-10, 15]);
    await act(async () => {
      client.cache.evict({ id: 'SeasonalRate:2' });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(result.current.map((item) => item.id)).toEqual(['1']);
  });
});
