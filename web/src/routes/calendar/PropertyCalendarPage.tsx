import { Box, Button, ButtonGroup, Grid, Heading, HStack, IconButton, Link, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { BookingPanel, CalendarGuide, CalendarSkeleton, SelectionStarted } from '../../calendars/CalendarAside';
import { monthLabel } from '../../calendars/dates';
import { MonthGrid, type CalendarMode } from '../../calendars/MonthGrid';
import { SelectedDatesPanel } from '../../calendars/SelectedDatesPanel';
import { useCalendarSelection } from '../../calendars/useCalendarSelection';
import { usePropertyCalendarMonth } from '../../calendars/usePropertyCalendarMonth';
import { QueryErrorView } from '../../components/ErrorBoundary/QueryErrorView';
import { usePageTitle } from '../../components/PageTitle/usePageTitle';
import { PAGES } from '../../copy';
import { PANEL } from '../../components/EmptyPanel/EmptyPanel';

/** `/calendar/{id}`, `/calendar/{id}/{bookingId}` and `/calendar/{id}/{rangeStart}~{rangeEnd}` (spec §2). */
export function PropertyCalendarPage() {
  const { id = '', detail } = useParams();
  const selection = useCalendarSelection(id, detail);
  const calendar = usePropertyCalendarMonth(id, {
    startDate: selection.range?.start ?? null,
    bookingId: selection.bookingId,
  });
  const [mode, setMode] = useState<CalendarMode>('rate');
  const { property } = calendar;
  usePageTitle(property?.name ?? PAGES.propertyCalendar.title);

  if (calendar.firstLoad) return <CalendarSkeleton />;
  if (calendar.failed && calendar.error) return <QueryErrorView error={calendar.error} onRetry={calendar.retry} />;
  if (!property) return <Navigate to="/properties" replace />;
  if (property.baseRate == null || property.minNights == null) return <Navigate to={`/properties/${id}`} replace />;
  const currencySymbol = property.owner.currencySymbol;

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
            <IconButton size="sm" variant="outline" aria-label="Previous month" onClick={calendar.showPreviousMonth}>
              ‹
            </IconButton>
            <Heading as="h2" size="lg" aria-live="polite">
              {monthLabel(calendar.month)}
            </Heading>
            <IconButton size="sm" variant="outline" aria-label="Next month" onClick={calendar.showNextMonth}>
              ›
            </IconButton>
          </HStack>
          {calendar.monthFailed && calendar.error ? (
            <QueryErrorView error={calendar.error} onRetry={calendar.retry} />
          ) : (
            <Box opacity={calendar.loading ? 0.6 : 1} aria-busy={calendar.loading}>
              <MonthGrid
                month={calendar.month}
                weeks={calendar.weeks}
                days={calendar.days}
                bookings={calendar.bookings}
                mode={mode}
                currencySymbol={currencySymbol}
                today={calendar.today}
                selection={selection.range}
                pendingStart={selection.pendingStart}
                selectedBookingId={selection.bookingId}
                onDayClick={selection.pickNight}
                onBookingClick={selection.openBooking}
              />
            </Box>
          )}
        </Stack>

        <Box as="aside" {...PANEL} p="5" position={{ lg: 'sticky' }} top="4">
          {selection.pendingStart ? (
            <SelectionStarted start={selection.pendingStart} onCancel={selection.clear} />
          ) : selection.range ? (
            <SelectedDatesPanel
              key={`${selection.range.start}~${selection.range.end}`}
              propertyId={id}
              currencySymbol={currencySymbol}
              start={selection.range.start}
              end={selection.range.end}
              days={calendar.days}
              bookings={calendar.bookings}
              onClose={selection.clear}
            />
          ) : selection.bookingId ? (
            <BookingPanel booking={calendar.booking} loading={calendar.loading} onClose={selection.clear} />
          ) : (
            <CalendarGuide />
          )}
        </Box>
      </Grid>
    </Stack>
  );
}
