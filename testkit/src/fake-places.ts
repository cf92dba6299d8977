import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Photon, Nominatim, Overpass, Google Places (with its photos) and a map tile server, answering
 * their real response shapes from canned data (a few places in Whitby, UK). Tests start it on 127.0.0.1 and point
 * PLACES_PHOTON_URL / PLACES_NOMINATIM_URL / OVERPASS_URL (`<url>/api/interpreter`) / PLACES_GOOGLE_URL /
 * MAP_TILE_URL (`<url>/tiles/{z}/{x}/{y}.png`) at it: nothing reaches the internet. Searching for 'fail' makes
 * every service fail.
 */

/** A 1×1 PNG: every map tile (a plain land colour, stretched by the map to 256 px). */
export const FAKE_TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mN4+fQOAAVlAqu0Tu5EAAAAAElFTkSuQmCC',
  'base64',
);
/** A 1×1 PNG: every place photo. */
export const FAKE_PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mOoX34SAAOYAfDb+lLKAAAAAElFTkSuQmCC',
  'base64',
);

/** Haversine metres, as Google's distance_meters (straight line from `origin`). */
function metresBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return Math.round(2 * 6_371_008.8 * Math.asin(Math.sqrt(h)));
}

interface CannedPlace {
  osm: { type: 'N' | 'W' | 'R'; id: number; key: string; value: string; layer: string };
  googleId: string;
  googleTypes: string[];
  name: string | null;
  houseNumber: string | null;
  street: string | null;
  town: string;
  postcode: string | null;
  country: string;
  latitude: number;
  longitude: number;
  website: string | null;
  photoReference: string | null;
}

export const FAKE_PLACES: CannedPlace[] = [
  {
    osm: { type: 'W', id: 26538400, key: 'historic', value: 'ruins', layer: 'house' },
    googleId: 'ChIJwhitbyAbbey000000001',
    googleTypes: ['tourist_attraction', 'point_of_interest', 'establishment'],
    name: 'Whitby Abbey',
    houseNumber: null,
    street: 'Abbey Lane',
    town: 'Whitby',
    postcode: 'YO22 4JT',
    country: 'United Kingdom',
    latitude: 54.4885,
    longitude: -0.6077,
    website: 'https://www.english-heritage.org.uk/visit/places/whitby-abbey/',
    photoReference: 'AUc7tXabbeyPhotoReference',
  },
  {
    osm: { type: 'N', id: 4309712345, key: 'amenity', value: 'cafe', layer: 'house' },
    googleId: 'ChIJmagpieCafe000000002',
    googleTypes: ['cafe', 'restaurant', 'food', 'establishment'],
    name: 'The Magpie Cafe',
    houseNumber: '14',
    street: 'Pier Road',
    town: 'Whitby',
    postcode: 'YO21 3PU',
    country: 'United Kingdom',
    latitude: 54.4877,
    longitude: -0.6155,
    website: 'https://www.magpiecafe.co.uk/',
    photoReference: 'AUc7tXmagpiePhotoReference',
  },
  {
    osm: { type: 'N', id: 5550001, key: 'place', value: 'house', layer: 'house' },
    googleId: 'ChIJchurchStreet12000003',
    googleTypes: ['street_address'],
    name: null,
    houseNumber: '12',
    street: 'Church Street',
    town: 'Whitby',
    postcode: 'YO22 4AE',
    country: 'United Kingdom',
    latitude: 54.4866,
    longitude: -0.6114,
    website: null,
    photoReference: null,
  },
];

/**
 * The details a places lookup gives of the canned place `placeId` (its Google id, or its OpenStreetMap one: `W26538400`):
 * name, address parts, location and website.
 */
export function cannedPlaceDetails(placeId: string) {
  const place = FAKE_PLACES.find(({ googleId, osm }) => placeId === googleId || placeId === `${osm.type}${osm.id}`);
  if (!place) throw new Error(`No canned place ${placeId}`);
  const { name, houseNumber, street, town, postcode, country, latitude, longitude, website } = place;
  return {
    placeId,
    name,
    addressParts: { houseNumber, street, town, postcode, country },
    latitude,
    longitude,
    website,
  };
}

/**
 * Places only Overpass finds (by their tags around a point) and Nominatim details: more cafés, so that "cafés near
 * here" has an order to check. Photon and Google do not know them.
 */
