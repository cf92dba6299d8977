/** What the calendar and booking resolvers receive besides the REST shapes of @portal/contract. */
import type { BookingDto, CalendarDayFields, PropertyCalendarDto } from '@portal/contract';

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

/** What deleteBooking resolves from. */
export interface RemovedBooking {
  removedId: number;
  propertyId: number;
}

/** The host's fields of a booking: the guest view leaves them out. */
export type BookingHostFields =
  | 'calendar'
  | 'provider'
  | 'providerGuestName'
  | 'name'
  | 'ota'
  | 'uid'
  | 'missingSince'
  | 'conflict'
  | 'paymentMethod'
  | 'inviteCode'
  | 'cancellationRequestedAt'
  | 'quote'
  | 'purchases';

/** What Booking resolvers receive: the REST booking; `guestView` when it is the guest view (`fromGuestView`). */
export type BookingParent = BookingDto & { guestView?: true };
