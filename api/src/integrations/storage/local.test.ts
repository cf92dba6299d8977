import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local.js';
import { contentTypeOf, isValidKey } from './storage.js';

describe('LocalDiskStorage', () => {
  const root = mkdtempSync(join(tmpdir(), 'portal-storage-test-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const storage = new LocalDiskStorage(root, '/api/uploads');

  it('puts, streams, addresses and deletes a file', async () => {
    await storage.put('images/ab12/original.png', Buffer.from('hello'), 'image/png');
    const file = await storage.stream('images/ab12/original.png');
    expect(file).toMatchObject({ contentType: 'image/png', size: 5 });
    expect(await text(file!.stream)).toBe('hello');
    expect(storage.url('images/ab12/original.png')).toBe('/api/uploads/images/ab12/original.png');
    await storage.delete('images/ab12/original.png');
    expect(await storage.stream('images/ab12/original.png')).toBeNull();
    await storage.delete('images/ab12/original.png'); // deleting twice is fine
  });

  it('refuses keys that could leave its directory', async () => {
    for (const key of ['../secrets.json', 'a/../../b', '/etc/passwd', 'a\\b', '.hidden', 'a//b', '']) {
      expect(isValidKey(key)).toBe(false);
      expect(await storage.stream(key)).toBeNull();
    }
    await expect(storage.put('../x', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
  });

  it('knows the content type by extension', () => {
    expect(contentTypeOf('a/b.JPG')).toBe('image/jpeg');
    expect(contentTypeOf('a/b.webp')).toBe('image/webp');
    expect(contentTypeOf('a/b')).toBe('application/octet-stream');
  });
});
