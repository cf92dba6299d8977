import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.js';
import { checkedKey, contentTypeOf, isValidKey, type Storage, type StoredFile } from './storage.js';

export interface S3Settings extends S3Config {
  /** What url(key) puts before a key when publicUrl is null (PUBLIC_UPLOADS_PREFIX). */
  portalPrefix: string;
}

/** A failed S3 call, told by its operation, key and S3's error code alone (no cause: see `send`). */
export class S3StorageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'S3StorageError';
  }
}

/** Keys are random and never rewritten with other content: browsers and CDNs may keep a file for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2) through the official SDK: PutObject, DeleteObject,
 * GetObject. `url(key)` is `<S3_PUBLIC_URL>/<key>` when the bucket (or a CDN) is public; otherwise the portal's own
 * `/uploads/<key>`, which streams the object from the bucket, so the bucket may stay private.
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      forcePathStyle: settings.forcePathStyle,
      // Checksum headers only where S3 requires them: several S3-compatible stores refuse the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const Key = checkedKey(key);
    const command = new PutObjectCommand({
      ...this.object(Key),
      Body: body,
      ContentType: contentType,
      CacheControl: CACHE_CONTROL,
    });
    await this.send('PutObject', key, () => this.client.send(command));
  }

  async delete(key: string): Promise<void> {
    const command = new DeleteObjectCommand(this.object(checkedKey(key)));
    await this.send('DeleteObject', key, () => this.client.send(command));
  }

  url(key: string): string {
    return `${this.settings.publicUrl ?? this.settings.portalPrefix}/${key}`;
  }

  async stream(key: string): Promise<StoredFile | null> {
    if (!isValidKey(key)) return null;
    const command = new GetObjectCommand(this.object(key));
    const object = await this.send('GetObject', key, () => this.client.send(command));
    if (!object?.Body) return null;
    return {
      stream: object.Body as Readable,
      contentType: object.ContentType ?? contentTypeOf(key),
      size: object.ContentLength ?? 0,
    };
  }

  /** Closes the client's sockets. */
  close(): void {
    this.client.destroy();
  }

  private object(Key: string) {
    return { Bucket: this.settings.bucket, Key };
  }

  /**
   * Runs a call; a missing object is null. Any other failure becomes an error naming the call, the key and S3's
   * error code only: never the SDK's error, whose fields could carry request details into a log.
   */
  private async send<T>(operation: string, key: string, call: () => Promise<T>): Promise<T | null> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof S3ServiceException && error.name === 'NoSuchKey') return null;
      const code =
        error instanceof S3ServiceException
          ? `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? '?'})`
          : ((error as NodeJS.ErrnoException).code ?? (error as Error).name);
      throw new S3StorageError(`S3 ${operation} of '${key}' in bucket '${this.settings.bucket}' failed: ${code}`);
    }
  }
}
