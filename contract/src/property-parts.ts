import { AMENITY_KEYS } from '@portal/schema';
import Type, { type Static } from 'typebox';
import { boolean, field, integer, jsonLd, recordOf, text } from './common.js';

/** The sub-resources of a listing (spec §3): bedrooms, amenities, seasonal rates. */

export const bedroomItemSchema = Type.Object({
  ...jsonLd,
  id: integer,
  property: text,
  doubleBeds: integer,
  singleBeds: integer,
});
export type BedroomDto = Static<typeof bedroomItemSchema>;

export const bedroomBody = Type.Object({
  property: field.string(),
  doubleBeds: field.number(),
  singleBeds: field.number(),
});
export type BedroomBody = Static<typeof bedroomBody>;

/** One record per listing: a flag per key of AMENITIES (@portal/schema). */
export const amenitiesItemSchema = Type.Object({
  ...jsonLd,
  id: integer,
  property: text,
  ...recordOf(AMENITY_KEYS, () => boolean),
});
export type AmenitiesDto = Static<typeof amenitiesItemSchema>;

/** POST (property required) and PUT /property-amenities: flags left out keep their value (false on create). */
export const amenitiesBody = Type.Object({
  property: field.string(),
  ...recordOf(AMENITY_KEYS, field.boolean),
});
export type AmenitiesBody = Static<typeof amenitiesBody>;

/** rateChange in percent (may be negative). */
export const seasonalRateItemSchema = Type.Object({
  ...jsonLd,
  id: integer,
  property: text,
  fromDate: text,
  toDate: text,
  rateChange: integer,
  repeatYearly: boolean,
});
export type SeasonalRateDto = Static<typeof seasonalRateItemSchema>;

/** POST and PUT /seasonal-rates: null counts as not given. */
export const seasonalRateBody = Type.Object({
  property: field.string(),
  fromDate: field.string(),
  toDate: field.string(),
  rateChange: field.number(),
  repeatYearly: field.boolean(),
});
export type SeasonalRateBody = Static<typeof seasonalRateBody>;
