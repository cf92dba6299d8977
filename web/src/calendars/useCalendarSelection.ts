import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { parseCalendarDetail, selectedRange } from './calendarParams';

/**
 * What is selected on /calendar/{id}: a booking or a range of nights, both carried in the route (spec §2), and the
 * first night of a range being picked (a click away from a range).
 */
export function useCalendarSelection(propertyId: string, detail: string | undefined) {
  const navigate = useNavigate();
  const [pendingStart, setPendingStart] = useState<string | null>(null);
  const selected = parseCalendarDetail(detail);
  const base = `/calendar/${encodeURIComponent(propertyId)}`;

  /** The first click starts a range (and closes what was open); the second ends it, in either direction. */
  const pickNight = (date: string) => {
    if (pendingStart === null) {
      setPendingStart(date);
      if (selected.kind !== 'none') void navigate(base);
      return;
    }
    const [start, end] = pendingStart <= date ? [pendingStart, date] : [date, pendingStart];
    setPendingStart(null);
    void navigate(`${base}/${start}~${end}`);
  };

  const openBooking = (bookingId: string) => {
    setPendingStart(null);
    void navigate(`${base}/${encodeURIComponent(bookingId)}`);
  };

  const clear = () => {
    setPendingStart(null);
    void navigate(base);
  };

  return {
    range: selectedRange(selected),
    bookingId: selected.kind === 'booking' ? selected.bookingId : null,
    pendingStart,
    pickNight,
    openBooking,
    clear,
  };
}
