import { PendingPage } from '../../components/BeingBuilt/PendingPage';
import { PAGES } from '../../copy';

/** `/calendar`: the multi-property calendar. */
export function CalendarPage() {
  return <PendingPage title={PAGES.calendar.title} text={PAGES.calendar.pending} />;
}
