import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { autocompleteQuery, collectionOf, placeItemSchema, placeParams, placeSuggestionSchema } from '@portal/contract';
import type { PlacesProvider } from '../integrations/places/index.js';
import { PlacesUnavailable } from '../integrations/places/index.js';
import { nearestFirst } from '../integrations/places/distance.js';
import { HttpError, badRequest, notFound } from '../plugins/errors.js';
import { collection, item } from '../plugins/json-ld.js';

const unavailable = () => new HttpError(502, 'Place search is not available right now. Please try again later.');

/**
 * Place search through the API (spec §7 place autocomplete and details), so the provider's key never reaches the
 * browser: Google Places when GOOGLE_MAPS_API_KEY is set, else OpenStreetMap. Suggestions come nearest first when
 * the search has a location.
 */
export const placesRoutes: FastifyPluginAsyncTypebox<{ places: PlacesProvider }> = async (app, { places }) => {
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
      schema: { querystring: autocompleteQuery, response: { 200: collectionOf(placeSuggestionSchema) } },
    },
    async (request) => {
      const query = request.query;
      const input = query.input.trim();
      if ((query.lat === undefined) !== (query.lng === undefined)) throw badRequest('lat and lng go together');
      const location =
        query.lat !== undefined && query.lng !== undefined ? { latitude: query.lat, longitude: query.lng } : undefined;
      // A category's places around a point need no name ("cafés near here"); anything else does.
      const category = location ? query.category : undefined;
      if (!input && !category) return collection([]);
      const types = query.types
        ?.split(/[|,]/)
        .map((type) => type.trim())
        .filter(Boolean);
      const suggestions = await guarded(() =>
        places.autocomplete({ input, types, location, radius: query.radius, category }),
      );
      return collection(nearestFirst(suggestions));
    },
  );

  app.get(
    '/places/:placeId',
    {
      preHandler: requireUser,
      config: { rateLimits: ['place-search'] },
      schema: { params: placeParams, response: { 200: placeItemSchema } },
    },
    async (request) => {
      const { placeId } = request.params;
      const details = await guarded(() => places.details(placeId));
      if (!details) throw notFound();
      return item('Place', `/places/${encodeURIComponent(details.placeId)}`, details);
    },
  );
};
