/** What the nightly calendar's resolvers receive besides the REST shapes of @portal/contract. */
import type { CalendarDayFields, PropertyCalendarColumnsDto } from '@portal/contract';

/** What CalendarDay resolvers receive: a night with its listing and date (its id is `<propertyId>:<date>`). */
export interface CalendarDayDto extends CalendarDayFields {
  propertyId: number;
  date: string;
}

/** What PropertyCalendar resolvers receive: the REST row of `?view=columnar` (runs from `from` to `to`). */
export type PropertyCalendarRow = PropertyCalendarColumnsDto;
