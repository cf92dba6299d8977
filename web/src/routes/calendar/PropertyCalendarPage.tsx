import {
  Box,
  Button,
  ButtonGroup,
  Grid,
  Heading,
  HStack,
  IconButton,
  Link,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router-dom';
import { usePropertyCalendarPageQuery, type MonthGrid_DayFragment } from '../../__generated__/graphql';
import { BookingDetail } from '../../calendars/BookingDetail';
import { addMonths, formatDay, monthGrid, monthLabel, monthOf, todayIso } from '../../calendars/dates';
import { MonthGrid, type CalendarMode } from '../../calendars/MonthGrid';
import { SelectedDatesPanel } from '../../calendars/SelectedDatesPanel';
import { QueryErrorView } from '../../components/ErrorBoundary/QueryErrorView';
import { usePageTitle } from '../../components/PageTitle/usePageTitle';
import { PAGES } from '../../copy';
import { parseCalendarDetail } from './calendarParams';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `/calendar/{id}`, `/calendar/{id}/{bookingId}` and `/calendar/{id}/{rangeStart}~{rangeEnd}` (spec §2). */
export function PropertyCalendarPage() {
  const { id = '', detail } = useParams();
  const navigate = useNavigate();
  const selected = parseCalendarDetail(detail);
  const range =
    selected.kind === 'range' && ISO_DATE.test(selected.rangeStart) && ISO_DATE.test(selected.rangeEnd)
      ? selected.rangeStart <= selected.rangeEnd
        ? { start: selected.rangeStart, end: selected.rangeEnd }
        : { start: selected.rangeEnd, end: selected.rangeStart }
      : null;
  const bookingId = selected.kind === 'booking' ? selected.bookingId : null;

  const today = todayIso();
  const [month, setMonth] = useState(() => monthOf(range?.start ?? today));
  const [mode, setMode] = useState<CalendarMode>('rate');
  const [pendingStart, setPendingStart] = useState<string | null>(null);
  const grid = useMemo(() => monthGrid(month), [month]);

  const { data, previousData, loading, error, refetch } = usePropertyCalendarPageQuery({
    variables: { id, from: grid.from, to: grid.to, bookingId: bookingId ?? '', withBooking: !!bookingId },
  });
  // While the next month loads, the previous one stays on screen.
  const shown = data ?? previousData;
  const property = shown?.property;
  const days = useMemo(
    () => new Map<string, MonthGrid_DayFragment>((data?.propertyCalendarDays ?? []).map((d) => [d.date, d])),
    [data?.propertyCalendarDays],
  );
  usePageTitle(property?.name ?? PAGES.propertyCalendar.title);
  const booking = bookingId ? data?.booking : null;
  // A booking opened by its link (from the dashboard, a message…) shows its own month, once.
  const shownBooking = useRef<string | null>(null);
  useEffect(() => {
    if (!booking || shownBooking.current === booking.id) return;
    shownBooking.current = booking.id;
    if (booking.endDate <= grid.from || booking.startDate > grid.to) setMonth(monthOf(booking.startDate));
  }, [booking, grid]);

  if (!shown && loading) return <CalendarSkeleton />;
  if (error && !shown) return <QueryErrorView error={error} onRetry={() => void refetch()} />;
  if (!property) return <Navigate to="/properties" replace />;
  if (property.baseRate == null || property.minNights == null) return <Navigate to={`/properties/${id}`} replace />;

  const base = `/calendar/${encodeURIComponent(id)}`;
  const currencySymbol = property.owner.currencySymbol;

  function onDayClick(date: string) {
    if (pendingStart === null) {
      setPendingStart(date);
      if (selected.kind !== 'none') void navigate(base);
      return;
    }
    const [start, end] = pendingStart <= date ? [pendingStart, date] : [date, pendingStart];
    setPendingStart(null);
    void navigate(`${base}/${start}~${end}`);
  }

  const clearSelection = () => {
    setPendingStart(null);
    void navigate(base);
  };

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Link asChild fontSize="sm" color="fg.muted" alignSelf="flex-start">
          <RouterLink to="/calendar">← Calendar</RouterLink>
        </Link>
        <HStack justify="space-between" align="flex-end" gap="4" wrap="wrap">
          <Stack gap="1">
            <Heading as="h1" size="2xl" letterSpacing="tight">
              {property.name}
            </Heading>
            <Link asChild fontSize="sm" colorPalette="brand" color="colorPalette.fg">
              <RouterLink to={`/properties/${encodeURIComponent(id)}`}>View listing</RouterLink>
            </Link>
          </Stack>
          <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="Show">
            <Button
              aria-pressed={mode === 'rate'}
              variant={mode === 'rate' ? 'solid' : 'outline'}
              colorPalette="brand"
              onClick={() => setMode('rate')}
            >
              Rate
            </Button>
            <Button
              aria-pressed={mode === 'minNights'}
              variant={mode === 'minNights' ? 'solid' : 'outline'}
              colorPalette="brand"
              onClick={() => setMode('minNights')}
            >
              Min Nights
            </Button>
          </ButtonGroup>
        </HStack>
      </Stack>

      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 22rem' }} gap="6" alignItems="start">
        <Stack gap="3">
          <HStack justify="space-between">
            <IconButton
              size="sm"
              variant="outline"
              aria-label="Previous month"
              onClick={() => setMonth(addMonths(month, -1))}
            >
              ‹
            </IconButton>
            <Heading as="h2" size="lg" aria-live="polite">
              {monthLabel(month)}
            </Heading>
            <IconButton
              size="sm"
              variant="outline"
              aria-label="Next month"
              onClick={() => setMonth(addMonths(month, 1))}
            >
              ›
            </IconButton>
          </HStack>
          {error && data === undefined ? (
            <QueryErrorView error={error} onRetry={() => void refetch()} />
          ) : (
            <Box opacity={loading ? 0.6 : 1} aria-busy={loading}>
              <MonthGrid
                month={month}
                weeks={grid.weeks}
                days={days}
                bookings={data?.bookings ?? []}
                mode={mode}
                currencySymbol={currencySymbol}
                today={today}
                selection={range}
                pendingStart={pendingStart}
                selectedBookingId={bookingId}
                onDayClick={onDayClick}
                onBookingClick={(bookingClicked) => {
                  setPendingStart(null);
                  void navigate(`${base}/${encodeURIComponent(bookingClicked)}`);
                }}
              />
            </Box>
          )}
        </Stack>

        <Box
          as="aside"
          bg="bg.panel"
          borderWidth="thin"
          rounded="l3"
          shadow="card"
          p="5"
          position={{ lg: 'sticky' }}
          top="4"
        >
          {pendingStart ? (
            <Stack gap="2" role="region" aria-label="Selection started">
              <Heading as="h2" size="md">
                Selection started
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                From {formatDay(pendingStart)}. Now click the last night of the range.
              </Text>
              <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={clearSelection}>
                Cancel selection
              </Button>
            </Stack>
          ) : range ? (
            <SelectedDatesPanel
              key={`${range.start}~${range.end}`}
              propertyId={id}
              currencySymbol={currencySymbol}
              start={range.start}
              end={range.end}
              days={days}
              bookings={data?.bookings ?? []}
              onClose={clearSelection}
            />
          ) : bookingId ? (
            booking ? (
              <BookingDetail booking={booking} onClose={clearSelection} onDeleted={clearSelection} />
            ) : loading ? (
              <Skeleton h="40" />
            ) : (
              <Stack gap="2">
                <Text>This booking was not found.</Text>
                <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={clearSelection}>
                  Close
                </Button>
              </Stack>
            )
          ) : (
            <Guide />
          )}
        </Box>
      </Grid>
    </Stack>
  );
}

function Guide() {
  return (
    <Stack gap="2" fontSize="sm" role="region" aria-label="Guide">
      <Heading as="h2" size="md">
        How to use this calendar
      </Heading>
      <Text color="fg.muted">Click a first night, then a last night, to select dates.</Text>
      <Text color="fg.muted">
        With dates selected you can add a direct booking, block or unblock them, or override the nightly rate and
        minimum stay.
      </Text>
      <Text color="fg.muted">Click a booking to see its guest, invite link and invoice.</Text>
    </Stack>
  );
}

function CalendarSkeleton() {
  return (
    <Stack gap="5" role="status" aria-label="Loading calendar">
      <Skeleton h="9" w={{ base: 'full', md: 'md' }} />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 22rem' }} gap="6">
        <Skeleton h="md" rounded="l3" />
        <Skeleton h="48" rounded="l3" />
      </Grid>
    </Stack>
  );
}
