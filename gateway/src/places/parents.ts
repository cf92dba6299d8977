declare const placeIdBrand: unique symbol;
/** A maps-service place id, once checked to be one: `/places/${PlaceId}` never reads as `/places/autocomplete`. */
export type PlaceId = string & { readonly [placeIdBrand]: true };
