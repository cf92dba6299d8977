import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { MultiCalendarDocument, type MultiCalendarQuery } from '../../__generated__/graphql';
import type { DayWindow } from './window';

export interface SpanState {
  /** The window as the cache holds it, read through the first span's query; undefined until complete. */
  data?: MultiCalendarQuery;
  /** Why the span could not be loaded, while there is no data. */
  error?: unknown;
}

/**
 * The first span of a window, watched in the cache (cached data at once, then the network's answer written into the
 * cache, then every later write: spans, edits) and fetched from the network once per `attempt`, as a
 * cache-and-network query would. A watch of its own rather than a watched query: a watched query reads the whole
 * window back three more times on each change (its own notification, then a comparison with the non-optimistic
 * cache), which for 200 listings took most of the time of a later span's merge.
 */
function spanStore(client: ApolloClient, span: DayWindow) {
  const { cache } = client;
  const options = { query: MultiCalendarDocument, variables: span, optimistic: true } as const;
  const cached = cache.diff<MultiCalendarQuery>({ ...options, returnPartialData: true });
  let state: SpanState = cached.complete ? { data: cached.result } : {};
  const listeners = new Set<() => void>();
  let active = 0;
  let request: Promise<unknown> | undefined;
  const set = (next: SpanState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    snapshot: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Watches the cache while started; fetches once per store (a remount in StrictMode does not ask again). */
    start() {
      active += 1;
      const stop = cache.watch<MultiCalendarQuery>({
        ...options,
        immediate: true,
        callback: (diff) => {
          if (diff.complete && diff.result) set({ data: diff.result });
        },
      });
      request ??= client
        .query({ query: MultiCalendarDocument, variables: span, fetchPolicy: 'no-cache' })
        .then(({ data }) => data && cache.writeQuery({ query: MultiCalendarDocument, variables: span, data }))
        .catch((error: unknown) => {
          if (active > 0 && !state.data) set({ error });
        });
      return () => {
        active -= 1;
        stop();
      };
    },
  };
}

/** The first span's state; a new `attempt` fetches it again. */
export function useSpanQuery(span: DayWindow, attempt: number): SpanState {
  const client = useApolloClient();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new attempt is a new store
  const store = useMemo(() => spanStore(client, span), [client, span, attempt]);
  useEffect(() => store.start(), [store]);
  return useSyncExternalStore(store.subscribe, store.snapshot);
}
