import { validate } from '@portal/schema';
import type { AnyObjectSchema } from 'yup';
import type { Capped } from '../db/capped.js';
import type { Db } from '../db/database.js';
import { imageUrlsOf } from '../images/references.js';
import type { Storage } from '../integrations/storage/storage.js';
import { ValidationFailed } from '../plugins/errors.js';

/** A guide entry as its item shows it: with the browser URL of its image. */
export type WithImageUrl<T> = T & { imageUrl: string | null };

interface Illustrated {
  image: string | null;
  ownerId: number;
}

export async function withImageUrls<T extends Illustrated>(
  db: Db,
  storage: Storage,
  rows: T[],
): Promise<WithImageUrl<T>[]> {
  const urls = await imageUrlsOf(
    db,
    storage,
    rows.map((row) => ({ reference: row.image, ownerId: row.ownerId })),
  );
  return rows.map((row, index) => ({ ...row, imageUrl: urls[index] ?? null }));
}

export const withImageUrl = async <T extends Illustrated>(db: Db, storage: Storage, row: T) =>
  (await withImageUrls(db, storage, [row]))[0]!;

export const cappedWithImageUrls = async <T extends Illustrated>(
  db: Db,
  storage: Storage,
  { rows, total }: Capped<T>,
): Promise<Capped<WithImageUrl<T>>> => ({ rows: await withImageUrls(db, storage, rows), total });

/** A PUT body checked with null kept: null clears an optional field (validInput drops nulls, as POST wants). */
export async function validUpdate<T>(schema: AnyObjectSchema, input: unknown): Promise<T> {
  const result = await validate<T>(schema, input ?? {});
  if (result.violations.length > 0) throw new ValidationFailed(result.violations);
  return result.value as T;
}
