import { Alert, Button, Skeleton, Stack } from '@chakra-ui/react';
import { addDays, CALENDAR_LAYOUT, todayUtc } from '@portal/schema';
import { useCallback, useMemo, useState } from 'react';
import { EmptyPanel } from '../../components/EmptyPanel/EmptyPanel';
import { QueryErrorView } from '../../components/ErrorBoundary/QueryErrorView';
import { CalendarIcon } from '../../components/Icons/icons';
import { CalendarToolbar } from './CalendarToolbar';
import { MULTI_CALENDAR } from './copy';
import { MultiCalendarGrid, type GridView, type ScrollRequest, type ViewportSize } from './MultiCalendarGrid';
import { useCalendarWindow } from './useCalendarWindow';

const { earliestDate, minVisibleDays } = CALENDAR_LAYOUT;

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

  const onViewChange = useCallback(
    (next: GridView) => {
      setView(next);
      extend(next.first, next.last, next.visibleDays);
    },
    [extend],
  );

  function goTo(date: string) {
    const target = date < earliestDate ? earliestDate : date;
    jump(target, view?.visibleDays ?? minVisibleDays);
    setRequest((previous) => ({ date: target, seq: previous.seq + 1 }));
  }
  const page = (direction: 1 | -1) => {
    if (view) goTo(addDays(view.first, direction * view.pageDays));
  };

  let body;
  if (calendar.loading) body = <GridSkeleton />;
  else if (calendar.error) body = <QueryErrorView error={calendar.error} onRetry={calendar.retry} />;
  else if (calendar.listings.length === 0) body = <EmptyCalendar />;
  else
    body = (
      <Stack gap="3">
        <CalendarToolbar
          today={today}
          first={view?.first ?? request.date}
          lastLoaded={calendar.loaded.to}
          onMonth={(month) => goTo(`${month}-01`)}
          onToday={() => goTo(today)}
          onPage={page}
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
          loaded={calendar.loaded}
          listings={calendar.listings}
          currencySymbol={calendar.currencySymbol ?? '£'}
          today={today}
          scrollRequest={request}
          onViewChange={onViewChange}
          fallbackViewport={fallbackViewport}
          height={{ base: '70dvh', md: 'calc(100dvh - 16rem)' }}
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

function GridSkeleton() {
  return (
    <Stack gap="3" role="status" aria-label="Loading calendar">
      <Skeleton h="9" w={{ base: 'full', md: 'lg' }} />
      <Skeleton h="md" rounded="l3" />
    </Stack>
  );
}
