import type { ChangedDaysDto, PropertyCalendarDto } from '@portal/contract';
import { toBookingItem } from '../bookings/representation.js';
import { iri, item } from '../plugins/json-ld.js';
import type { ChangedDays, PropertyCalendar } from './service.js';

export function toPropertyCalendarItem(calendar: PropertyCalendar): PropertyCalendarDto {
  return item('PropertyCalendar', `${iri('property-calendars', calendar.propertyId)}`, {
    ...calendar,
    property: iri('properties', calendar.propertyId),
    bookings: calendar.bookings.map((booking) => toBookingItem(booking)),
  });
}

export function toChangedDaysItem(changed: ChangedDays): ChangedDaysDto {
  return item('PropertyCalendarDays', iri('property-calendars', changed.propertyId), {
    ...changed,
    property: iri('properties', changed.propertyId),
  });
}
