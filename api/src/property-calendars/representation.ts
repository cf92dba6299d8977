import type { BookingBarDto, ChangedDaysDto, PropertyCalendarColumnsDto, PropertyCalendarDto } from '@portal/contract';
import { stayName, toNightRanges } from '@portal/schema';
import { bookingProviderOf, mainGuestOf, toBookingItem } from '../bookings/representation.js';
import type { Booking } from '../bookings/repository.js';
import { iri, item } from '../plugins/json-ld.js';
import type { CalendarDay, ChangedDays, PropertyCalendar } from './service.js';

/** `?view=days`: the nights by date and full Booking items. */
export function toPropertyCalendarItem(calendar: PropertyCalendar): PropertyCalendarDto {
  return item('PropertyCalendar', `${iri('property-calendars', calendar.propertyId)}`, {
    ...calendar,
    property: iri('properties', calendar.propertyId),
    bookings: calendar.bookings.map((booking) => toBookingItem(booking)),
  });
}

/** What a calendar bar draws of a booking. */
export function toBookingBar(booking: Booking): BookingBarDto {
  return {
    id: booking.id,
    startDate: booking.startDate,
    endDate: booking.endDate,
    calendar: booking.calendarId === null ? null : iri('calendars', booking.calendarId),
    provider: bookingProviderOf(booking),
    ota: booking.ota,
    providerGuestName: booking.providerGuestName,
    name: stayName(booking),
    deletedAt: booking.deletedAt,
    conflict: booking.conflict,
    mainGuest: mainGuestOf(booking),
  };
}

/** `?view=columnar`: the nights of the window (`windowDates`, from `datesOf`) as arrays, the stays as bars. */
export function toPropertyCalendarColumns(
  { propertyId, name, baseRate, pricingMissing, bookingSettingsMissing, bookings, dates }: PropertyCalendar,
  windowDates: readonly string[],
): PropertyCalendarColumnsDto {
  const nights: CalendarDay[] = windowDates.map((date) => dates[date]!);
  return item('PropertyCalendar', iri('property-calendars', propertyId), {
    propertyId,
    property: iri('properties', propertyId),
    name,
    baseRate,
    pricingMissing,
    bookingSettingsMissing,
    from: windowDates[0]!,
    to: windowDates.at(-1)!,
    rates: nights.map((night) => night.rate),
    minNights: nights.map((night) => night.minNights),
    blocked: toNightRanges(nights.map((night) => night.blocked)),
    rateOverridden: toNightRanges(nights.map((night) => night.rateOverride !== null)),
    minNightsOverridden: toNightRanges(nights.map((night) => night.minNightsOverride !== null)),
    bookings: bookings.map(toBookingBar),
  });
}

export function toChangedDaysItem(changed: ChangedDays): ChangedDaysDto {
  return item('PropertyCalendarDays', iri('property-calendars', changed.propertyId), {
    ...changed,
    property: iri('properties', changed.propertyId),
  });
}
