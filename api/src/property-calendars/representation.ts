import type {
  BookingBarDto,
  CalendarBar,
  ChangedDaysDto,
  PropertyCalendarColumnsDto,
  PropertyCalendarDto,
} from '@portal/contract';
import { stayName, toNightRuns, type NightColumns } from '@portal/schema';
import { bookingProviderOf, mainGuestOf, toBookingItem } from '../bookings/representation.js';
import type { BookingBarRow } from '../bookings/repository.js';
import { iri, item } from '../plugins/json-ld.js';
import type { CalendarDay, CalendarHeader, ChangedDays, PropertyCalendar } from './service.js';

/** `?view=days`: the nights by date and full Booking items. */
export function toPropertyCalendarItem(calendar: PropertyCalendar): PropertyCalendarDto {
  return item('PropertyCalendar', `${iri('property-calendars', calendar.propertyId)}`, {
    ...calendar,
    property: iri('properties', calendar.propertyId),
    bookings: calendar.bookings.map((booking) => toBookingItem(booking)),
  });
}

/** What a calendar bar draws of a booking. */
export function toBookingBar(booking: BookingBarRow): BookingBarDto {
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

/** The nights of `windowDates` (from `datesOf`) out of a days-view calendar, as columns. */
export function columnsOfDays(dates: Record<string, CalendarDay>, windowDates: readonly string[]): NightColumns {
  const nights: CalendarDay[] = windowDates.map((date) => dates[date]!);
  return {
    rates: toNightRuns(nights.map((night) => night.rate)),
    minNights: toNightRuns(nights.map((night) => night.minNights)),
    blocked: toNightRuns(nights.map((night) => night.blocked)),
    rateOverridden: toNightRuns(nights.map((night) => night.rateOverride !== null)),
    minNightsOverridden: toNightRuns(nights.map((night) => night.minNightsOverride !== null)),
  };
}

/**
 * `?view=columnar`: a listing's nights over from..to as runs, its stays as bars (and as objects when given). Built as
 * one literal of a fixed shape: the runs are shared with the nights cache, not copied (nothing changes them).
 */
export function toPropertyCalendarColumns(
  header: CalendarHeader,
  window: { from: string; to: string },
  columns: NightColumns,
  stays: { bars: CalendarBar[]; bookings?: readonly BookingBarRow[] },
): PropertyCalendarColumnsDto {
  const columnar: PropertyCalendarColumnsDto = {
    '@id': iri('property-calendars', header.propertyId),
    '@type': 'PropertyCalendar',
    propertyId: header.propertyId,
    property: iri('properties', header.propertyId),
    name: header.name,
    baseRate: header.baseRate,
    pricingMissing: header.pricingMissing,
    bookingSettingsMissing: header.bookingSettingsMissing,
    from: window.from,
    to: window.to,
    rates: columns.rates,
    minNights: columns.minNights,
    blocked: columns.blocked,
    rateOverridden: columns.rateOverridden,
    minNightsOverridden: columns.minNightsOverridden,
    bars: stays.bars,
  };
  if (stays.bookings) columnar.bookings = stays.bookings.map(toBookingBar);
  return columnar;
}

export function toChangedDaysItem(changed: ChangedDays): ChangedDaysDto {
  return item('PropertyCalendarDays', iri('property-calendars', changed.propertyId), {
    ...changed,
    property: iri('properties', changed.propertyId),
  });
}