export const FAKE_OVERPASS_PLACES: CannedPlace[] = [
  {
    osm: { type: 'W', id: 98765432, key: 'amenity', value: 'cafe', layer: 'house' },
    googleId: 'unused-bothams',
    googleTypes: [],
    name: "Botham's of Whitby",
    houseNumber: '35',
    street: 'Skinner Street',
    town: 'Whitby',
    postcode: 'YO21 3AH',
    country: 'United Kingdom',
    latitude: 54.4858,
    longitude: -0.6147,
    website: 'https://www.botham.co.uk/',
    photoReference: null,
  },
  {
    osm: { type: 'N', id: 6120001, key: 'amenity', value: 'cafe', layer: 'house' },
    googleId: 'unused-sanders',
    googleTypes: [],
    name: 'Sanders Yard',
    houseNumber: '95',
    street: 'Church Street',
    town: 'Whitby',
    postcode: 'YO22 4BH',
    country: 'United Kingdom',
    latitude: 54.4872,
    longitude: -0.6118,
    website: null,
    photoReference: null,
  },
  {
    osm: { type: 'N', id: 6120002, key: 'amenity', value: 'pub', layer: 'house' },
    googleId: 'unused-duke',
    googleTypes: [],
    name: 'The Duke of York',
    houseNumber: '124',
    street: 'Church Street',
    town: 'Whitby',
    postcode: 'YO22 4DE',
    country: 'United Kingdom',
    latitude: 54.4879,
    longitude: -0.6098,
    website: null,
    photoReference: null,
  },
];

export interface RecordedRequest {
  /** Date.now() when it arrived. */
  at: number;
  method: string;
  path: string;
  /** The query string; for a form POST (Overpass), the form's fields. */
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export interface FakePlacesServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

const osmId = (place: CannedPlace) => `${place.osm.type}${place.osm.id}`;
const streetLine = (place: CannedPlace) => [place.houseNumber, place.street].filter(Boolean).join(' ') || null;
const formatted = (place: CannedPlace) =>
  [place.name, streetLine(place), place.town, place.postcode, place.country].filter(Boolean).join(', ');
const matches = (place: CannedPlace, input: string) =>
  input
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => formatted(place).toLowerCase().includes(word));

function photon(query: URLSearchParams) {
  const tags = query.getAll('osm_tag');
  const layers = query.getAll('layer');
  const features = FAKE_PLACES.filter((place) => matches(place, query.get('q') ?? ''))
    .filter(
      (place) =>
        tags.length === 0 || tags.some((tag) => [place.osm.key, `${place.osm.key}:${place.osm.value}`].includes(tag)),
    )
    .filter((place) => layers.length === 0 || layers.includes(place.osm.layer))
    .slice(0, Number(query.get('limit') ?? 15))
    .map((place) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [place.longitude, place.latitude] },
      properties: {
        osm_type: place.osm.type,
        osm_id: place.osm.id,
        osm_key: place.osm.key,
        osm_value: place.osm.value,
        type: place.osm.layer,
        ...(place.name ? { name: place.name } : {}),
        ...(place.houseNumber ? { housenumber: place.houseNumber } : {}),
        ...(place.street ? { street: place.street } : {}),
        ...(place.postcode ? { postcode: place.postcode } : {}),
        city: place.town,
        county: 'North Yorkshire',
        state: 'England',
        country: place.country,
        countrycode: 'GB',
      },
    }));
  return { type: 'FeatureCollection', features };
}

const OSM_TYPES = { N: 'node', W: 'way', R: 'relation' } as const;

/** The tags of a canned place, as OpenStreetMap holds them. */
const tagsOf = (place: CannedPlace): Record<string, string> => ({
  [place.osm.key]: place.osm.value,
  ...(place.name ? { name: place.name } : {}),
  ...(place.houseNumber ? { 'addr:housenumber': place.houseNumber } : {}),
  ...(place.street ? { 'addr:street': place.street } : {}),
  ...(place.postcode ? { 'addr:postcode': place.postcode } : {}),
  'addr:city': place.town,
});

/** One `[…]` filter of Overpass QL: `[key]`, `[key=value]`, `[key~"regex"]`, `["name"~"regex",i]`. */
function holds(tags: Record<string, string>, filter: string): boolean {
  const match = /^"?([\w:]+)"?(?:(=|~)"?(.*?)"?(,i)?)?$/.exec(filter);
  if (!match) throw new Error(`unsupported filter [${filter}]`);
  const [, key, op, value, caseless] = match;
  const tag = tags[key!];
  if (tag === undefined) return false;
  if (!op) return true;
  return op === '=' ? tag === value : new RegExp(value!, caseless ? 'i' : '').test(tag);
}

