import type { Readable } from 'node:stream';

/** A stored file, ready to send. */
export interface StoredFile {
  stream: Readable;
  contentType: string;
  size: number;
}

/**
 * Where uploaded files live. Keys are relative paths made of random names (`images/<hex>/medium.jpg`), so a key is
 * also an unguessable capability: whoever has an image URL may load it, as with any photo CDN.
 *
 * Two adapters, chosen by config (index.ts): the local disk (local.ts, DATA_DIR/uploads), the default, and an
 * S3-compatible bucket (s3.ts: AWS S3, MinIO, R2 …) when S3_BUCKET is set, which several API instances share. With
 * S3_PUBLIC_URL, `url(key)` is the bucket's public or CDN address and browsers load files straight from it;
 * without it, `url(key)` stays the portal's `/uploads/<key>` and `GET /uploads/*` streams the object from the
 * (private) bucket. Tests pass their own to `buildApp({ storage })`.
 */
export interface Storage {
  /** Writes (or overwrites) the file under `key`. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The address a browser loads the file from. */
  url(key: string): string;
  /** The file, or null when there is none. */
  stream(key: string): Promise<StoredFile | null>;
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)*$/;

/** Keys are relative paths of plain segments: no '..', no leading slash, no backslashes. */
export function isValidKey(key: string): boolean {
  return key.length <= 300 && KEY.test(key) && !key.split('/').some((segment) => segment.startsWith('.'));
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The key itself when valid; otherwise an error (every adapter refuses to write outside its keys). */
export function checkedKey(key: string): string {
  if (!isValidKey(key)) throw new Error(`Invalid storage key '${key}'`);
  return key;
}

/** The content type of a key, from its extension. */
export function contentTypeOf(key: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
