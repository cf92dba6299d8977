import { bookingItemSchema, toBookingItem } from '../bookings/representation.js';
import { iri, item } from '../plugins/json-ld.js';
import { boolean, integer, jsonLd, optionalInteger, text } from '../plugins/schemas.js';
import type { ChangedDays, PropertyCalendar } from './service.js';

export function toPropertyCalendarItem(calendar: PropertyCalendar) {
  return item('PropertyCalendar', `${iri('property-calendars', calendar.propertyId)}`, {
    ...calendar,
    property: iri('properties', calendar.propertyId),
    bookings: calendar.bookings.map((booking) => toBookingItem(booking)),
  });
}

export function toChangedDaysItem(changed: ChangedDays) {
  return item('PropertyCalendarDays', iri('property-calendars', changed.propertyId), {
    ...changed,
    property: iri('properties', changed.propertyId),
  });
}

export const calendarDaySchema = {
  type: 'object',
  properties: {
    rate: optionalInteger,
    blocked: boolean,
    minNights: optionalInteger,
    rateOverride: optionalInteger,
    minNightsOverride: optionalInteger,
  },
} as const;

const datesSchema = { type: 'object', additionalProperties: calendarDaySchema } as const;

export const propertyCalendarSchema = {
  type: 'object',
  properties: {
    ...jsonLd,
    propertyId: integer,
    property: text,
    name: text,
    baseRate: optionalInteger,
    minNights: optionalInteger,
    pricingMissing: boolean,
    bookingSettingsMissing: boolean,
    bookings: { type: 'array', items: bookingItemSchema },
    dates: datesSchema,
  },
} as const;

export const changedDaysSchema = {
  type: 'object',
  properties: { ...jsonLd, propertyId: integer, property: text, fromDate: text, toDate: text, dates: datesSchema },
} as const;
