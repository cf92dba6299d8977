import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MultiCalendarDocument } from '../../__generated__/graphql';
import { listingsOf } from './listings';
import { useSpanQuery } from './span-query';
import { writeSpan } from './span-writes';
import { extendWindow, firstScreenFirst, initialWindow, jumpWindow, missingSpans, type DayWindow } from './window';

const keyOf = (span: DayWindow) => `${span.from}~${span.to}`;

/**
 * The loaded window and its listings. A window opens with the days on screen first (firstScreenFirst): that span is
 * the one watched in the cache (span-query.ts), whose answer lists every listing and draws the first rows. The cache
 * splices each later span (the rest of the window, then each edge it grows by) into the same entry per listing
 * (calendar-cache.ts, span-writes.ts), so the later spans are written into the cache without a watch of their own and
 * the grid reads everything through the first one: one cache read per answer, however many spans the window has.
 */
export function useCalendarWindow(today: string) {
  const client = useApolloClient();
  const [state, setState] = useState(() => {
    const loaded = initialWindow(today);
    return { loaded, spans: firstScreenFirst(loaded, today) };
  });
  const { loaded, spans } = state;
  const first = spans[0]!;
  const [attempt, setAttempt] = useState(0);
  const { data, error } = useSpanQuery(first, attempt);

  /** The later spans asked for since the window started from its first span, and those whose answer failed. */
  const asked = useRef({ first: '', keys: new Set<string>() });
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const fetchSpan = useCallback(
    (span: DayWindow) => {
      const key = keyOf(span);
      asked.current.keys.add(key);
      setFailed((previous) => (previous.has(key) ? new Set([...previous].filter((other) => other !== key)) : previous));
      // Fetched past the cache, then written into it (span-writes.ts): the answer merges into the listings' entries as
      // before, without the cache reading the whole window back for a query that no one watches.
      client
        .query({ query: MultiCalendarDocument, variables: span, fetchPolicy: 'no-cache' })
        .then(({ data }) => data && writeSpan(client.cache, span, data))
        .catch(() => {
          setFailed((previous) => new Set(previous).add(key));
        });
    },
    [client],
  );
  const calendars = data?.propertyCalendars;
  // The later spans once the first is in: they would slow its answer down, and it lists the listings to draw.
  const firstIn = calendars !== undefined;
  useEffect(() => {
    if (asked.current.first !== keyOf(first)) asked.current = { first: keyOf(first), keys: new Set() };
    if (!firstIn) return;
    // After the frame that shows the first span: asking costs Apollo some milliseconds, which would delay it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        for (const span of spans.slice(1)) if (!asked.current.keys.has(keyOf(span))) fetchSpan(span);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [first, spans, fetchSpan, firstIn]);

  const listings = useMemo(() => listingsOf(loaded, calendars ?? []), [loaded, calendars]);
  const failedSpans = spans.slice(1).filter((span) => failed.has(keyOf(span)));

  /** Grows the window when the visible days come within the buffer of an edge. */
  const extend = useCallback((firstDay: string, lastDay: string, visibleDays: number) => {
    setState((previous) => {
      const next = extendWindow(previous.loaded, firstDay, lastDay, visibleDays);
      if (next === previous.loaded) return previous;
      return { loaded: next, spans: [...previous.spans, ...missingSpans(previous.loaded, next)] };
    });
  }, []);

  /** Makes `target` loadable: the same window when it is in it, else a new window around it. */
  const jump = useCallback((target: string, visibleDays: number) => {
    setState((previous) => {
      const next = jumpWindow(previous.loaded, target, visibleDays);
      return next === previous.loaded ? previous : { loaded: next, spans: firstScreenFirst(next, target) };
    });
  }, []);

  return {
    loaded,
    listings,
    currencySymbol: data?.me.currencySymbol,
    /** True until the first span answered. */
    loading: !calendars && !error,
    /** The error when the first span could not be loaded. */
    error: calendars ? undefined : error,
    /** Later spans failed while the first loaded: their days stay drawn as loading. */
    partlyFailed: !!calendars && failedSpans.length > 0,
    retry: () => {
      if (!calendars) setAttempt((previous) => previous + 1);
      failedSpans.forEach(fetchSpan);
    },
    extend,
    jump,
  };
}
