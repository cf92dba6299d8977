import type { UploadsConfig } from '../../config.js';
import { LocalDiskStorage } from './local.js';
import { S3Storage } from './s3.js';
import type { Storage } from './storage.js';

export * from './storage.js';

/** The S3-compatible bucket when S3_BUCKET is set; otherwise the local disk (DATA_DIR/uploads). */
export function createStorage(uploads: UploadsConfig): Storage {
  if (uploads.s3) return new S3Storage({ ...uploads.s3, portalPrefix: uploads.publicPrefix });
  return new LocalDiskStorage(uploads.dir, uploads.publicPrefix);
}
