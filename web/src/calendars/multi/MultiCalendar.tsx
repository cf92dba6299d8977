import { Alert, Button, Stack } from '@chakra-ui/react';
import { addDays, CALENDAR_LAYOUT, todayUtc } from '@portal/schema';
import { useCallback, useMemo, useRef, useState } from 'react';
import { EmptyPanel } from '../../components/EmptyPanel/EmptyPanel';
import { QueryErrorView } from '../../components/ErrorBoundary/QueryErrorView';
import { CalendarIcon } from '../../components/Icons/icons';
import { CalendarToolbar } from './CalendarToolbar';
import { MULTI_CALENDAR } from './copy';
import { monthOf } from '../dates';
import { MultiCalendarGrid, type GridView, type ScrollRequest, type ViewportSize } from './MultiCalendarGrid';
import { useCalendarWindow } from './useCalendarWindow';

const { earliestDate, minVisibleDays } = CALENDAR_LAYOUT;
const GRID_HEIGHT = { base: '70dvh', md: 'calc(100dvh - 16rem)' };

/**
 * The multi-calendar with its month picker and paging, and its loading, error and empty states. The grid opens with
 * today as the first day.
 */
export function MultiCalendar({ fallbackViewport }: { fallbackViewport?: ViewportSize }) {
  const today = useMemo(() => todayUtc(), []);
  const calendar = useCalendarWindow(today);
  const { extend, jump } = calendar;
  const [view, setView] = useState<GridView | null>(null);
  const [request, setRequest] = useState<ScrollRequest>(() => ({ date: today, seq: 0 }));
  // The toolbar's handlers read the latest view without changing on each scroll step (the toolbar is memoized).
  const viewRef = useRef<GridView | null>(null);

  const onViewChange = useCallback(
    (next: GridView) => {
      viewRef.current = next;
      setView(next);
      extend(next.first, next.last, next.visibleDays);
    },
    [extend],
  );

  const goTo = useCallback(
    (date: string) => {
      const target = date < earliestDate ? earliestDate : date;
      jump(target, viewRef.current?.visibleDays ?? minVisibleDays);
      setRequest((previous) => ({ date: target, seq: previous.seq + 1 }));
    },
    [jump],
  );
  const onMonth = useCallback((month: string) => goTo(`${month}-01`), [goTo]);
  const onToday = useCallback(() => goTo(today), [goTo, today]);
  const onPage = useCallback(
    (direction: 1 | -1) => {
      const current = viewRef.current;
      if (current) goTo(addDays(current.first, direction * current.pageDays));
    },
    [goTo],
  );
  const first = view?.first ?? request.date;

  // While the first span loads, the toolbar and the grid's container are already there (the container measured, its
  // styles resolved), with a skeleton inside: the answer then only draws the rows.
  let body;
  if (calendar.error) body = <QueryErrorView error={calendar.error} onRetry={calendar.retry} />;
  else if (!calendar.loading && calendar.listings.length === 0) body = <EmptyCalendar />;
  else
    body = (
      <Stack gap="3">
        <CalendarToolbar
          today={today}
          month={monthOf(first)}
          atEarliest={first <= earliestDate}
          lastLoaded={calendar.loaded.to}
          onMonth={onMonth}
          onToday={onToday}
          onPage={onPage}
        />
        {calendar.partlyFailed && (
          <Alert.Root status="warning" size="sm">
            <Alert.Indicator />
            <Alert.Title flex="1">{MULTI_CALENDAR.spanFailed}</Alert.Title>
            <Button size="xs" variant="outline" onClick={calendar.retry}>
              {MULTI_CALENDAR.retry}
            </Button>
          </Alert.Root>
        )}
        <MultiCalendarGrid
          loading={calendar.loading}
          loaded={calendar.loaded}
          listings={calendar.listings}
          currencySymbol={calendar.currencySymbol ?? '£'}
          today={today}
          scrollRequest={request}
          onViewChange={onViewChange}
          fallbackViewport={fallbackViewport}
          height={GRID_HEIGHT}
        />
      </Stack>
    );

  return body;
}

function EmptyCalendar() {
  return (
    <EmptyPanel
      title={MULTI_CALENDAR.empty}
      body={MULTI_CALENDAR.emptyDescription}
      icon={{ node: <CalendarIcon />, color: 'brand.fg' }}
      link={{ to: '/properties', label: MULTI_CALENDAR.addListing }}
    />
  );
}
