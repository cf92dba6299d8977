import type { LocalGuideCategory } from '@portal/schema';

/** Place search for the address editor and the local guide (spec §3 Place suggestion, §7 place calls). */

export interface AutocompleteQuery {
  input: string;
  /** Google-style place types ('address', 'establishment', 'restaurant' …); adapters map what they can. */
  types?: string[];
  location?: { latitude: number; longitude: number };
  /** Metres around `location` (spec §9: 10000 around the property). */
  radius?: number;
  /**
   * A local guide hotspot category: with a `location`, OpenStreetMap asks Overpass for places of its tags ("cafés
   * near here"), `input` then narrowing by name and allowed to be empty. Google ignores it.
   */
  category?: LocalGuideCategory;
}

export interface PlaceSuggestion {
  placeId: string;
  description: string;
  mainText: string;
  secondaryText: string;
  /** Metres from the search's `location` (haversine); null without a location or when the provider does not say. */
  distanceMeters: number | null;
}

export interface AddressParts {
  houseNumber: string | null;
  street: string | null;
  town: string | null;
  postcode: string | null;
  country: string | null;
}

export interface PlaceDetails {
  placeId: string;
  name: string;
  formattedAddress: string;
  addressParts: AddressParts;
  latitude: number;
  longitude: number;
  website: string | null;
  /** Google's first photo reference; null where the provider has none (OpenStreetMap). */
  photoReference: string | null;
}

export interface PlacesProvider {
  readonly name: 'google' | 'openstreetmap';
  autocomplete(query: AutocompleteQuery): Promise<PlaceSuggestion[]>;
  /** null when there is no such place. */
  details(placeId: string): Promise<PlaceDetails | null>;
  /** A place photo by its reference, `maxWidth` pixels wide at most; null when the provider has none. */
  photo(reference: string, maxWidth: number): Promise<PlacePhoto | null>;
}

export interface PlacePhoto {
  contentType: string;
  body: Buffer;
}

/** The provider could not answer (network, quota, key): the route answers 502. */
export class PlacesUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PlacesUnavailable';
  }
}

const TIMEOUT_MS = 8000;

/** GET `url` within the timeout; a network failure or timeout becomes PlacesUnavailable. */
async function fetchOrUnavailable(url: URL, headers: Record<string, string>, what: string): Promise<Response> {
  try {
    return await fetch(url, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new PlacesUnavailable(`${what}: ${(error as Error).message}`, { cause: error });
  }
}

/** GET a JSON document; any failure becomes PlacesUnavailable. */
export async function getJson(url: URL, headers: Record<string, string>, what: string): Promise<unknown> {
  const response = await fetchOrUnavailable(url, { accept: 'application/json', ...headers }, what);
  if (!response.ok) throw new PlacesUnavailable(`${what}: HTTP ${response.status}`);
  try {
    return await response.json();
  } catch (error) {
    throw new PlacesUnavailable(`${what}: the answer is not JSON`, { cause: error });
  }
}

/** Photos larger than this are refused rather than relayed (a 500 px wide JPEG is ~50 kB). */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** GET an image (redirects followed); null on 404, PlacesUnavailable on any other failure. */
export async function getImage(url: URL, headers: Record<string, string>, what: string): Promise<PlacePhoto | null> {
  const response = await fetchOrUnavailable(url, { accept: 'image/*', ...headers }, what);
  if (response.status === 404 || response.status === 400) return null;
  if (!response.ok) throw new PlacesUnavailable(`${what}: HTTP ${response.status}`);
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!PHOTO_TYPES.includes(contentType)) throw new PlacesUnavailable(`${what}: not an image (${contentType})`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > PHOTO_MAX_BYTES) throw new PlacesUnavailable(`${what}: the photo is too large`);
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length > PHOTO_MAX_BYTES) throw new PlacesUnavailable(`${what}: the photo is too large`);
  return { contentType, body };
}

export const joinParts = (parts: (string | null | undefined)[]) =>
  [...new Set(parts.map((part) => part?.trim()).filter((part): part is string => Boolean(part)))].join(', ');
