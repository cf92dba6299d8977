import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@portal/schema';
import sharp from 'sharp';
import type { Db } from '../db/database.js';
import { violation } from '../plugins/errors.js';
import { updateUser, type User } from '../users/repository.js';
import { claimStorage, ensureStorageLeft } from './quota.js';
import { prepareImage, type PreparedImage } from './processing.js';
import { findImage, insertImage } from './repository.js';
import { removeImage, type ImageServices } from './service.js';

export const CROP_MESSAGE = 'Choose a square inside the image';
/** The largest stored side of an avatar; the header shows the 200 × 200 size. */
const AVATAR_SIDE = 512;
const SMALL_SIDE = 200;

export interface SquareCrop {
  x: number;
  y: number;
  size: number;
}

const wholeNumber = (value: string | undefined) =>
  value !== undefined && /^\d{1,6}$/.test(value) ? Number(value) : null;

/**
 * The square to keep, in pixels of the upright image, from the `cropX`, `cropY` and `cropSize` fields; without
 * them, the largest centred square. A square that leaves the image is a 422 on `crop`.
 */
export function squareCrop(fields: Record<string, string>, width: number, height: number): SquareCrop {
  const given = [fields.cropX, fields.cropY, fields.cropSize];
  if (given.every((value) => value === undefined)) {
    const size = Math.min(width, height);
    return { x: Math.floor((width - size) / 2), y: Math.floor((height - size) / 2), size };
  }
  const [x, y, size] = given.map(wholeNumber);
  if (x === null || y === null || size === null || x === undefined || y === undefined || size === undefined) {
    throw violation('crop', CROP_MESSAGE);
  }
  if (size < 1 || x + size > width || y + size > height) throw violation('crop', CROP_MESSAGE);
  return { x, y, size };
}

async function renderAvatar(image: PreparedImage, crop: SquareCrop): Promise<{ large: Buffer; small: Buffer }> {
  const square = sharp(image.data)
    .extract({ left: crop.x, top: crop.y, width: crop.size, height: crop.size })
    .flatten({ background: '#ffffff' });
  const side = Math.min(crop.size, AVATAR_SIDE);
  const jpeg = { quality: 85, progressive: true };
  const [large, small] = await Promise.all([
    square.clone().resize(side, side).jpeg(jpeg).toBuffer(),
    square.clone().resize(SMALL_SIDE, SMALL_SIDE).jpeg(jpeg).toBuffer(),
  ]);
  return { large, small };
}

/**
 * PUT /users/{id}/avatar: checks the file like a photo, keeps the chosen square (at most 512 px, and 200 px for
 * the header), stores it as one of the user's images (the quota applies) and replaces the previous avatar.
 */
export async function setAvatar(
  services: ImageServices,
  caller: User,
  file: Buffer | null,
  fields: Record<string, string>,
): Promise<User> {
  const { db, storage, limits, quota } = services;
  if (!file || file.length === 0) throw violation('file', MESSAGES.required);
  if (quota) await ensureStorageLeft(db, caller.id, quota, 0);
  const prepared = await prepareImage(file, limits);
  const crop = squareCrop(fields, prepared.width, prepared.height);
  const { large, small } = await renderAvatar(prepared, crop);
  const folder = `avatars/${randomBytes(16).toString('hex')}`;
  const largeKey = `${folder}/avatar.jpg`;
  const smallKey = `${folder}/square-small.jpg`;
  await Promise.all([storage.put(largeKey, large, 'image/jpeg'), storage.put(smallKey, small, 'image/jpeg')]);
  let result: { updated: User; previous: number | null };
  try {
    result = await db.transaction().execute(async (trx) => {
      if (quota) await claimStorage(trx, caller.id, quota, large.length + small.length);
      // Read inside the transaction: of two replacements racing, each removes the avatar it replaced.
      const current = await trx
        .selectFrom('users')
        .select('avatarImageId')
        .where('id', '=', caller.id)
        .executeTakeFirst();
      const side = Math.min(crop.size, AVATAR_SIDE);
      const image = await insertImage(trx, {
        ownerId: caller.id,
        propertyId: null,
        propertyPhotoType: null,
        caption: null,
        originalKey: largeKey,
        squareSmallKey: smallKey,
        mediumKey: largeKey,
        largeKey,
        contentType: 'image/jpeg',
        width: side,
        height: side,
        bytes: large.length + small.length,
      });
      const updated = (await updateUser(trx, caller.id, { avatarImageId: image.id }))!;
      return { updated, previous: current?.avatarImageId ?? null };
    });
  } catch (error) {
    await Promise.allSettled([storage.delete(largeKey), storage.delete(smallKey)]);
    throw error;
  }
  await dropImage(db, services, result.previous, caller.id);
  return result.updated;
}

/** DELETE /users/{id}/avatar: the link, then the image and its files. */
export async function removeAvatar(db: Db, services: ImageServices, caller: User): Promise<User> {
  const updated = (await updateUser(db, caller.id, { avatarImageId: null }))!;
  await dropImage(db, services, caller.avatarImageId, caller.id);
  return updated;
}

async function dropImage(db: Db, { storage }: ImageServices, imageId: number | null, ownerId: number): Promise<void> {
  if (imageId === null) return;
  const image = await findImage(db, ownerId, imageId);
  if (image) await removeImage(db, storage, image);
}
