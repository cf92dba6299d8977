import type { BookingDto, BookingParticipantDto, ProviderDto } from '@portal/contract';
import { stayName } from '@portal/schema';
import { providerOf } from '../calendars/representation.js';
import { iri, item } from '../plugins/json-ld.js';
import type { Booking } from './repository.js';
import { quoteOf } from './service.js';

/** The Booking item of spec §3 (purchases and messages are filled by later issues). */
export function toBookingItem(booking: Booking): BookingDto {
  return item('Booking', iri('bookings', booking.id), {
    id: booking.id,
    startDate: booking.startDate,
    endDate: booking.endDate,
    property: iri('properties', booking.propertyId),
    calendar: booking.calendarId === null ? null : iri('calendars', booking.calendarId),
    provider: bookingProviderOf(booking),
    providerGuestName: booking.providerGuestName,
    /** What the host sees the stay as: the guest's name, 'Booking.com: booked or closed' for Booking.com's others. */
    name: stayName(booking),
    ota: booking.ota,
    uid: booking.uid,
    deletedAt: booking.deletedAt,
    /** Since when the channel's feed no longer lists it (cancelled if the next successful fetch agrees). */
    missingSince: booking.missingSince,
    conflict: booking.conflict,
    numberOfGuest: booking.numberOfGuest,
    paymentMethod: booking.paymentMethod,
    /** The email a guest left with a request to book on the host's booking site. */
    guestEmail: booking.guestEmail,
    inviteCode: booking.inviteCode,
    cancellationRequestedAt: booking.cancellationRequestedAt,
    mainGuest: mainGuestOf(booking),
    /** The listing's owner: the host in the booking's conversation. */
    owner: ownerOf(booking),
    /** The price of a direct booking, as quoted when it was made; null for imported ones. */
    quote: quoteOf(booking),
    /** Guest service purchases: read through GET /purchases?booking[]= (the gateway batches them). */
    purchases: [],
    /** The joined guest's ratings (1 to 5), null until rated (POST /bookings/{id}/rating). */
    ratingCleanliness: booking.ratingCleanliness,
    ratingCondition: booking.ratingCondition,
    ratingApp: booking.ratingApp,
    ratingOverall: booking.ratingOverall,
    createdAt: booking.createdAt,
    updatedAt: booking.updatedAt ?? booking.createdAt,
  });
}

/** The channel of the iCal link it was imported from; null for a direct booking. */
export function bookingProviderOf(booking: Pick<Booking, 'providerSlug'>): ProviderDto | null {
  if (!booking.providerSlug) return null;
  const { slug, name } = providerOf(booking.providerSlug);
  return { slug, name };
}

/** The guest who joined through the invite code, or null. */
export function mainGuestOf(
  booking: Pick<Booking, 'mainGuestId' | 'mainGuestFirstName' | 'mainGuestLastName'>,
): BookingParticipantDto | null {
  if (booking.mainGuestId === null) return null;
  return {
    '@id': iri('users', booking.mainGuestId),
    id: booking.mainGuestId,
    firstName: booking.mainGuestFirstName ?? '',
    lastName: booking.mainGuestLastName ?? '',
  };
}

const ownerOf = (booking: Booking) => ({ '@id': iri('users', booking.ownerId), id: booking.ownerId });

/**
 * What the booking's joined guest sees (GET /bookings/{id} as the guest): the stay and the participants, none of the
 * host's own data (no quote, payment method, invite code, channel or calendar).
 */
export function toGuestBookingItem(booking: Booking): BookingDto {
  return item('Booking', iri('bookings', booking.id), {
    id: booking.id,
    startDate: booking.startDate,
    endDate: booking.endDate,
    property: iri('properties', booking.propertyId),
    propertyName: booking.propertyName,
    deletedAt: booking.deletedAt,
    numberOfGuest: booking.numberOfGuest,
    mainGuest: mainGuestOf(booking),
    owner: ownerOf(booking),
    createdAt: booking.createdAt,
    updatedAt: booking.updatedAt ?? booking.createdAt,
  });
}
