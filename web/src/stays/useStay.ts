import { useCallback, useEffect, useState } from 'react';
import { StayDocument } from '../__generated__/guest-operations';
import type { StayQuery } from '../__generated__/graphql';
import { useGuest } from './guest-context';
import { OFFLINE_COPY } from './offline';

export type StayData = StayQuery;

export interface StayState {
  data: StayData | undefined;
  error: unknown;
  loading: boolean;
  refetch: () => void;
  /** Changes the stay as a mutation or a live message changed it on the server (no refetch). */
  update: (change: (data: StayData) => StayData) => void;
}

/** The stay and its conversation (one `Stay` query, the one answer the service worker may keep for offline use). */
export function useStay(bookingId: string): StayState {
  const { client } = useGuest();
  const [data, setData] = useState<StayData>();
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    client
      .request(StayDocument, { bookingId }, OFFLINE_COPY)
      .then((answer) => {
        if (!current) return;
        setData(answer);
        setError(null);
      })
      .catch((failure: unknown) => {
        if (current) setError(failure);
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [client, bookingId, attempt]);

  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback((change: (data: StayData) => StayData) => setData((d) => d && change(d)), []);
  return { data, error, loading, refetch, update };
}
