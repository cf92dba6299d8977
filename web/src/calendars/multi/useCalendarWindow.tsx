import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useMultiCalendarQuery } from '../../__generated__/graphql';
import { listingsOf, type PropertyCalendarSpan } from './listings';
import { extendWindow, initialWindow, jumpWindow, missingSpans, type DayWindow } from './window';

interface SpanResult {
  calendars?: readonly PropertyCalendarSpan[];
  currencySymbol?: string;
  error?: unknown;
  refetch: () => void;
}

const keyOf = (span: DayWindow) => `${span.from}~${span.to}`;

/**
 * The loaded window and its listings: one MultiCalendar query per span of the window (the first one, then each span
 * an edge grew by). The cache splices the spans into one entry per listing (calendar-cache.ts), which every span's
 * answer reads. `spanQueries` must be rendered: each element runs one span's query.
 */
export function useCalendarWindow(today: string) {
  const [state, setState] = useState(() => {
    const loaded = initialWindow(today);
    return { loaded, spans: [loaded] };
  });
  const [results, setResults] = useState<Record<string, SpanResult>>({});
  const onResult = useCallback((key: string, result: SpanResult) => {
    setResults((previous) => ({ ...previous, [key]: result }));
  }, []);

  const { loaded, spans } = state;
  const current = spans.map((span) => results[keyOf(span)]);
  const answered = current.flatMap((result) => (result?.calendars ? [result.calendars] : []));
  const listings = useMemo(
    () =>
      listingsOf(
        loaded,
        spans.flatMap((span) => {
          const calendars = results[keyOf(span)]?.calendars;
          return calendars ? [calendars] : [];
        }),
      ),
    [loaded, spans, results],
  );
  const failed = current.filter((result) => result?.error && !result.calendars);

  /** Grows the window when the visible days come within the buffer of an edge. */
  const extend = useCallback((first: string, last: string, visibleDays: number) => {
    setState((previous) => {
      const next = extendWindow(previous.loaded, first, last, visibleDays);
      if (next === previous.loaded) return previous;
      return { loaded: next, spans: [...previous.spans, ...missingSpans(previous.loaded, next)] };
    });
  }, []);

  /** Makes `target` loadable: the same window when it is in it, else a new window around it. */
  const jump = useCallback((target: string, visibleDays: number) => {
    setState((previous) => {
      const next = jumpWindow(previous.loaded, target, visibleDays);
      return next === previous.loaded ? previous : { loaded: next, spans: missingSpans(null, next) };
    });
  }, []);

  return {
    loaded,
    listings,
    currencySymbol: current.find((result) => result?.currencySymbol)?.currencySymbol,
    /** True until the first span answered. */
    loading: answered.length === 0 && failed.length === 0,
    /** The error when no span could be loaded at all. */
    error: answered.length === 0 ? failed[0]?.error : undefined,
    /** Some spans failed while others loaded: their days stay drawn as loading. */
    partlyFailed: answered.length > 0 && failed.length > 0,
    retry: () => failed.forEach((result) => result?.refetch()),
    extend,
    jump,
    spanQueries: spans.map((span) => (
      <SpanQuery key={keyOf(span)} span={span} onResult={onResult} />
    )) satisfies ReactNode[],
  };
}

/** One span's query; cached spans answer at once and are refreshed from the network. */
function SpanQuery({ span, onResult }: { span: DayWindow; onResult: (key: string, result: SpanResult) => void }) {
  const { data, error, refetch } = useMultiCalendarQuery({
    variables: span,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  useEffect(() => {
    onResult(keyOf(span), {
      calendars: data?.propertyCalendars,
      currencySymbol: data?.me.currencySymbol,
      error,
      refetch: () => void refetch(),
    });
  }, [data, error, refetch, span, onResult]);
  return null;
}
