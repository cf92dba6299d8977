import {
  getImage,
  getJson,
  PlacesUnavailable,
  type AddressParts,
  type AutocompleteQuery,
  type PlaceDetails,
  type PlacePhoto,
  type PlaceSuggestion,
  type PlacesProvider,
} from './places.js';

/** Place Autocomplete response (Places API, legacy JSON web service). */
interface AutocompleteResponse {
  status: string;
  error_message?: string;
  predictions?: {
    place_id: string;
    description: string;
    structured_formatting?: { main_text?: string; secondary_text?: string };
    /** Metres from `origin`, when the request had one. */
    distance_meters?: number;
  }[];
}

interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

/** Place Details response (Places API, legacy JSON web service). */
interface DetailsResponse {
  status: string;
  error_message?: string;
  result?: {
    place_id?: string;
    name?: string;
    formatted_address?: string;
    address_components?: AddressComponent[];
    geometry?: { location?: { lat: number; lng: number } };
    website?: string;
    photos?: { photo_reference: string }[];
  };
}

const DETAIL_FIELDS = 'place_id,name,formatted_address,address_components,geometry/location,website,photos';

/**
 * Google Places (https://developers.google.com/maps/documentation/places/web-service/autocomplete and /details):
 * `GET /maps/api/place/autocomplete/json?input&types&location=lat,lng&radius&key` and
 * `GET /maps/api/place/details/json?place_id&fields&key`. Used when GOOGLE_MAPS_API_KEY is set.
 */
export class GooglePlaces implements PlacesProvider {
  readonly name = 'google';

  constructor(
    private readonly apiKey: string,
    private readonly baseUrl = 'https://maps.googleapis.com',
  ) {}

  private url(path: string, params: Record<string, string | undefined>, format = '/json'): URL {
    const url = new URL(`${this.baseUrl}/maps/api/place/${path}${format}`);
    for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, value);
    url.searchParams.set('key', this.apiKey);
    return url;
  }

  async autocomplete(query: AutocompleteQuery): Promise<PlaceSuggestion[]> {
    // Autocomplete needs some text: a category alone (OpenStreetMap's "cafés near here") finds nothing here.
    if (!query.input) return [];
    const url = this.url('autocomplete', {
      input: query.input,
      // Google takes one type, or up to five of the table 1/2 types separated by '|'.
      types: query.types?.length ? query.types.slice(0, 5).join('|') : undefined,
      location: query.location ? `${query.location.latitude},${query.location.longitude}` : undefined,
      radius: query.location && query.radius ? String(query.radius) : undefined,
      // With an origin, each prediction carries its straight-line distance_meters.
      origin: query.location ? `${query.location.latitude},${query.location.longitude}` : undefined,
      language: 'en',
    });
    const body = (await getJson(url, {}, 'Google Place Autocomplete')) as AutocompleteResponse;
    if (body.status === 'ZERO_RESULTS') return [];
    if (body.status !== 'OK')
      throw new PlacesUnavailable(`Google Place Autocomplete: ${body.status} ${body.error_message ?? ''}`);
    return (body.predictions ?? []).map((prediction) => ({
      placeId: prediction.place_id,
      description: prediction.description,
      mainText: prediction.structured_formatting?.main_text ?? prediction.description,
      secondaryText: prediction.structured_formatting?.secondary_text ?? '',
      distanceMeters: query.location && prediction.distance_meters !== undefined ? prediction.distance_meters : null,
    }));
  }

  async details(placeId: string): Promise<PlaceDetails | null> {
    const url = this.url('details', { place_id: placeId, fields: DETAIL_FIELDS, language: 'en' });
    const body = (await getJson(url, {}, 'Google Place Details')) as DetailsResponse;
    // INVALID_REQUEST is what Google answers for a malformed place id.
    if (body.status === 'NOT_FOUND' || body.status === 'ZERO_RESULTS' || body.status === 'INVALID_REQUEST') return null;
    if (body.status !== 'OK' || !body.result) {
      throw new PlacesUnavailable(`Google Place Details: ${body.status} ${body.error_message ?? ''}`);
    }
    const result = body.result;
    const location = result.geometry?.location;
    if (!location) return null;
    return {
      placeId: result.place_id ?? placeId,
      name: result.name ?? result.formatted_address ?? '',
      formattedAddress: result.formatted_address ?? '',
      addressParts: addressParts(result.address_components ?? []),
      latitude: location.lat,
      longitude: location.lng,
      website: result.website ?? null,
      photoReference: result.photos?.[0]?.photo_reference ?? null,
    };
  }

  /** Place Photo (`GET /maps/api/place/photo?maxwidth&photo_reference&key`): a redirect to the image. */
  async photo(reference: string, maxWidth: number): Promise<PlacePhoto | null> {
    const url = this.url('photo', { maxwidth: String(maxWidth), photo_reference: reference }, '');
    return getImage(url, {}, 'Google Place Photo');
  }
}

function addressParts(components: AddressComponent[]): AddressParts {
  const find = (...types: string[]) =>
    types.map((type) => components.find((component) => component.types.includes(type))?.long_name).find(Boolean) ??
    null;
  return {
    houseNumber: find('street_number', 'premise'),
    street: find('route'),
    // UK addresses carry the post town as postal_town; elsewhere the locality is the town.
    town: find('postal_town', 'locality', 'sublocality', 'administrative_area_level_2'),
    postcode: find('postal_code'),
    country: find('country'),
  };
}
