import { capped, type Capped } from '../db/capped.js';
import type { Db } from '../db/database.js';
import { noListings, type ListingIds } from '../db/listing-rows.js';
import { insertRow } from '../db/rows.js';
import type { ImageRow, ImagesTable, UploadRow } from '../db/tables.js';
import type { Insertable, Updateable } from 'kysely';
import { MAIN_PHOTO_TYPE } from '@portal/schema';
import { nonEmpty } from '../properties/repository.js';

export type Image = ImageRow;
export type Upload = UploadRow;

export async function insertImage(db: Db, image: Omit<Insertable<ImagesTable>, 'createdAt'>): Promise<Image> {
  return insertRow(db, 'images', image);
}

export async function findImage(db: Db, ownerId: number, id: number): Promise<Image | undefined> {
  return db.selectFrom('images').selectAll().where('id', '=', id).where('ownerId', '=', ownerId).executeTakeFirst();
}

/** The owner's images in display order (listing, then position). */
export async function listImages(
  db: Db,
  ownerId: number,
  filter: { ids?: number[]; propertyIds?: number[] },
  cap: number,
): Promise<Capped<Image>> {
  let query = db
    .selectFrom('images')
    .selectAll()
    .where('ownerId', '=', ownerId)
    // The avatar is not a photo of the library.
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('users').select('users.id').whereRef('users.avatarImageId', '=', 'images.id'))),
    );
  if (filter.ids) query = query.where('id', 'in', nonEmpty(filter.ids));
  if (filter.propertyIds) query = query.where('propertyId', 'in', nonEmpty(filter.propertyIds));
  return capped(db, query.orderBy('propertyId').orderBy('position').orderBy('id'), cap);
}

/** The stored files of an image's sizes. */
export type ImageFiles = Pick<Image, 'squareSmallKey' | 'mediumKey' | 'largeKey' | 'originalKey'>;

/** A listing's cover photo: its main photo, else its first in display order. */
export type Cover = ImageFiles & { propertyId: number };

/**
 * The cover photo of each of these listings that has a photo: one row a listing however many photos it has (an open
 * listing has ten at least). Per listing, two short walks of its photos in display order on the (listing, position)
 * index, the first main one and the first one, rather than a sort of every photo of every listing.
 */
export async function listCoversOf(db: Db, propertyIds: ListingIds): Promise<Cover[]> {
  if (noListings(propertyIds)) return [];
  const listed = Array.isArray(propertyIds)
    ? db.selectFrom('properties').select('id').where('id', 'in', propertyIds)
    : propertyIds;
  const coverIds = db.selectFrom(listed.as('listed')).select((eb) => {
    const firstPhoto = () =>
      eb
        .selectFrom('images')
        .select('images.id')
        .whereRef('images.propertyId', '=', 'listed.id')
        .orderBy('images.position')
        .orderBy('images.id')
        .limit(1);
    return eb.fn.coalesce(firstPhoto().where('images.propertyPhotoType', '=', MAIN_PHOTO_TYPE), firstPhoto()).as('id');
  });
  // Joined, not `id in (…)`: PostgreSQL then walks each listing's photos once, not twice.
  const rows = await db
    .selectFrom(coverIds.as('covers'))
    .innerJoin('images', 'images.id', 'covers.id')
    .select(['images.propertyId', 'images.squareSmallKey', 'images.mediumKey', 'images.largeKey', 'images.originalKey'])
    .execute();
  // A cover is a photo of one of the listings asked: never a photo on no listing.
  return rows as Cover[];
}

/** The photos of some listings, in display order. */
export async function listImagesOfProperties(db: Db, propertyIds: number[]): Promise<Image[]> {
  if (propertyIds.length === 0) return [];
  return db
    .selectFrom('images')
    .selectAll()
    .where('propertyId', 'in', propertyIds)
    .orderBy('propertyId')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Images by id, whoever owns them (callers have checked ownership when the ids were stored). */
export async function findImagesByIds(db: Db, ids: number[]): Promise<Image[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('images').selectAll().where('id', 'in', ids).execute();
}

export async function updateImage(db: Db, id: number, changes: Updateable<ImagesTable>): Promise<Image | undefined> {
  if (Object.keys(changes).length === 0)
    return db.selectFrom('images').selectAll().where('id', '=', id).executeTakeFirst();
  return db.updateTable('images').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteImage(db: Db, id: number): Promise<void> {
  await db.deleteFrom('images').where('id', '=', id).execute();
}

/** One past the last position of a listing's photos. */
export async function nextPosition(db: Db, propertyId: number): Promise<number> {
  const row = await db
    .selectFrom('images')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('propertyId', '=', propertyId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** Gives a listing's photos positions 0, 1, 2 … with `movedId` at `position` and the others in their order. */
export async function reorder(db: Db, propertyId: number, movedId: number, position: number): Promise<void> {
  const ids = (
    await db
      .selectFrom('images')
      .select('id')
      .where('propertyId', '=', propertyId)
      .orderBy('position')
      .orderBy('id')
      .execute()
  )
    .map((row) => row.id)
    .filter((id) => id !== movedId);
  ids.splice(Math.min(position, ids.length), 0, movedId);
  for (const [index, id] of ids.entries()) {
    await db.updateTable('images').set({ position: index }).where('id', '=', id).execute();
  }
}

/** A listing's photo ids in display order. */
export async function imageIdsInOrder(db: Db, propertyId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('images')
    .select('id')
    .where('propertyId', '=', propertyId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Gives the ids positions 0, 1, 2 … in this order; answers whether any position changed. */
export async function setPositions(db: Db, ids: number[]): Promise<boolean> {
  let changed = false;
  for (const [position, id] of ids.entries()) {
    const moved = await db
      .updateTable('images')
      .set({ position })
      .where('id', '=', id)
      .where('position', '!=', position)
      .executeTakeFirst();
    if (moved.numUpdatedRows > 0n) changed = true;
  }
  return changed;
}

/** A listing has one main photo: a new one turns the previous into 'other'. */
export async function demoteMainPhotos(db: Db, propertyId: number, exceptId: number): Promise<void> {
  await db
    .updateTable('images')
    .set({ propertyPhotoType: 'other' })
    .where('propertyId', '=', propertyId)
    .where('propertyPhotoType', '=', 'main')
    .where('id', '!=', exceptId)
    .execute();
}

export async function insertUpload(db: Db, upload: Omit<Upload, 'id' | 'createdAt'>): Promise<Upload> {
  return insertRow(db, 'uploads', upload);
}

export async function findUploadByKey(db: Db, ownerId: number, key: string): Promise<Upload | undefined> {
  return db.selectFrom('uploads').selectAll().where('key', '=', key).where('ownerId', '=', ownerId).executeTakeFirst();
}
