import { useParams } from 'react-router-dom';
import { PendingPage } from '../../components/BeingBuilt/PendingPage';
import { PAGES } from '../../copy';
import { parseCalendarDetail } from './calendarParams';

/** `/calendar/{id}`, `/calendar/{id}/{bookingId}` and `/calendar/{id}/{rangeStart}~{rangeEnd}`. */
export function PropertyCalendarPage() {
  const { detail } = useParams();
  const selected = parseCalendarDetail(detail);
  const description =
    selected.kind === 'range'
      ? `Selected dates: ${selected.rangeStart} to ${selected.rangeEnd}`
      : selected.kind === 'booking'
        ? `Booking ${selected.bookingId}`
        : undefined;
  return (
    <PendingPage title={PAGES.propertyCalendar.title} description={description} text={PAGES.propertyCalendar.pending} />
  );
}
