import Type, { type Static } from 'typebox';
import {
  boolean,
  collectionQuery,
  field,
  integer,
  jsonLd,
  nullable,
  optionalInteger,
  optionalText,
  orNullOf,
  pageQuery,
  text,
} from './common.js';
import { providerSchema } from './calendars.js';

/** A date of a query: `YYYY-MM-DD`. */
export const dateText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

const discountSchema = Type.Object({ kind: text, percent: integer, amount: integer });
export type StayDiscountDto = Static<typeof discountSchema>;
const orNullDiscount = orNullOf(discountSchema);

export const stayFeeSchema = Type.Object({
  kind: text,
  amount: integer,
  /** For extra guests: guests above the standard count × nights. */
  quantity: Type.Optional(integer),
  unitPrice: Type.Optional(integer),
});
export type StayFeeDto = Static<typeof stayFeeSchema>;

/** The price of a stay (pricing's Quote), frozen on a direct booking. */
export const quoteSchema = Type.Object({
  startDate: text,
  endDate: text,
  nights: integer,
  guests: integer,
  nightly: Type.Array(Type.Object({ date: text, rate: integer })),
  subtotal: integer,
  lengthOfStayDiscount: orNullDiscount,
  bookingWindowDiscount: orNullDiscount,
  /** The discounts together (never more than the subtotal). */
  discountTotal: integer,
  fees: Type.Array(stayFeeSchema),
  feesTotal: integer,
  /** subtotal − discountTotal + feesTotal. */
  total: integer,
  /** Refundable: not part of the total. */
  securityDeposit: optionalInteger,
});
export type StayQuoteDto = Static<typeof quoteSchema>;

/** GET /properties/{id}/stay-quote: the quote, and whether the dates are free. */
export const stayQuoteAnswerSchema = Type.Object({ ...quoteSchema.properties, available: boolean });
export const stayQuoteQuery = Type.Object({
  startDate: Type.Optional(dateText),
  endDate: Type.Optional(dateText),
  numberOfGuest: Type.Optional(Type.Number()),
});

/** The booking's joined guest: id and name only. */
export const participantSchema = Type.Object({ '@id': text, id: integer, firstName: text, lastName: text });
export type BookingParticipantDto = Static<typeof participantSchema>;

/** The listing's owner: the host in the booking's conversation. */
export const bookingOwnerSchema = Type.Object({ '@id': text, id: integer });

/**
 * The Booking item of spec §3. The host reads every field; the booking's joined guest (the guest view) only the
 * stay and its participants, with `propertyName` instead of the host's data: those fields are optional.
 */
export const bookingItemSchema = Type.Object({
  ...jsonLd,
  id: integer,
  startDate: text,
  endDate: text,
  property: text,
  calendar: Type.Optional(optionalText),
  provider: Type.Optional(nullable(providerSchema)),
  providerGuestName: Type.Optional(optionalText),
  /** What the host sees the stay as: the guest's name, or 'Booking.com: booked or closed'; null otherwise. */
  name: Type.Optional(optionalText),
  ota: Type.Optional(optionalText),
  uid: Type.Optional(optionalText),
  deletedAt: optionalText,
  /** Since when the channel's feed no longer lists it (cancelled if the next successful fetch agrees). */
  missingSince: Type.Optional(optionalText),
  conflict: Type.Optional(boolean),
  numberOfGuest: optionalInteger,
  paymentMethod: Type.Optional(optionalText),
  /** The guest's email: requests from the booking site only. */
  guestEmail: Type.Optional(optionalText),
  inviteCode: Type.Optional(optionalText),
  cancellationRequestedAt: Type.Optional(optionalText),
  /** The guest who joined with the invite code, or null. */
  mainGuest: nullable(participantSchema),
  /** The listing's owner: the host in the booking's conversation. */
  owner: bookingOwnerSchema,
  /** Only in the guest view (the guest cannot read the listing itself). */
  propertyName: Type.Optional(optionalText),
  /** The price of a direct booking, as quoted when it was made; null for imported ones. */
  quote: Type.Optional(orNullOf(quoteSchema)),
  /** Guest service purchases: read through GET /purchases?booking[]= (the gateway batches them). */
  purchases: Type.Optional(
    Type.Unsafe<unknown[]>({ type: 'array', items: { type: 'object', additionalProperties: true } }),
  ),
  /** The joined guest's ratings (1 to 5), null until rated (POST /bookings/{id}/rating). */
  ratingCleanliness: Type.Optional(optionalInteger),
  ratingCondition: Type.Optional(optionalInteger),
  ratingApp: Type.Optional(optionalInteger),
  ratingOverall: Type.Optional(optionalInteger),
  createdAt: text,
  updatedAt: text,
});
export type BookingDto = Static<typeof bookingItemSchema>;

/** GET /bookings: `?property[]=`, `?id[]=`, and the stays overlapping `?from=` … `?to=`. */
export const bookingsQuery = Type.Object({
  ...collectionQuery.properties,
  from: Type.Optional(dateText),
  to: Type.Optional(dateText),
  ...pageQuery.properties,
});

/** POST /bookings (a direct booking). Numbers, not integers: 1.5 guests gets the yup message on the field. */
export const bookingBody = Type.Object({
  property: field.string(),
  startDate: field.string(),
  endDate: field.string(),
  providerGuestName: field.string(),
  numberOfGuest: field.number(),
  paymentMethod: field.string(),
});
export type BookingBody = Static<typeof bookingBody>;

/** POST /bookings/{id}/join: the invite code of the link. */
export const joinBody = Type.Object({ inviteCode: field.string() });
export type JoinBody = Static<typeof joinBody>;

/** GET /booking-invoice/pdf/{id}?bearer=: opened in a new tab, so the token comes in the query. */
export const invoiceQuery = Type.Object({ bearer: Type.Optional(Type.String()) });
