import { SITE_SLUG_MAX, SITE_SLUG_PATTERN, type Currency } from '@portal/schema';
import Type, { type Static } from 'typebox';
import { boolean, field, integer, optionalInteger, optionalText, orNullOf, recordId, text, textOf } from './common.js';
import { dateText, type stayQuoteAnswerSchema } from './bookings.js';

/*
 * The white-label booking site (issue 15 point 9): what a guest may see of a host and their open listings. Never
 * the host's email, address, ids of other rows (calendars, bookings, owner), notes, wifi, guides or pricing rules:
 * these schemas are the allow-list.
 */

/** GET /sites/mine: the caller's site address. */
export const bookingSiteSchema = Type.Object({ slug: text, path: text });
export type BookingSiteDto = Static<typeof bookingSiteSchema>;

/** GET /ru/generate-white-label?bearer=… (a 303 to the site). */
export const whiteLabelQuery = Type.Object({ bearer: Type.Optional(Type.String()) });

const slug = Type.String({ pattern: SITE_SLUG_PATTERN, maxLength: SITE_SLUG_MAX });
export const siteParams = Type.Object({ slug });
export const siteListingParams = Type.Object({ slug, id: recordId });

export const siteHostSchema = Type.Object({ slug: text, name: text, currency: textOf<Currency>() });
export type SiteHostDto = Static<typeof siteHostSchema>;

export const sitePhotoSchema = Type.Object({ url: text, largeUrl: text, caption: optionalText, type: optionalText });
export type SitePhotoDto = Static<typeof sitePhotoSchema>;

const summaryFields = {
  id: integer,
  name: text,
  type: optionalText,
  town: optionalText,
  country: optionalText,
  bedroomCount: integer,
  canSleepMax: optionalInteger,
  baseRate: optionalInteger,
  minNights: optionalInteger,
  cover: orNullOf(sitePhotoSchema),
};

/** A listing on the site's home page. */
export const siteListingSummarySchema = Type.Object(summaryFields);
export type SiteListingSummaryDto = Static<typeof siteListingSummarySchema>;

/** One listing's page: the summary and its details. */
export const siteListingDetailSchema = Type.Object({
  ...summaryFields,
  description: optionalText,
  numberOfBathrooms: optionalInteger,
  standardGuests: optionalInteger,
  arriveAfter: optionalText,
  departBefore: optionalText,
  cancellationPolicyMode: optionalText,
  photos: Type.Array(sitePhotoSchema),
  bedrooms: Type.Array(Type.Object({ doubleBeds: integer, singleBeds: integer })),
  amenities: Type.Array(Type.Object({ key: text, label: text })),
});
export type SiteListingDetailDto = Static<typeof siteListingDetailSchema>;

/** GET /public/sites/{slug}/properties. */
export const publicSiteSchema = Type.Object({ host: siteHostSchema, listings: Type.Array(siteListingSummarySchema) });
export type PublicSiteDto = Static<typeof publicSiteSchema>;

export const siteNightSchema = Type.Object({
  date: text,
  /** Bookable as an arrival or a night of a stay: not booked, not blocked, priced, not in the past. */
  available: boolean,
  rate: optionalInteger,
  minNights: optionalInteger,
});

/** GET /public/sites/{slug}/properties/{id}?from=&to=. */
export const publicSiteListingSchema = Type.Object({
  host: siteHostSchema,
  listing: siteListingDetailSchema,
  nights: Type.Array(siteNightSchema),
});
export type PublicSiteListingDto = Static<typeof publicSiteListingSchema>;
export const siteNightsQuery = Type.Object({ from: Type.Optional(dateText), to: Type.Optional(dateText) });

/** GET /public/sites/{slug}/properties/{id}/stay-quote. */
export type SiteStayQuoteDto = Static<typeof stayQuoteAnswerSchema>;

/** POST /public/sites/{slug}/properties/{id}/booking-requests (types only: the yup rules give the messages). */
export const bookingRequestBody = Type.Object({
  guestName: field.string(),
  email: field.string(),
  startDate: field.string(),
  endDate: field.string(),
  numberOfGuest: field.number(),
});
export type BookingRequestBody = Static<typeof bookingRequestBody>;

export const bookingRequestSchema = Type.Object({ message: text, startDate: text, endDate: text });
export type BookingRequestDto = Static<typeof bookingRequestSchema>;
