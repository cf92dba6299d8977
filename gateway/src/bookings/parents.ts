/** What the booking resolvers receive besides the REST shapes of @portal/contract. */
import type { BookingDto } from '@portal/contract';

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
