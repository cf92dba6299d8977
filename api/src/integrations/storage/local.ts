import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { checkedKey, contentTypeOf, isValidKey, type Storage, type StoredFile } from './storage.js';

/** Files under one directory (DATA_DIR/uploads); `url(key)` is `<publicPrefix>/<key>`. */
export class LocalDiskStorage implements Storage {
  constructor(
    private readonly root: string,
    private readonly publicPrefix: string,
  ) {}

  private path(key: string): string {
    return join(this.root, ...checkedKey(key).split('/'));
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename: a reader never sees half a file.
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, path);
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  url(key: string): string {
    return `${this.publicPrefix}/${key}`;
  }

  async stream(key: string): Promise<StoredFile | null> {
    if (!isValidKey(key)) return null;
    const path = this.path(key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { stream: createReadStream(path), contentType: contentTypeOf(key), size: info.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}
