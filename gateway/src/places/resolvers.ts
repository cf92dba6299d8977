import type { PlaceResolvers, QueryResolvers } from '../__generated__/resolvers.js';
import type { MapTilesConfig } from '../config.js';
import { notFoundError } from '../errors.js';
import type { Query as RestQuery } from '../rest/client.js';
import type { PlaceId } from './parents.js';

/** What the REST API accepts as a place id; anything else cannot be a place. */
const PLACE_ID = /^[A-Za-z0-9_-]{1,300}$/;

export const Query: QueryResolvers = {
  placeSuggestions: async (_parent, { input, types, near, category }, { rest }) => {
    const query: RestQuery = { input };
    if (types) query.types = types;
    if (category) query.category = category;
    if (near) {
      query.lat = near.latitude;
      query.lng = near.longitude;
      if (near.radius !== null && near.radius !== undefined) query.radius = near.radius;
    }
    return (await rest.get('/places/autocomplete', query))['hydra:member'];
  },
  place: (_parent, { placeId }, { rest }) => {
    if (!PLACE_ID.test(placeId) || placeId === 'autocomplete') throw notFoundError(`Place ${placeId} not found`);
    return rest.get(`/places/${placeId as PlaceId}`);
  },
};

/** Query.mapTiles: the deployment's tile server, from the gateway's config. */
export const mapTilesQuery = (mapTiles: MapTilesConfig): QueryResolvers => ({ mapTiles: () => mapTiles });

export const Place: PlaceResolvers = {
  websiteUrl: (place) => place.website,
  addressHouseNumber: (place) => place.addressParts.houseNumber,
  addressStreet: (place) => place.addressParts.street,
  addressTown: (place) => place.addressParts.town,
  addressPostcode: (place) => place.addressParts.postcode,
  addressCountry: (place) => place.addressParts.country,
};