/**
 * The Overpass interpreter for what the adapter sends: a union of `nwr(around:R,lat,lon)[filters…];` statements
 * and `out center N;`. Anything else is the 400 Overpass answers to a query it cannot parse.
 */
function overpass(data: string): { status: number; body: unknown } {
  const statements = [...data.matchAll(/nwr\(around:([\d.]+),(-?[\d.]+),(-?[\d.]+)\)((?:\[[^\]]*\])+);/g)];
  const out = /out center (\d+);$/.exec(data);
  if (!data.startsWith('[out:json]') || statements.length === 0 || !out) {
    return { status: 400, body: { error: 'line 1: parse error' } };
  }
  const found = new Map<string, CannedPlace>();
  for (const [, radius, latitude, longitude, filters] of statements) {
    const origin = { latitude: Number(latitude), longitude: Number(longitude) };
    const conditions = [...filters!.matchAll(/\[([^\]]*)\]/g)].map((match) => match[1]!);
    for (const place of [...FAKE_PLACES, ...FAKE_OVERPASS_PLACES]) {
      const tags = tagsOf(place);
      if (metresBetween(origin, place) <= Number(radius) && conditions.every((filter) => holds(tags, filter))) {
        found.set(osmId(place), place);
      }
    }
  }
  // Overpass answers in id order, not by distance: the adapter sorts.
  const elements = [...found.values()]
    .sort((a, b) => a.osm.id - b.osm.id)
    .slice(0, Number(out[1]))
    .map((place) => ({
      type: OSM_TYPES[place.osm.type],
      id: place.osm.id,
      ...(place.osm.type === 'N'
        ? { lat: place.latitude, lon: place.longitude }
        : { center: { lat: place.latitude, lon: place.longitude } }),
      tags: tagsOf(place),
    }));
  return {
    status: 200,
    body: {
      version: 0.6,
      generator: 'Overpass API 0.7.62 (fake)',
      osm3s: {
        timestamp_osm_base: '2026-11-26T08:00:00Z',
        copyright:
          'The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.',
      },
      elements,
    },
  };
}

function nominatimLookup(query: URLSearchParams) {
  const ids = (query.get('osm_ids') ?? '').split(',');
  const types = OSM_TYPES;
  return [...FAKE_PLACES, ...FAKE_OVERPASS_PLACES]
    .filter((place) => ids.includes(osmId(place)))
    .map((place, index) => ({
      place_id: 100_000 + index,
      licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
      osm_type: types[place.osm.type],
      osm_id: place.osm.id,
      lat: String(place.latitude),
      lon: String(place.longitude),
      category: place.osm.key,
      type: place.osm.value,
      place_rank: 30,
      importance: 0.3,
      addresstype: place.osm.key,
      name: place.name ?? '',
      display_name: formatted(place),
      address: {
        ...(place.houseNumber ? { house_number: place.houseNumber } : {}),
        ...(place.street ? { road: place.street } : {}),
        town: place.town,
        county: 'North Yorkshire',
        'ISO3166-2-lvl4': 'GB-ENG',
        state: 'England',
        ...(place.postcode ? { postcode: place.postcode } : {}),
        country: place.country,
        country_code: 'gb',
      },
      extratags: place.website ? { website: place.website } : {},
      boundingbox: [
        String(place.latitude - 0.001),
        String(place.latitude + 0.001),
        String(place.longitude - 0.001),
        String(place.longitude + 0.001),
      ],
    }));
}

function googleAutocomplete(query: URLSearchParams) {
  const [originLat, originLng] = (query.get('origin') ?? '').split(',').map(Number);
  const origin =
    Number.isFinite(originLat) && Number.isFinite(originLng) ? { latitude: originLat!, longitude: originLng! } : null;
  const types = (query.get('types') ?? '').split('|').filter(Boolean);
  const predictions = FAKE_PLACES.filter((place) => matches(place, query.get('input') ?? ''))
    .filter(
      (place) =>
        types.length === 0 ||
        types.some((type) =>
          type === 'establishment' ? place.name : type === 'address' ? !place.name : place.googleTypes.includes(type),
        ),
    )
    .map((place) => {
      const main = place.name ?? streetLine(place) ?? place.town;
      const secondary = [place.name ? streetLine(place) : null, place.town, place.country].filter(Boolean).join(', ');
      return {
        description: `${main}, ${secondary}`,
        matched_substrings: [{ length: 3, offset: 0 }],
        place_id: place.googleId,
        reference: place.googleId,
        structured_formatting: { main_text: main, secondary_text: secondary },
        terms: [{ offset: 0, value: main }],
        types: place.googleTypes,
        ...(origin ? { distance_meters: metresBetween(origin, place) } : {}),
      };
    });
  return { predictions, status: predictions.length > 0 ? 'OK' : 'ZERO_RESULTS' };
}

