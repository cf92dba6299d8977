import type { LocalGuideCategory } from '@portal/schema';
import { distanceMeters, nearestFirst, type Point } from './distance.js';
import { joinParts, PlacesUnavailable, type PlaceSuggestion } from './places.js';
import { AnswerCache, RequestSpacer, systemClock, type Clock } from './spacing.js';

/** One element of an Overpass `[out:json]` answer; ways and relations carry a `center` with `out center`. */
interface OverpassElement {
  type: 'node' | 'way' | 'relation';
  id: number;
  lat?: number;
  lon?: number;
  center?: { lat: number; lon: number };
  tags?: Record<string, string | undefined>;
}

/**
 * The OpenStreetMap tags of each hotspot category: `key` with one of `values` (any value when none). Each filter
 * becomes one `nwr(around:…)` statement of a union.
 */
const CATEGORY_TAGS: Record<LocalGuideCategory, { key: string; values?: string[] }[]> = {
  cafe: [{ key: 'amenity', values: ['cafe'] }],
  food: [{ key: 'amenity', values: ['restaurant', 'fast_food', 'food_court'] }],
  nightlife: [{ key: 'amenity', values: ['bar', 'pub', 'nightclub'] }],
  shopping: [{ key: 'shop' }],
  sightseeing: [{ key: 'tourism', values: ['attraction', 'viewpoint'] }, { key: 'historic' }],
  activities: [
    { key: 'tourism', values: ['theme_park', 'zoo', 'aquarium'] },
    { key: 'leisure', values: ['water_park', 'miniature_golf', 'bowling_alley', 'escape_game', 'amusement_arcade'] },
  ],
  nature: [
    { key: 'leisure', values: ['park', 'nature_reserve', 'garden'] },
    { key: 'natural', values: ['beach', 'peak', 'wood'] },
  ],
  culture: [
    { key: 'tourism', values: ['museum', 'gallery'] },
    { key: 'amenity', values: ['theatre', 'cinema', 'arts_centre'] },
  ],
  sport: [{ key: 'leisure', values: ['sports_centre', 'fitness_centre', 'stadium', 'swimming_pool', 'golf_course'] }],
};

/** The widest search: spec §9's 10 km around the listing. */
export const OVERPASS_MAX_RADIUS_M = 10_000;
/** Without a name to look for, "near here" means walking distance: a city has thousands of cafés within 10 km. */
export const OVERPASS_NEARBY_RADIUS_M = 2_000;
/** Elements asked for (`out center N`); the nearest `OVERPASS_RESULTS` of them are suggested. */
export const OVERPASS_ELEMENTS = 100;
export const OVERPASS_RESULTS = 20;
/** Overpass's own limit for the query (`[timeout:10]`); the request waits a little longer for its answer. */
const QUERY_TIMEOUT_S = 10;
const REQUEST_TIMEOUT_MS = 15_000;
/** Searches waiting for their turn past which a new one is refused at once (a second each: the user would give up). */
export const OVERPASS_MAX_WAITING = 5;
const CACHE_ENTRIES = 500;
const CACHE_MS = 60 * 60 * 1000;

export interface OverpassOptions {
  /** OVERPASS_URL: the interpreter endpoint, https://overpass-api.de/api/interpreter by default. */
  url: string;
  userAgent: string;
  /** Milliseconds between two requests: 1000 (the public instances ask for moderate, sequential use). */
  intervalMs?: number;
  clock?: Clock;
}

export interface NearbyQuery {
  category: LocalGuideCategory;
  location: Point;
  /** Metres; bounded to OVERPASS_MAX_RADIUS_M (OVERPASS_NEARBY_RADIUS_M without a name). */
  radius?: number;
  /** Part of the name; empty for every place of the category. */
  name: string;
}

/**
 * A name as an Overpass regular expression inside double quotes: quotes, backslashes and the regex's special
 * characters (and control characters) each become '.', which matches them too, so nothing needs escaping (and nothing can close the string).
 */
