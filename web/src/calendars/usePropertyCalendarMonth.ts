import { useEffect, useMemo, useRef, useState } from 'react';
import { usePropertyCalendarPageQuery, type PropertyCalendarPageQuery } from '../__generated__/graphql';
import { todayUtc } from '@portal/schema';
import { monthGrid, monthOf, shiftMonth } from './dates';

interface MonthOptions {
  /** The month to open on: the selected range's, else the current one. */
  startDate: string | null;
  /** The booking opened by its link, fetched even when it is outside the month. */
  bookingId: string | null;
}

/**
 * The month shown on /calendar/{id} and the page query's answer for it: the listing, the month's days and
 * bookings, and the selected booking. While the next month loads, the previous answer stays on screen.
 */
export function usePropertyCalendarMonth(propertyId: string, { startDate, bookingId }: MonthOptions) {
  const today = todayUtc();
  const [month, setMonth] = useState(() => monthOf(startDate ?? today));
  const grid = useMemo(() => monthGrid(month), [month]);
  const { data, previousData, loading, error, refetch } = usePropertyCalendarPageQuery({
    variables: { id: propertyId, from: grid.from, to: grid.to, bookingId: bookingId ?? '', withBooking: !!bookingId },
  });
  const shown = data ?? previousData;
  const days = useMemo(
    () =>
      new Map<string, PropertyCalendarPageQuery['propertyCalendarDays'][number]>(
        (data?.propertyCalendarDays ?? []).map((day) => [day.date, day]),
      ),
    [data?.propertyCalendarDays],
  );
  const booking = bookingId ? (data?.booking ?? null) : null;

  // A booking opened by its link (from the dashboard, a message…) shows its own month, once.
  const shownBooking = useRef<string | null>(null);
  useEffect(() => {
    if (!booking || shownBooking.current === booking.id) return;
    shownBooking.current = booking.id;
    if (booking.endDate <= grid.from || booking.startDate > grid.to) setMonth(monthOf(booking.startDate));
  }, [booking, grid]);

  return {
    today,
    month,
    weeks: grid.weeks,
    showPreviousMonth: () => setMonth(shiftMonth(month, -1)),
    showNextMonth: () => setMonth(shiftMonth(month, 1)),
    /** Null until the first answer; the previous month's while the next loads. */
    property: shown?.property ?? null,
    /** This month's nights by date. */
    days,
    bookings: data?.bookings ?? [],
    booking,
    loading,
    /** Nothing to show yet. */
    firstLoad: !shown && loading,
    error,
    /** The listing could not be loaded at all. */
    failed: !!error && !shown,
    /** This month's answer failed (the page may still show the previous one). */
    monthFailed: !!error && data === undefined,
    retry: () => void refetch(),
  };
}
