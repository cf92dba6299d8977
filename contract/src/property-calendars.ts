import Type, { type Static } from 'typebox';
import { savePushQuery } from './properties.js';
import { bookingItemSchema, dateText } from './bookings.js';
import { boolean, field, idList, integer, jsonLd, optionalInteger, text } from './common.js';

/** One night of a listing's calendar. */
export const calendarDaySchema = Type.Object({
  rate: optionalInteger,
  blocked: boolean,
  minNights: optionalInteger,
  rateOverride: optionalInteger,
  minNightsOverride: optionalInteger,
});
export type CalendarDayFields = Static<typeof calendarDaySchema>;

/** The nights by date (`YYYY-MM-DD`). */
const datesSchema = Type.Unsafe<Record<string, CalendarDayFields>>({
  type: 'object',
  additionalProperties: calendarDaySchema,
});

/** GET /property-calendars: one listing over the window. */
export const propertyCalendarSchema = Type.Object({
  ...jsonLd,
  propertyId: integer,
  property: text,
  name: text,
  baseRate: optionalInteger,
  minNights: optionalInteger,
  pricingMissing: boolean,
  bookingSettingsMissing: boolean,
  bookings: Type.Array(bookingItemSchema),
  dates: datesSchema,
});
export type PropertyCalendarDto = Static<typeof propertyCalendarSchema>;

/** The override and block routes' answer: the changed days. */
export const changedDaysSchema = Type.Object({
  ...jsonLd,
  propertyId: integer,
  property: text,
  fromDate: text,
  toDate: text,
  dates: datesSchema,
});
export type ChangedDaysDto = Static<typeof changedDaysSchema>;

/** `?from=&to=` (both included) and `?propertyId[]=`: every listing's calendar in one call. */
export const propertyCalendarsQuery = Type.Object({
  from: dateText,
  to: dateText,
  propertyId: Type.Optional(idList),
  'propertyId[]': Type.Optional(idList),
});

/** `?sentOnly=rate|minNights`: the override form sent only that field; `?push=` as for every save. */
export const sentOnlyQuery = Type.Object({
  ...savePushQuery.properties,
  sentOnly: Type.Optional(Type.Unsafe<'rate' | 'minNights'>({ type: 'string', enum: ['rate', 'minNights'] })),
});

export const dateRangeBody = Type.Object({ fromDate: field.string(), toDate: field.string() });
export type DateRangeBody = Static<typeof dateRangeBody>;

/** Numbers (not integers) so 1.5 gets the yup message ('Must be a whole number') on the field. */
export const overrideBody = Type.Object({
  fromDate: field.string(),
  toDate: field.string(),
  rate: field.number(),
  minNights: field.number(),
});
export type OverrideBody = Static<typeof overrideBody>;
