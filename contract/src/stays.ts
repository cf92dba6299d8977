import { PURCHASE_LIMITS } from '@portal/schema';
import Type, { type Static } from 'typebox';
import {
  boolean,
  integer,
  iriList,
  jsonLd,
  nullable,
  optionalInteger,
  optionalNumber,
  optionalText,
  pageQuery,
  text,
} from './common.js';
import { homeGuideItemSchema, localGuideItemSchema } from './guides.js';
import { serviceItemSchema } from './services.js';

/** The guest's four ratings once given (null before). */
export const stayRatingSchema = Type.Object({
  cleanliness: optionalInteger,
  condition: optionalInteger,
  app: optionalInteger,
  overall: optionalInteger,
  ratedAt: text,
});
export type StayRatingDto = Static<typeof stayRatingSchema>;

/** POST /bookings/{id}/rating: the stars (the yup rules check them). */
const stars = Type.Optional(Type.Unsafe<number | null>({ type: ['number', 'null'] }));
export const stayRatingBody = Type.Object({ cleanliness: stars, condition: stars, app: stars, overall: stars });
export type StayRatingBody = Static<typeof stayRatingBody>;

export const stayRatingAnswerSchema = Type.Object({ rating: nullable(stayRatingSchema) });

const stepSchema = Type.Object({ description: text, imageUrl: optionalText });

/** The listing of a guest view. */
export const stayListingSchema = Type.Object({
  id: integer,
  name: text,
  mainImage: nullable(Type.Object({ squareSmallUrl: text, mediumUrl: text, largeUrl: text })),
  address: Type.Object({
    houseNumber: optionalText,
    houseName: optionalText,
    street: optionalText,
    town: optionalText,
    postcode: optionalText,
    country: optionalText,
    latitude: optionalNumber,
    longitude: optionalNumber,
  }),
  arriveAfter: optionalText,
  arriveBefore: optionalText,
  departBefore: optionalText,
  welcomeMessage: optionalText,
  welcomeMessageYoutubeId: optionalText,
  checkInYoutubeId: optionalText,
  checkOutYoutubeId: optionalText,
});
export type StayListingDto = Static<typeof stayListingSchema>;

/** GET /bookings/{id}/guest-view: the stay as its joined guest sees it (issue 13), none of the host's own data. */
export const stayItemSchema = Type.Object({
  ...jsonLd,
  id: integer,
  booking: text,
  startDate: text,
  endDate: text,
  numberOfGuest: optionalInteger,
  cancelled: boolean,
  host: Type.Object({ id: integer }),
  listing: stayListingSchema,
  checkInSteps: Type.Array(stepSchema),
  checkOutSteps: Type.Array(stepSchema),
  wifi: nullable(Type.Object({ name: optionalText, code: optionalText, details: optionalText })),
  homeGuides: Type.Array(homeGuideItemSchema),
  localGuides: Type.Array(localGuideItemSchema),
  services: Type.Array(serviceItemSchema),
  rating: nullable(stayRatingSchema),
  /** From the checkout day on, until rated (then `rating` is set). */
  ratingOpen: boolean,
  /** Purchases are paid online through the payment provider's checkout (else: to the host on arrival). */
  paysOnline: boolean,
});
export type StayDto = Static<typeof stayItemSchema>;

/** A line of a purchase: `service` is `/services/{id}`, null once the host deleted the service. */
export const lineItemSchema = Type.Object({
  id: integer,
  name: text,
  quantity: integer,
  price: integer,
  currency: text,
  service: optionalText,
});
export type LineItemDto = Static<typeof lineItemSchema>;

/**
 * A Purchase (spec §3) with its booking and how it is paid: 'on-arrival' (payments not configured), 'pending' (sent
 * to the payment provider's checkout), 'paid', 'expired' (the checkout closed unpaid) or 'failed'.
 */
export const purchaseItemSchema = Type.Object({
  ...jsonLd,
  id: integer,
  booking: text,
  createdAt: text,
  name: text,
  payment: Type.Union([
    Type.Literal('on-arrival'),
    Type.Literal('pending'),
    Type.Literal('paid'),
    Type.Literal('expired'),
    Type.Literal('failed'),
  ]),
  /** The provider's checkout page, while the payment is pending; else null. */
  checkoutUrl: optionalText,
  /** When the provider confirmed the payment. */
  paidAt: optionalText,
  lineItems: Type.Array(lineItemSchema),
});
export type PurchaseDto = Static<typeof purchaseItemSchema>;

/** `/bookings/12`, or the id. */
const reference = Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Integer()]));

/** POST /purchases (types only: the service's yup rules give the messages). */
export const purchaseBody = Type.Object({
  booking: reference,
  lineItems: Type.Optional(
    Type.Array(Type.Object({ service: reference, quantity: Type.Optional(Type.Number()) }), {
      maxItems: PURCHASE_LIMITS.lineItemsMax,
    }),
  ),
});
export type PurchaseBody = Static<typeof purchaseBody>;

/** GET /purchases?booking[]=/bookings/12. */
export const purchasesQuery = Type.Object({ 'booking[]': Type.Optional(iriList), ...pageQuery.properties });