const namePattern = (text: string) => text.replace(/[\p{Cc}\\"'.*+?^${}()|[\]]/gu, '.');

/** The Overpass QL of a search: a union of one `nwr(around:…)` per tag filter, named places only. */
export function overpassQuery({ category, location, radius, name }: NearbyQuery): string {
  const limit = name ? OVERPASS_MAX_RADIUS_M : OVERPASS_NEARBY_RADIUS_M;
  const metres = Math.max(1, Math.min(Math.round(radius ?? limit), limit));
  const around = `around:${metres},${location.latitude.toFixed(6)},${location.longitude.toFixed(6)}`;
  const nameFilter = name ? `["name"~"${namePattern(name)}",i]` : '[name]';
  const statements = CATEGORY_TAGS[category].map(({ key, values }) => {
    const tag = values
      ? values.length === 1
        ? `[${key}=${values[0]}]`
        : `[${key}~"^(${values.join('|')})$"]`
      : `[${key}]`;
    return `nwr(${around})${tag}${nameFilter};`;
  });
  const union = statements.length === 1 ? statements[0] : `(${statements.join('')});`;
  return `[out:json][timeout:${QUERY_TIMEOUT_S}];${union}out center ${OVERPASS_ELEMENTS};`;
}

const LETTER = { node: 'N', way: 'W', relation: 'R' } as const;

/**
 * "Cafés near here" from OpenStreetMap through the Overpass API (https://wiki.openstreetmap.org/wiki/Overpass_API):
 * `POST data=<query>` to the interpreter. Requests go one at a time, a second apart, identified by the User-Agent;
 * answers are kept an hour (the public instances ask for moderate use: a few thousand queries a day). Place ids are
 * Nominatim's (`N123`), so the details come from Nominatim as for Photon's suggestions.
 */
export class OverpassSearch {
  private readonly spacer: RequestSpacer;
  private readonly cache: AnswerCache<PlaceSuggestion[]>;
  private waiting = 0;

  constructor(private readonly options: OverpassOptions) {
    const clock = options.clock ?? systemClock;
    this.spacer = new RequestSpacer(options.intervalMs ?? 1000, clock);
    this.cache = new AnswerCache(CACHE_ENTRIES, CACHE_MS, clock);
  }

  async nearby(query: NearbyQuery): Promise<PlaceSuggestion[]> {
    const data = overpassQuery(query);
    const cached = this.cache.get(data);
    if (cached) return cached;
    if (this.waiting >= OVERPASS_MAX_WAITING) throw new PlacesUnavailable('Overpass: too many searches waiting');
    this.waiting += 1;
    const elements = await this.spacer.run(() => {
      this.waiting -= 1;
      return this.post(data);
    });
    const suggestions = nearestFirst(
      elements.flatMap((element) => {
        const suggestion = toSuggestion(element, query.location);
        return suggestion ? [suggestion] : [];
      }),
    ).slice(0, OVERPASS_RESULTS);
    this.cache.set(data, suggestions);
    return suggestions;
  }

  private async post(data: string): Promise<OverpassElement[]> {
    let response: Response;
    try {
      response = await fetch(this.options.url, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
          'user-agent': this.options.userAgent,
        },
        body: new URLSearchParams({ data }).toString(),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new PlacesUnavailable(`Overpass: ${(error as Error).message}`, { cause: error });
    }
    // 429: too many requests from this address; 504: the server is too busy (the public instance's two answers).
    if (!response.ok) throw new PlacesUnavailable(`Overpass: HTTP ${response.status}`);
    let body: { elements?: OverpassElement[]; remark?: string };
    try {
      body = (await response.json()) as typeof body;
    } catch (error) {
      throw new PlacesUnavailable('Overpass: the answer is not JSON', { cause: error });
    }
    // A query that ran out of time or memory still answers 200, with a remark and whatever it had found.
    if (body.remark && !body.elements?.length) throw new PlacesUnavailable(`Overpass: ${body.remark}`);
    return Array.isArray(body.elements) ? body.elements : [];
  }
}

function toSuggestion(element: OverpassElement, origin: Point): PlaceSuggestion | null {
  const tags = element.tags ?? {};
  const name = tags.name?.trim();
  const latitude = element.lat ?? element.center?.lat;
  const longitude = element.lon ?? element.center?.lon;
  if (!name || !LETTER[element.type] || latitude === undefined || longitude === undefined) return null;
  const street = joinParts([
    tags['addr:housenumber'] && tags['addr:street']
      ? `${tags['addr:housenumber']} ${tags['addr:street']}`
      : tags['addr:street'],
  ]);
  const secondaryText = joinParts([street, tags['addr:city'], tags['addr:postcode']]);
  return {
    placeId: `${LETTER[element.type]}${element.id}`,
    description: joinParts([name, secondaryText]),
    mainText: name,
    secondaryText,
    distanceMeters: distanceMeters(origin, { latitude, longitude }),
  };
}
