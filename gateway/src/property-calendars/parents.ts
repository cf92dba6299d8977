/** What the nightly calendar's resolvers receive besides the REST shapes of @portal/contract. */
import type { CalendarDayFields, PropertyCalendarDto } from '@portal/contract';

/** What CalendarDay resolvers receive: a night with its listing and date (its id is `<propertyId>:<date>`). */
export interface CalendarDayDto extends CalendarDayFields {
  propertyId: number;
  date: string;
}

/** What PropertyCalendar resolvers receive: the REST row with the window it was asked for. */
export interface PropertyCalendarRow extends PropertyCalendarDto {
  from: string;
  to: string;
  /** The nights of `dates` in date order: index 0 is `from`. */
  days: CalendarDayFields[];
}