function googleDetails(query: URLSearchParams) {
  const place = FAKE_PLACES.find((candidate) => candidate.googleId === query.get('place_id'));
  if (!place) return { html_attributions: [], status: 'NOT_FOUND' };
  const component = (long_name: string | null, types: string[]) =>
    long_name ? [{ long_name, short_name: long_name, types }] : [];
  return {
    html_attributions: [],
    result: {
      address_components: [
        ...component(place.houseNumber, ['street_number']),
        ...component(place.street, ['route']),
        ...component(place.town, ['postal_town']),
        ...component('North Yorkshire', ['administrative_area_level_2', 'political']),
        ...component(place.country, ['country', 'political']),
        ...component(place.postcode, ['postal_code']),
      ],
      formatted_address: [streetLine(place), `${place.town} ${place.postcode ?? ''}`.trim(), 'UK']
        .filter(Boolean)
        .join(', '),
      geometry: { location: { lat: place.latitude, lng: place.longitude } },
      name: place.name ?? streetLine(place),
      photos: place.photoReference
        ? [{ height: 3024, width: 4032, html_attributions: [], photo_reference: place.photoReference }]
        : undefined,
      place_id: place.googleId,
      website: place.website ?? undefined,
    },
    status: 'OK',
  };
}

/**
 * Starts the fake on 127.0.0.1, on `port` (a free one by default; the browser tests use a fixed one, which the
 * stack is pointed at before it starts); `googleApiKey` is the only key its Google part accepts.
 */
export async function startFakePlacesServer(googleApiKey = 'test-google-key', port = 0): Promise<FakePlacesServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const at = Date.now();
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    const sendImage = (body: Buffer) => {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': body.length });
      response.end(body);
    };
    if (request.method === 'POST' && url.pathname === '/api/interpreter') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        requests.push({ at, method: 'POST', path: url.pathname, query: form, headers: request.headers });
        const data = form.get('data') ?? '';
        // A search for a name with 'fail' in it: the public instance's answer when it is too busy.
        if (/"name"~"fail"/.test(data)) return send(504, { error: 'Gateway Timeout' });
        const answer = overpass(data);
        send(answer.status, answer.body);
      });
      return;
    }
    requests.push({
      at,
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
    });
    if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(url.pathname)) return sendImage(FAKE_TILE_PNG);
    if (url.pathname.startsWith('/photos/')) return sendImage(FAKE_PHOTO_PNG);
    const failing = [url.searchParams.get('q'), url.searchParams.get('input')].includes('fail');
    if (url.pathname === '/api')
      return failing ? send(500, { message: 'internal error' }) : send(200, photon(url.searchParams));
    if (url.pathname === '/lookup') return send(200, nominatimLookup(url.searchParams));
    if (url.pathname.startsWith('/maps/api/place/')) {
      if (url.searchParams.get('key') !== googleApiKey) {
        return send(200, {
          predictions: [],
          status: 'REQUEST_DENIED',
          error_message: 'The provided API key is invalid.',
        });
      }
      if (failing) return send(200, { predictions: [], status: 'OVER_QUERY_LIMIT', error_message: 'Quota exceeded' });
      if (url.pathname === '/maps/api/place/autocomplete/json') return send(200, googleAutocomplete(url.searchParams));
      if (url.pathname === '/maps/api/place/details/json') return send(200, googleDetails(url.searchParams));
      if (url.pathname === '/maps/api/place/photo') {
        // Google answers a redirect to the image itself; a reference it does not know is a 400.
        const reference = url.searchParams.get('photo_reference') ?? '';
        if (!FAKE_PLACES.some((place) => place.photoReference === reference)) return send(400, { error: 'bad' });
        response.writeHead(302, { location: `/photos/${encodeURIComponent(reference)}.png` });
        return response.end();
      }
    }
    return send(404, { error: 'not found' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
