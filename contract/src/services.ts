import Type, { type Static } from 'typebox';
import { field, imageSizesSchema, integer, jsonLd, optionalText, orNullOf, text } from './common.js';

/**
 * The Service item of spec §3 (GET /services/{id}): `image` is the reference the forms send back, `imageUrls`
 * what the browser shows.
 */
export const serviceItemSchema = Type.Object({
  ...jsonLd,
  id: integer,
  title: text,
  price: integer,
  /** The owner's currency (gbp, eur, usd, cad). */
  currency: text,
  currencySymbol: text,
  description: optionalText,
  image: optionalText,
  imageUrls: orNullOf(imageSizesSchema),
  terms: optionalText,
});
export type ServiceDto = Static<typeof serviceItemSchema>;

/** POST /services, PUT /services/{id}. */
export const serviceBody = Type.Object({
  title: field.string(),
  price: field.number(),
  description: field.string(),
  image: field.string(),
  terms: field.string(),
});
export type ServiceBody = Static<typeof serviceBody>;
