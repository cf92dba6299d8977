import { distanceMeters, type Point } from './distance.js';
import { OverpassSearch } from './overpass.js';
import { AnswerCache, RequestSpacer, systemClock, type Clock } from './spacing.js';
import {
  getJson,
  joinParts,
  type AutocompleteQuery,
  type PlaceDetails,
  type PlacePhoto,
  type PlaceSuggestion,
  type PlacesProvider,
} from './places.js';

/** One feature of a Photon answer (GeoJSON). */
interface PhotonFeature {
  geometry?: { coordinates?: [number, number] };
  properties: {
    osm_type?: 'N' | 'W' | 'R';
    osm_id?: number;
    osm_key?: string;
    osm_value?: string;
    type?: string;
    name?: string;
    housenumber?: string;
    street?: string;
    postcode?: string;
    city?: string;
    locality?: string;
    district?: string;
    county?: string;
    state?: string;
    country?: string;
  };
}

/** One result of Nominatim's /lookup?format=jsonv2&addressdetails=1&extratags=1. */
interface NominatimPlace {
  osm_type: 'node' | 'way' | 'relation';
  osm_id: number;
  lat: string;
  lon: string;
  name?: string;
  display_name: string;
  address?: Record<string, string | undefined>;
  extratags?: Record<string, string | undefined> | null;
}

/** Google-style types → Photon filters: `layer` for address kinds, `osm_tag` for kinds of places. */
const LAYERS: Record<string, string[]> = {
  address: ['house', 'street'],
  street_address: ['house'],
  route: ['street'],
  '(cities)': ['city'],
  locality: ['city'],
  '(regions)': ['district', 'county', 'state'],
};
const OSM_TAGS: Record<string, string> = {
  restaurant: 'amenity:restaurant',
  cafe: 'amenity:cafe',
  bar: 'amenity:bar',
  night_club: 'amenity:nightclub',
  pharmacy: 'amenity:pharmacy',
  hospital: 'amenity:hospital',
  meal_takeaway: 'amenity:fast_food',
  meal_delivery: 'amenity:fast_food',
  museum: 'tourism:museum',
  tourist_attraction: 'tourism:attraction',
  art_gallery: 'tourism:gallery',
  lodging: 'tourism:hotel',
  park: 'leisure:park',
  gym: 'leisure:fitness_centre',
  stadium: 'leisure:stadium',
  supermarket: 'shop:supermarket',
  bakery: 'shop:bakery',
  shopping_mall: 'shop:mall',
  store: 'shop',
  church: 'amenity:place_of_worship',
  train_station: 'railway:station',
};

const OSM_PLACE_ID = /^([NWR])(\d{1,15})$/;
const OSM_TYPE_LETTER = { node: 'N', way: 'W', relation: 'R' } as const;

/**
 * OpenStreetMap: Photon (https://photon.komoot.io, `GET /api?q=`) for type-ahead, Overpass for a hotspot category's
 * places around the listing, Nominatim (`GET /lookup?osm_ids=`) for details; Nominatim's usage policy forbids
 * type-ahead on it. Place ids are Nominatim
 * osm_ids: `N123` (node), `W123` (way), `R123` (relation). The default provider: no key needed.
 */
export interface OpenStreetMapOptions {
  photonUrl: string;
  nominatimUrl: string;
  /** The Overpass API interpreter: "cafés near here" by a hotspot category's tags. */
  overpassUrl: string;
  /** Names the portal: both services ask every application to identify itself. */
  userAgent: string;
  /** Milliseconds between two Nominatim requests: 1000 by its usage policy; Overpass's too. */
  nominatimIntervalMs?: number;
  clock?: Clock;
}

/** Nominatim's policy asks for results to be cached: a place's details hardly change within a day. */
const DETAILS_CACHE_ENTRIES = 1000;
const DETAILS_CACHE_MS = 24 * 60 * 60 * 1000;

export class OpenStreetMapPlaces implements PlacesProvider {
  readonly name = 'openstreetmap';
  private readonly nominatim: RequestSpacer;
  private readonly detailsCache: AnswerCache<PlaceDetails | null>;
  private readonly overpass: OverpassSearch;

  constructor(private readonly options: OpenStreetMapOptions) {
    const clock = options.clock ?? systemClock;
    this.overpass = new OverpassSearch({
      url: options.overpassUrl,
      userAgent: options.userAgent,
      intervalMs: options.nominatimIntervalMs,
      clock,
    });
    this.nominatim = new RequestSpacer(options.nominatimIntervalMs ?? 1000, clock);
    this.detailsCache = new AnswerCache(DETAILS_CACHE_ENTRIES, DETAILS_CACHE_MS, clock);
  }

  private get headers() {
    return { 'user-agent': this.options.userAgent, 'accept-language': 'en' };
  }

