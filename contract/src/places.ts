import { LOCAL_GUIDE_CATEGORIES } from '@portal/schema';
import Type, { type Static } from 'typebox';
import { jsonLd, optionalInteger, optionalText, text } from './common.js';

/** A member of GET /places/autocomplete (spec §7 place autocomplete). */
export const placeSuggestionSchema = Type.Object({
  placeId: text,
  description: text,
  mainText: text,
  secondaryText: text,
  distanceMeters: optionalInteger,
});
export type PlaceSuggestionDto = Static<typeof placeSuggestionSchema>;

/** GET /places/{placeId} (spec §7 place details). */
export const placeItemSchema = Type.Object({
  ...jsonLd,
  placeId: text,
  name: text,
  formattedAddress: text,
  addressParts: Type.Object({
    houseNumber: optionalText,
    street: optionalText,
    town: optionalText,
    postcode: optionalText,
    country: optionalText,
  }),
  latitude: Type.Number(),
  longitude: Type.Number(),
  website: optionalText,
  photoReference: optionalText,
});
export type PlaceDto = Static<typeof placeItemSchema>;

/** GET /places/autocomplete: `lat` and `lng` go together (checked by the route). */
export const autocompleteQuery = Type.Object({
  input: Type.String({ maxLength: 200 }),
  types: Type.Optional(Type.String({ maxLength: 200 })),
  lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  radius: Type.Optional(Type.Integer({ minimum: 1, maximum: 50_000 })),
  /** A local guide hotspot category: its places around lat/lng, `input` (may be empty) narrowing by name. */
  category: Type.Optional(Type.Union(LOCAL_GUIDE_CATEGORIES.map((category) => Type.Literal(category)))),
});

export const placeParams = Type.Object({
  placeId: Type.String({ minLength: 1, maxLength: 300, pattern: '^[A-Za-z0-9_-]+$' }),
});
