import { randomBytes } from 'node:crypto';
import type { SavedSection } from '@portal/contract';
import {
  MAIN_PHOTO_TYPE,
  MESSAGES,
  PROPERTY_MESSAGES,
  imageFieldsSchema,
  type ImageFieldsValues,
} from '@portal/schema';
import type { UploadQuota } from '../config.js';
import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transaction.js';
import type { Storage } from '../integrations/storage/storage.js';
import { notFound, violation } from '../plugins/errors.js';
import { propertyOfBody } from '../properties/ownership.js';
import { savedThenPushed } from '../properties/push.js';
import { lockProperty } from '../property-calendars/repository.js';
import { claimStorage, ensureStorageLeft } from './quota.js';
import type { User } from '../users/repository.js';
import { validInput } from '../users/service.js';
import { CONTENT_TYPE, EXTENSION, prepareImage, renderSizes, type ImageLimits } from './processing.js';
import {
  deleteImage,
  demoteMainPhotos,
  imageIdsInOrder,
  insertImage,
  insertUpload,
  nextPosition,
  reorder,
  setPositions,
  updateImage,
  type Image,
} from './repository.js';
import { uploadPath } from './representation.js';

export interface ImageServices {
  db: Db;
  storage: Storage;
  limits: ImageLimits;
  /** What each user may store; null for none (the demo host's seeded photos). */
  quota: UploadQuota | null;
}

const randomName = () => randomBytes(16).toString('hex');

/**
 * POST /images: checks the file (JPEG or PNG by its bytes, pixel limit), turns it upright, stores the original and
 * its sizes, then records the photo. A photo of a listing needs its room type; a new main photo demotes the old one.
 */
export async function createImage(
  { db, storage, limits, quota }: ImageServices,
  caller: User,
  file: Buffer | null,
  fields: Record<string, string>,
): Promise<Image> {
  const values = await validInput<ImageFieldsValues>(imageFieldsSchema, fields);
  if (!file || file.length === 0) throw violation('file', MESSAGES.required);
  const property = values.property ? await propertyOfBody(db, caller.id, values.property) : null;
  // Refused before the image is decoded when the storage is full; its stored size is checked with the insert.
  if (quota) await ensureStorageLeft(db, caller.id, quota, 0);
  const prepared = await prepareImage(file, limits);
  const sizes = await renderSizes(prepared, limits);
  const folder = `images/${randomName()}`;
  const keys = {
    originalKey: `${folder}/original.${EXTENSION[prepared.format]}`,
    squareSmallKey: `${folder}/square-small.jpg`,
    mediumKey: `${folder}/medium.jpg`,
    largeKey: `${folder}/large.jpg`,
  };
  await Promise.all([
    storage.put(keys.originalKey, prepared.data, CONTENT_TYPE[prepared.format]),
    storage.put(keys.squareSmallKey, sizes.squareSmall, 'image/jpeg'),
    storage.put(keys.mediumKey, sizes.medium, 'image/jpeg'),
    storage.put(keys.largeKey, sizes.large, 'image/jpeg'),
  ]);
  try {
    return await db.transaction().execute(async (trx) => {
      if (quota) await claimStorage(trx, caller.id, quota, prepared.data.length);
      const image = await insertImage(trx, {
        ownerId: caller.id,
        propertyId: property?.id ?? null,
        propertyPhotoType: values.propertyPhotoType ?? null,
        caption: values.caption ?? null,
        position: property ? await nextPosition(trx, property.id) : 0,
        ...keys,
        contentType: CONTENT_TYPE[prepared.format],
        width: prepared.width,
        height: prepared.height,
        bytes: prepared.data.length,
      });
      if (!property) return image;
      if (image.propertyPhotoType === MAIN_PHOTO_TYPE) await demoteMainPhotos(trx, property.id, image.id);
      if (values.position !== undefined && values.position !== null) {
        await reorder(trx, property.id, image.id, values.position);
      }
      return (await updateImage(trx, image.id, {}))!;
    });
  } catch (error) {
    await removeFiles(storage, Object.values(keys));
    throw error;
  }
}

/**
 * PUT /images/{id}: caption, room type, position (0-based; the others shift) and listing ('' detaches it).
 * Fields left out keep their value.
 */
