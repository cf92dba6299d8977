import { providerOf } from '../calendars/representation.js';
import { iri, item } from '../plugins/json-ld.js';
import { boolean, integer, jsonLd, optionalInteger, optionalText, text } from '../plugins/schemas.js';
import type { Booking } from './repository.js';

/** The Booking item of spec §3 (the fields the import fills; guests, purchases and messages come later). */
export function toBookingItem(booking: Booking) {
  const provider = booking.providerSlug ? providerOf(booking.providerSlug) : null;
  return item('Booking', iri('bookings', booking.id), {
    id: booking.id,
    startDate: booking.startDate,
    endDate: booking.endDate,
    property: iri('properties', booking.propertyId),
    calendar: booking.calendarId === null ? null : iri('calendars', booking.calendarId),
    provider: provider && { slug: provider.slug, name: provider.name },
    providerGuestName: booking.providerGuestName,
    ota: booking.ota,
    uid: booking.uid,
    deletedAt: booking.deletedAt,
    conflict: booking.conflict,
    numberOfGuest: booking.numberOfGuest,
    paymentMethod: booking.paymentMethod,
    inviteCode: booking.inviteCode,
    createdAt: booking.createdAt,
    updatedAt: booking.updatedAt ?? booking.createdAt,
  });
}

export const bookingItemSchema = {
  type: 'object',
  properties: {
    ...jsonLd,
    id: integer,
    startDate: text,
    endDate: text,
    property: text,
    calendar: optionalText,
    provider: { type: ['object', 'null'], properties: { slug: text, name: text } },
    providerGuestName: optionalText,
    ota: optionalText,
    uid: optionalText,
    deletedAt: optionalText,
    conflict: boolean,
    numberOfGuest: optionalInteger,
    paymentMethod: optionalText,
    inviteCode: optionalText,
    createdAt: text,
    updatedAt: text,
  },
} as const;
