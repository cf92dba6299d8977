import { PROPERTY_MESSAGES } from '@portal/schema';
import { PostgresAdapter } from 'kysely';
import type { UploadQuota } from '../config.js';
import type { Db } from '../db/database.js';
import { violation } from '../plugins/errors.js';

export interface StorageUse {
  bytes: number;
  files: number;
}

/**
 * What a user stores: their photos (each counts once, by its original as stored; its smaller sizes are derived
 * and bounded) and their uploads. Deleting a photo frees its share at once.
 */
export async function storageUse(db: Db, ownerId: number): Promise<StorageUse> {
  const sum = (table: 'images' | 'uploads') =>
    db
      .selectFrom(table)
      .select((eb) => [
        eb.fn.countAll<number | string>().as('files'),
        eb.fn.coalesce(eb.fn.sum<number | string>('bytes'), eb.lit(0)).as('bytes'),
      ])
      .where('ownerId', '=', ownerId)
      .executeTakeFirstOrThrow();
  const [images, uploads] = await Promise.all([sum('images'), sum('uploads')]);
  return {
    files: Number(images.files) + Number(uploads.files),
    bytes: Number(images.bytes) + Number(uploads.bytes),
  };
}

/** A 422 on `file` ('Your storage is full') unless one more file of `bytes` fits in the user's quota. */
export async function ensureStorageLeft(db: Db, ownerId: number, quota: UploadQuota, bytes: number): Promise<void> {
  const use = await storageUse(db, ownerId);
  if (use.files + 1 > quota.files || use.bytes + bytes > quota.bytes) {
    throw violation('file', PROPERTY_MESSAGES.storageFull);
  }
}

/**
 * In a transaction before a file's row is inserted: the user's row is locked (PostgreSQL; SQLite runs one write
 * transaction at a time), so uploads racing each other cannot pass the quota together.
 */
export async function claimStorage(trx: Db, ownerId: number, quota: UploadQuota, bytes: number): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await trx.selectFrom('users').select('id').where('id', '=', ownerId).forUpdate().execute();
  }
  await ensureStorageLeft(trx, ownerId, quota, bytes);
}
