import Type, { type Static } from 'typebox';
import { savePushQuery } from './properties.js';
import { bookingItemSchema, dateText, participantSchema } from './bookings.js';
import { providerSchema } from './calendars.js';
import {
  boolean,
  collectionOf,
  field,
  idList,
  integer,
  jsonLd,
  listingsDeltaOf,
  listingsReadHeaders,
  nullable,
  optionalInteger,
  optionalText,
  optionalTextOf,
  text,
} from './common.js';

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

/** GET /property-calendars (`?view=days`, the default): one listing over the window, night by night. */
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

/**
 * A stay as the calendar draws it (`?view=columnar`): the fields of the Booking item a bar shows, nothing more.
 * The whole booking (quote, guests, payment …) is GET /bookings/{id} or GET /bookings?id[]=.
 */
export const bookingBarSchema = Type.Object(
  {
    id: integer,
    startDate: text,
    /** Checkout (exclusive). */
    endDate: text,
    /** The iCal link it was imported from (`/calendars/{id}`); null for a direct booking. */
    calendar: optionalText,
    provider: nullable(providerSchema),
    /** The channel it came from, e.g. vrbo; null with `calendar` for a booking made here. */
    ota: optionalText,
    providerGuestName: optionalText,
    /** What the host sees the stay as (as on the Booking item). */
    name: optionalText,
    /** Set when cancelled. */
    deletedAt: optionalText,
    conflict: boolean,
    mainGuest: nullable(participantSchema),
  },
  { description: 'A stay as a calendar bar draws it; GET /bookings?id[]= reads the whole bookings.' },
);
export type BookingBarDto = Static<typeof bookingBarSchema>;

/** What a bar says of a stay besides its dates: cancelled, or overlapping another channel's stay. */
export type CalendarBarStatus = 'cancelled' | 'conflict';

/**
 * A stay as a bar, by position: `[bookingId, startDate, nights, guestName, channel, status]`. The GraphQL
 * `CalendarBars` scalar answers the same positions (the id as a string there).
 */
export const calendarBarSchema = Type.Tuple(
  [integer, text, integer, optionalText, optionalText, optionalTextOf<CalendarBarStatus>()],
  {
    description:
      "[bookingId, startDate, nights, guestName, channel, status]: guestName is the joined guest's name, else the " +
      "stay's name, else null; channel the slug of the channel it was imported from (null for a booking made here); " +
      'status "cancelled", "conflict" (it overlaps another channel\'s stay) or null.',
  },
);
export type CalendarBar = Static<typeof calendarBarSchema>;

/** A count of nights in a row: at least 1. */
const nights = Type.Integer({ minimum: 1 });
/**
 * Per night of the window, a number or null, as runs of equal values in date order (`toNightRuns` of @portal/schema
 * makes them, `fromNightRuns` decodes them): `[[12000, 4], [null, 1]]` is 12000 the first four nights, then none.
 */
const nightlyIntegers = Type.Array(Type.Tuple([optionalInteger, nights]), {
  description:
    '[value, nights] runs of equal values in date order (value a whole number or null, nights at least 1); the ' +
    "nights add up to the window's.",
});
/** Per night of the window, a flag as runs: `[[false, 5], [true, 2]]` sets it on the sixth and seventh nights. */
const nightlyFlags = Type.Array(Type.Tuple([boolean, nights]), {
  description: "[flag, nights] runs in date order (nights at least 1); the nights add up to the window's.",
});

/**
 * GET /property-calendars?view=columnar: one listing over the window, its nightly values as runs from `from` to `to`
 * and its stays as bars, each once, instead of an object per night and full Booking items. A night's manual rate
 * override is its rate when `rateOverridden` is true that night (likewise `minNights`).
 */
export const propertyCalendarColumnsSchema = Type.Object(
  {
    ...jsonLd,
    propertyId: integer,
    property: text,
    name: text,
    baseRate: optionalInteger,
    pricingMissing: boolean,
    bookingSettingsMissing: boolean,
    /** The first night of the runs. */
    from: text,
    /** The last night of the runs. */
    to: text,
    /** The nightly rate (minor units, overrides included); null without a base rate or override. */
    rates: nightlyIntegers,
    /** The minimum stay of an arrival that night: the override, else the listing's; null when unset. */
    minNights: nightlyIntegers,
    /** Blocked nights (here or imported from a channel). */
    blocked: nightlyFlags,
    /** Nights with a manual rate override. */
    rateOverridden: nightlyFlags,
    /** Nights with a manual minimum-stay override. */
    minNightsOverridden: nightlyFlags,
    /** Stays with a night in the window, cancelled ones included, each once as a bar. */
    bars: Type.Array(calendarBarSchema),
    /** With `?bookings=1` only: the same stays as objects with the fields of the Booking item a bar shows. */
    bookings: Type.Optional(Type.Array(bookingBarSchema)),
  },
  {
    description:
      '?view=columnar: the nightly values as [value, nights] runs from `from` to `to`, and the stays as bars. A ' +
      "manual override is the night's rate (minNights) where rateOverridden (minNightsOverridden) is true.",
  },
);
export type PropertyCalendarColumnsDto = Static<typeof propertyCalendarColumnsSchema>;

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

/** GET /property-calendars answers the collection of the view asked for. */
export const propertyCalendarsAnswer = Type.Union([
  collectionOf(propertyCalendarColumnsSchema),
  collectionOf(propertyCalendarSchema),
]);

/**
 * 226 IM Used of the columnar view (`A-IM: listings`): the listings whose calendar changed since the answer of the
 * ETag sent (its `Delta-Base` header), and every listing's id in the answer's order.
 */
export const propertyCalendarsDelta = listingsDeltaOf(propertyCalendarColumnsSchema);
export type PropertyCalendarsDeltaDto = Static<typeof propertyCalendarsDelta>;

/** The columnar view's conditional read: revalidation (RFC 9110) and deltas (RFC 3229). */
export const calendarReadHeaders = listingsReadHeaders('a columnar answer', 'propertyCalendarsDelta');

export type CalendarView = 'days' | 'columnar';

/**
 * `?from=&to=` (both included) and `?propertyId[]=`: every listing's calendar in one call. `?view=columnar`: runs
 * and bars (`propertyCalendarColumnsSchema`, about a fifth of the bytes); `?view=days` (the default): an object
 * per night and full Booking items (`propertyCalendarSchema`).
 */
export const propertyCalendarsQuery = Type.Object({
  from: dateText,
  to: dateText,
  propertyId: Type.Optional(idList),
  'propertyId[]': Type.Optional(idList),
  view: Type.Optional(
    Type.Unsafe<CalendarView>({
      type: 'string',
      enum: ['days', 'columnar'],
      description:
        'days (the default): an object per night and full Booking items; columnar: runs of nightly values and bars.',
    }),
  ),
  /** `?view=columnar`: `1` adds each stay as an object (`bookings`) to its bar. */
  bookings: Type.Optional(Type.Unsafe<'1'>({ type: 'string', enum: ['1'] })),
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
