declare const placeIdBrand: unique symbol;
/** A maps-service place id, once checked to be one: `/places/${PlaceId}` never reads as `/places/autocomplete`. */
export type PlaceId = string & { readonly [placeIdBrand]: true };

/** A member of GET /places/autocomplete. */
export interface PlaceSuggestionDto {
  placeId: string;
  description: string;
  mainText: string;
  secondaryText: string;
  distanceMeters: number | null;
}

/** GET /places/{placeId}. */
export interface PlaceDto {
  '@id': string;
  placeId: string;
  name: string;
  formattedAddress: string;
  addressParts: {
    houseNumber: string | null;
    street: string | null;
    town: string | null;
    postcode: string | null;
    country: string | null;
  };
  latitude: number;
  longitude: number;
  website: string | null;
  photoReference: string | null;
}
