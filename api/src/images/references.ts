import { PROPERTY_MESSAGES, parseImageReference } from '@portal/schema';
import type { Db } from '../db/database.js';
import type { Storage } from '../integrations/storage/storage.js';
import { violation } from '../plugins/errors.js';
import { findImage, findImagesByIds, findUploadByKey } from './repository.js';

/** `/images/{id}` of one of the caller's photos, or `/uploads/…` of one of the caller's uploads. */
export async function isOwnImageReference(db: Db, ownerId: number, reference: string): Promise<boolean> {
  const parsed = parseImageReference(reference);
  if (!parsed) return false;
  if ('image' in parsed) return (await findImage(db, ownerId, parsed.image)) !== undefined;
  return (await findUploadByKey(db, ownerId, parsed.upload)) !== undefined;
}

/** The upload checks of the photos apply: an image field names one of the caller's own photos or uploads. */
export async function ensureOwnImage(db: Db, ownerId: number, image: string | null | undefined): Promise<void> {
  if (image && !(await isOwnImageReference(db, ownerId, image))) {
    throw violation('image', PROPERTY_MESSAGES.imageNotFound);
  }
}

/**
 * Browser URLs of image references (a photo's medium size, or the uploaded file itself), one query for all the
 * photos; a photo of another owner, or one deleted since, has no URL.
 */
export async function imageUrlsOf(
  db: Db,
  storage: Storage,
  references: { reference: string | null; ownerId: number }[],
): Promise<(string | null)[]> {
  const parsed = references.map(({ reference }) => (reference ? parseImageReference(reference) : null));
  const ids = parsed.flatMap((p) => (p && 'image' in p ? [p.image] : []));
  const images = new Map((await findImagesByIds(db, [...new Set(ids)])).map((image) => [image.id, image]));
  return parsed.map((p, index) => {
    if (!p) return null;
    if ('upload' in p) return storage.url(p.upload);
    const image = images.get(p.image);
    return image && image.ownerId === references[index]!.ownerId ? storage.url(image.mediumKey) : null;
  });
}