export async function updateImageFields(db: Db, caller: User, image: Image, input: unknown): Promise<Image> {
  const values = await validInput<ImageFieldsValues>(imageFieldsSchema, input);
  return inTransaction(db, async (trx) => {
    let propertyId = image.propertyId;
    if (values.property !== undefined) {
      propertyId = values.property === null ? null : (await propertyOfBody(trx, caller.id, values.property)).id;
    }
    const propertyPhotoType =
      values.propertyPhotoType === undefined ? image.propertyPhotoType : values.propertyPhotoType;
    if (propertyId !== null && !propertyPhotoType) throw violation('propertyPhotoType', MESSAGES.required);
    const moved = propertyId !== image.propertyId;
    await updateImage(trx, image.id, {
      propertyId,
      propertyPhotoType,
      ...(values.caption === undefined ? {} : { caption: values.caption }),
      ...(moved ? { position: propertyId === null ? 0 : await nextPosition(trx, propertyId) } : {}),
    });
    if (propertyId !== null) {
      if (propertyPhotoType === MAIN_PHOTO_TYPE) await demoteMainPhotos(trx, propertyId, image.id);
      if (values.position !== undefined && values.position !== null) {
        await reorder(trx, propertyId, image.id, values.position);
      }
    }
    return (await updateImage(trx, image.id, {}))!;
  });
}

/**
 * PUT /properties/{id}/images/order: `imageIds` first, in that order, then the listing's other photos in theirs
 * (positions 0, 1, 2 …), and the push `push` names when a position changed, all in one transaction with the listing
 * locked. All or nothing: an id named twice is a 422, an id that is not a photo of this listing a 404.
 */
export async function orderImages(
  db: Db,
  propertyId: number,
  imageIds: number[],
  push: SavedSection | undefined,
): Promise<void> {
  if (new Set(imageIds).size !== imageIds.length) throw violation('imageIds', PROPERTY_MESSAGES.imageNamedTwice);
  await inTransaction(db, async (trx) => {
    await lockProperty(trx, propertyId);
    const current = await imageIdsInOrder(trx, propertyId);
    if (imageIds.some((id) => !current.includes(id))) throw notFound();
    const order = [...imageIds, ...current.filter((id) => !imageIds.includes(id))];
    // A push only when something moved (no change, nothing to tell the channels).
    await savedThenPushed(
      trx,
      push,
      (inner) => setPositions(inner, order),
      (moved) => (moved ? propertyId : null),
    );
  });
}

/** DELETE /images/{id}: the record (and the push `push` names, in one transaction), then its files. */
export async function removeImage(db: Db, storage: Storage, image: Image, push?: SavedSection): Promise<void> {
  await savedThenPushed(
    db,
    push,
    (trx) => deleteImage(trx, image.id),
    () => image.propertyId,
  );
  await removeFiles(storage, [image.originalKey, image.squareSmallKey, image.mediumKey, image.largeKey]);
}

async function removeFiles(storage: Storage, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}

/** POST /upload: one image file (step images and the like), checked and turned upright like a photo. */
export async function createUpload(
  services: ImageServices,
  caller: User,
  file: Buffer | null,
): Promise<{ path: string; url: string }> {
  if (!file || file.length === 0) throw violation('file', MESSAGES.required);
  return storeUpload(services, caller.id, file);
}

/**
 * Stores a file as one of the owner's uploads with every check of POST /upload: JPEG or PNG by its bytes, the pixel
 * limit, turned upright without metadata, counted in the owner's quota. Refusals are 422s on `field`
 * ('Your storage is full' on `file`).
 */
export async function storeUpload(
  { db, storage, limits, quota }: ImageServices,
  ownerId: number,
  file: Buffer,
  field = 'file',
): Promise<{ path: string; url: string }> {
  if (quota) await ensureStorageLeft(db, ownerId, quota, 0);
  const prepared = await prepareImage(file, limits, field);
  const key = `files/${randomName()}.${EXTENSION[prepared.format]}`;
  await storage.put(key, prepared.data, CONTENT_TYPE[prepared.format]);
  try {
    await db.transaction().execute(async (trx) => {
      if (quota) await claimStorage(trx, ownerId, quota, prepared.data.length);
      await insertUpload(trx, {
        ownerId,
        key,
        contentType: CONTENT_TYPE[prepared.format],
        bytes: prepared.data.length,
      });
    });
  } catch (error) {
    await removeFiles(storage, [key]);
    throw error;
  }
  return { path: uploadPath(key), url: storage.url(key) };
}
