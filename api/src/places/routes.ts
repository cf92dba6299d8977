import type { FastifyInstance } from 'fastify';
import type { PlacesProvider } from '../integrations/places/index.js';
import { PlacesUnavailable } from '../integrations/places/index.js';
import { nearestFirst } from '../integrations/places/distance.js';
import { HttpError, badRequest, notFound } from '../plugins/errors.js';
import { collection, collectionSchema, item } from '../plugins/json-ld.js';
import { jsonLd, optionalText, text } from '../plugins/schemas.js';

const suggestionSchema = {
  type: 'object',
  properties: {
    placeId: text,
    description: text,
    mainText: text,
    secondaryText: text,
    distanceMeters: { type: ['integer', 'null'] },
  },
} as const;

const detailsSchema = {
  type: 'object',
  properties: {
    ...jsonLd,
    placeId: text,
    name: text,
    formattedAddress: text,
    addressParts: {
      type: 'object',
      properties: {
        houseNumber: optionalText,
        street: optionalText,
        town: optionalText,
        postcode: optionalText,
        country: optionalText,
      },
    },
    latitude: { type: 'number' },
    longitude: { type: 'number' },
    website: optionalText,
    photoReference: optionalText,
  },
} as const;

const autocompleteQuery = {
  type: 'object',
  properties: {
    input: { type: 'string', maxLength: 200 },
    types: { type: 'string', maxLength: 200 },
    lat: { type: 'number', minimum: -90, maximum: 90 },
    lng: { type: 'number', minimum: -180, maximum: 180 },
    radius: { type: 'integer', minimum: 1, maximum: 50_000 },
  },
  required: ['input'],
} as const;

const placeParams = {
  type: 'object',
  properties: { placeId: { type: 'string', minLength: 1, maxLength: 300, pattern: '^[A-Za-z0-9_-]+$' } },
  required: ['placeId'],
} as const;

const unavailable = () => new HttpError(502, 'Place search is not available right now. Please try again later.');

/**
 * Place search through the API (spec §7 place autocomplete and details), so the provider's key never reaches the
 * browser: Google Places when GOOGLE_MAPS_API_KEY is set, else OpenStreetMap. Suggestions come nearest first when
 * the search has a location.
 */
export async function placesRoutes(app: FastifyInstance, { places }: { places: PlacesProvider }) {
  const requireUser = app.requireUser;
  const guarded = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (error instanceof PlacesUnavailable) {
        app.log.warn({ err: error }, 'place search failed');
        throw unavailable();
      }
      throw error;
    }
  };

  app.get(
    '/places/autocomplete',
    {
      preHandler: requireUser,
      config: { rateLimits: ['place-search'] },
      schema: { querystring: autocompleteQuery, response: { 200: collectionSchema(suggestionSchema) } },
    },
    async (request) => {
      const query = request.query as { input: string; types?: string; lat?: number; lng?: number; radius?: number };
      const input = query.input.trim();
      if (!input) return collection([]);
      if ((query.lat === undefined) !== (query.lng === undefined)) throw badRequest('lat and lng go together');
      const location =
        query.lat !== undefined && query.lng !== undefined ? { latitude: query.lat, longitude: query.lng } : undefined;
      const types = query.types
        ?.split(/[|,]/)
        .map((type) => type.trim())
        .filter(Boolean);
      const suggestions = await guarded(() => places.autocomplete({ input, types, location, radius: query.radius }));
      return collection(nearestFirst(suggestions));
    },
  );

  app.get(
    '/places/:placeId',
    {
      preHandler: requireUser,
      config: { rateLimits: ['place-search'] },
      schema: { params: placeParams, response: { 200: detailsSchema } },
    },
    async (request) => {
      const { placeId } = request.params as { placeId: string };
      const details = await guarded(() => places.details(placeId));
      if (!details) throw notFound();
      return item('Place', `/places/${encodeURIComponent(details.placeId)}`, details);
    },
  );
}
