import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { idParams } from '@portal/contract';
import { LOCAL_GUIDE_PHOTO_WIDTH } from '@portal/schema';
import type { Db } from '../db/database.js';
import { PlacesUnavailable, type PlacesProvider } from '../integrations/places/index.js';
import { callerOf } from '../plugins/auth.js';
import { HttpError, notFound } from '../plugins/errors.js';
import { findLocalGuide } from './local-repository.js';

/** The browser keeps a photo a day; `private`: it is the host's, shared caches must not keep it. */
export const PLACE_PHOTO_CACHE_CONTROL = 'private, max-age=86400';

/**
 * GET /local-guides/{id}/photo: the fallback for an entry whose place photo is not stored (saved before photos were
 * stored at pick time, or the maps service failed then: placePhotoStatus 'unavailable'/'storageFull'). A picked
 * photo is normally fetched once and stored as the entry's image (place-photo.ts), which the guest app shows; this
 * proxies it at width 500 (spec §9) to the owner's screens only, so neither the provider's URL nor its key reaches
 * the browser. 404 for another host's entry, an entry without a reference, or a photo the provider no longer has.
 */
export const localGuidePhotoRoute: FastifyPluginAsyncTypebox<{ db: Db; places: PlacesProvider }> = async (
  app,
  { db, places },
) => {
  app.get(
    '/local-guides/:id/photo',
    { preHandler: app.requireUser, config: { rateLimits: ['place-photos'] }, schema: { params: idParams } },
    async (request, reply) => {
      const { id } = request.params;
      const guide = await findLocalGuide(db, callerOf(request).id, id);
      if (!guide?.placesPhotoReference) throw notFound();
      let photo;
      try {
        photo = await places.photo(guide.placesPhotoReference, LOCAL_GUIDE_PHOTO_WIDTH);
      } catch (error) {
        if (!(error instanceof PlacesUnavailable)) throw error;
        app.log.warn({ err: error }, 'place photo failed');
        throw new HttpError(502, 'The photo is not available right now. Please try again later.');
      }
      if (!photo) throw notFound();
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', PLACE_PHOTO_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .send(photo.body);
    },
  );
};
