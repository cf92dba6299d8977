import { LOCAL_GUIDE_PHOTO_WIDTH, PROPERTY_MESSAGES, type PlacePhotoStatus } from '@portal/schema';
import type { FastifyBaseLogger } from 'fastify';
import { storeUpload, type ImageServices } from '../images/service.js';
import { PlacesUnavailable, type PlacesProvider } from '../integrations/places/index.js';
import { ValidationFailed } from '../plugins/errors.js';

/** What storing a picked place's photo needs: the places adapter, the upload checks and a log without secrets. */
export interface PlacePhotoServices {
  places: PlacesProvider;
  images: ImageServices;
  /** UPLOAD_MAX_BYTES: a place photo is held to the size of a hand upload. */
  maxBytes: number;
  log: FastifyBaseLogger;
}

export interface StoredPlacePhoto {
  /** The upload's reference (`/uploads/…`), the entry's image; null when it could not be stored. */
  image: string | null;
  status: PlacePhotoStatus;
}

/**
 * Fetches the place photo once, 500 px wide, through the places adapter and stores it as one of the owner's uploads
 * with the checks of POST /upload (JPEG or PNG by its bytes, size, pixels, quota). Never throws for the provider or
 * the photo: the entry is saved anyway, with the status saying why it has no image. The log names the failure, never
 * the request (Google's URL carries the key).
 */
export async function storePlacePhoto(
  { places, images, maxBytes, log }: PlacePhotoServices,
  ownerId: number,
  reference: string,
): Promise<StoredPlacePhoto> {
  let photo;
  try {
    photo = await places.photo(reference, LOCAL_GUIDE_PHOTO_WIDTH);
  } catch (error) {
    if (!(error instanceof PlacesUnavailable)) throw error;
    log.warn({ provider: places.name, reason: error.message }, 'place photo not fetched');
    return { image: null, status: 'unavailable' };
  }
  if (!photo || photo.body.length === 0 || photo.body.length > maxBytes) {
    return { image: null, status: 'unavailable' };
  }
  try {
    const { path } = await storeUpload(images, ownerId, photo.body, 'placesPhotoReference');
    return { image: path, status: 'stored' };
  } catch (error) {
    if (!(error instanceof ValidationFailed)) throw error;
    const full = error.violations.some((v) => v.message === PROPERTY_MESSAGES.storageFull);
    log.warn({ provider: places.name, reason: error.message }, 'place photo not stored');
    return { image: null, status: full ? 'storageFull' : 'unavailable' };
  }
}
