import Type, { type Static } from 'typebox';
import { field, integer, optionalText, text } from './common.js';

/** At most this many hits per column (spec §2 Search results). */
export const SEARCH_HITS_MAX = 20;

/** The Search result of spec §3, one shape for the four columns: each column fills the fields it has. */
export const searchHitSchema = Type.Object({
  id: integer,
  title: optionalText,
  description: optionalText,
  bookingId: field.integer(),
  propertyId: field.integer(),
  propertyName: field.string(),
  propertyAddress: field.string(),
  propertyImagePath: field.string(),
  startDate: field.string(),
  endDate: field.string(),
  arriveAfter: field.string(),
  departBefore: field.string(),
});
export type SearchHitDto = Static<typeof searchHitSchema>;

const hits = Type.Array(searchHitSchema, { maxItems: SEARCH_HITS_MAX });

/** GET /search/{query}. */
export const searchSchema = Type.Object({ query: text, Property: hits, Service: hits, Booking: hits, Message: hits });
export type SearchDto = Static<typeof searchSchema>;

export const searchParams = Type.Object({ query: Type.String({ minLength: 1, maxLength: 200 }) });
