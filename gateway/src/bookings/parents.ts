/** What the booking resolvers receive besides the REST shapes of @portal/contract. */
import type { BookingBarDto, BookingDto } from '@portal/contract';

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

/** The REST booking; `guestView` when it is the guest view (`fromGuestView`). */
export type FullBookingParent = BookingDto & { guestView?: true };

/**
 * A stay of the calendar (GET /property-calendars?view=columnar) as its bar: the fields a bar has, with its IRI and
 * its listing's. Booking's other fields load the full booking (`fromFullBooking`).
 */
export interface BookingBarParent extends BookingBarDto {
  '@id': string;
  property: string;
  bar: true;
  guestView?: undefined;
}

/** What Booking resolvers receive: a full booking or a calendar's bar. */
export type BookingParent = FullBookingParent | BookingBarParent;
