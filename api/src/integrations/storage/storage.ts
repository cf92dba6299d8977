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
 * The local-disk adapter (DATA_DIR/uploads) is the default. An S3-compatible adapter (S3, R2, MinIO …) plugs in by
 * implementing the same four methods over the AWS SDK (`PutObject` with `ContentType` and a long `CacheControl`,
 * `DeleteObject`, `GetObject` for `stream`) and returning from `url(key)` the bucket's public or CDN address
 * (`https://cdn.example.com/<key>`), so items point browsers straight at the bucket; `GET /uploads/*` then only
 * serves keys written before the switch. Pass it to `buildApp({ storage })`; nothing else changes. It is not
 * written yet because nothing here could test it against a real bucket.
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
