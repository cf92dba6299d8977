import { MultiCalendar } from '../../calendars/multi/MultiCalendar';
import type { ViewportSize } from '../../calendars/multi/MultiCalendarGrid';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { PAGES } from '../../copy';

/** `/calendar`: the multi-property calendar (spec §2 "Multi-calendar"). */
export function CalendarPage({ fallbackViewport }: { fallbackViewport?: ViewportSize }) {
  return (
    <>
      <PageHeader title={PAGES.calendar.title} />
      <MultiCalendar fallbackViewport={fallbackViewport} />
    </>
  );
}