  async autocomplete(query: AutocompleteQuery): Promise<PlaceSuggestion[]> {
    if (query.category && query.location) {
      const { category, location, radius, input } = query;
      return this.overpass.nearby({ category, location, radius, name: input });
    }
    if (!query.input) return [];
    const url = new URL(`${this.options.photonUrl}/api`);
    url.searchParams.set('q', query.input);
    url.searchParams.set('limit', '8');
    url.searchParams.set('lang', 'en');
    if (query.location) {
      const { latitude, longitude } = query.location;
      url.searchParams.set('lat', String(latitude));
      url.searchParams.set('lon', String(longitude));
      if (query.radius) url.searchParams.set('bbox', boundingBox(latitude, longitude, query.radius));
    }
    for (const type of query.types ?? []) {
      for (const layer of LAYERS[type] ?? []) url.searchParams.append('layer', layer);
      const tag = OSM_TAGS[type];
      if (tag) url.searchParams.append('osm_tag', tag);
    }
    const body = (await getJson(url, this.headers, 'Photon')) as { features?: PhotonFeature[] };
    return (body.features ?? []).flatMap((feature) => {
      const suggestion = toSuggestion(feature, query.location);
      return suggestion ? [suggestion] : [];
    });
  }

  async details(placeId: string): Promise<PlaceDetails | null> {
    if (!OSM_PLACE_ID.test(placeId)) return null;
    const cached = this.detailsCache.get(placeId);
    if (cached !== undefined) return cached;
    const details = await this.nominatim.run(() => this.lookup(placeId));
    this.detailsCache.set(placeId, details);
    return details;
  }

  /** OpenStreetMap has no photos of places. */
  async photo(_reference: string, _maxWidth: number): Promise<PlacePhoto | null> {
    return null;
  }

  private async lookup(placeId: string): Promise<PlaceDetails | null> {
    const url = new URL(`${this.options.nominatimUrl}/lookup`);
    url.searchParams.set('osm_ids', placeId);
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('addressdetails', '1');
    url.searchParams.set('extratags', '1');
    const body = (await getJson(url, this.headers, 'Nominatim')) as NominatimPlace[];
    const place = Array.isArray(body) ? body[0] : undefined;
    if (!place) return null;
    const address = place.address ?? {};
    const tags = place.extratags ?? {};
    const houseNumber = address.house_number ?? null;
    const street = address.road ?? address.pedestrian ?? address.footway ?? null;
    return {
      placeId: `${OSM_TYPE_LETTER[place.osm_type]}${place.osm_id}`,
      name:
        place.name || joinParts([houseNumber && street ? `${houseNumber} ${street}` : street]) || place.display_name,
      formattedAddress: place.display_name,
      addressParts: {
        houseNumber,
        street,
        town: address.city ?? address.town ?? address.village ?? address.hamlet ?? address.suburb ?? null,
        postcode: address.postcode ?? null,
        country: address.country ?? null,
      },
      latitude: Number(place.lat),
      longitude: Number(place.lon),
      website: tags.website ?? tags['contact:website'] ?? tags.url ?? null,
      photoReference: null,
    };
  }
}

function toSuggestion({ properties: p, geometry }: PhotonFeature, origin?: Point): PlaceSuggestion | null {
  if (!p.osm_type || p.osm_id === undefined) return null;
  const streetLine = joinParts([p.housenumber && p.street ? `${p.housenumber} ${p.street}` : p.street]);
  const mainText = p.name || streetLine || p.city || p.country || '';
  if (!mainText) return null;
  const [longitude, latitude] = geometry?.coordinates ?? [];
  const coordinates =
    Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude: latitude!, longitude: longitude! } : null;
  const secondaryText = joinParts(
    [p.name ? streetLine : null, p.city ?? p.locality ?? p.district, p.postcode, p.country].filter(
      (part) => part !== mainText,
    ),
  );
  return {
    placeId: `${p.osm_type}${p.osm_id}`,
    description: joinParts([mainText, secondaryText]),
    mainText,
    secondaryText,
    distanceMeters: origin && coordinates ? distanceMeters(origin, coordinates) : null,
  };
}

/** minLon,minLat,maxLon,maxLat of a square of `radius` metres around a point. */
function boundingBox(latitude: number, longitude: number, radius: number): string {
  const dLat = radius / 111_320;
  const dLon = radius / (111_320 * Math.max(Math.cos((latitude * Math.PI) / 180), 0.01));
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  return [
    clamp(longitude - dLon, 180),
    clamp(latitude - dLat, 90),
    clamp(longitude + dLon, 180),
    clamp(latitude + dLat, 90),
  ]
    .map((value) => value.toFixed(6))
    .join(',');
}
