import { text } from 'node:stream/consumers';
import { inspect } from 'node:util';
import { startFakeS3, type FakeS3 } from '@portal/testkit/fake-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage, S3StorageError, type S3Settings } from './s3.js';

describe('S3Storage against a SigV4-checking fake S3', () => {
  let s3: FakeS3;
  let storage: S3Storage;
  const settingsFor = (fake: FakeS3, changes: Partial<S3Settings> = {}): S3Settings => ({
    bucket: 'portal-uploads',
    region: 'us-east-1',
    endpoint: fake.url,
    credentials: { accessKeyId: fake.accessKeyId, secretAccessKey: fake.secretAccessKey },
    forcePathStyle: true,
    publicUrl: null,
    portalPrefix: '/api/uploads',
    ...changes,
  });
  beforeAll(async () => {
    s3 = await startFakeS3();
    storage = new S3Storage(settingsFor(s3));
  });
  afterAll(async () => {
    storage.close();
    await s3.close();
  });

  it('puts with its content type and a long cache life, streams, and deletes an object', async () => {
    await storage.put('images/ab12/original.png', Buffer.from('hello'), 'image/png');
    expect(s3.objects.get('portal-uploads/images/ab12/original.png')).toEqual({
      body: Buffer.from('hello'),
      contentType: 'image/png',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    const file = await storage.stream('images/ab12/original.png');
    expect(file).toMatchObject({ contentType: 'image/png', size: 5 });
    expect(await text(file!.stream)).toBe('hello');
    await storage.delete('images/ab12/original.png');
    expect(s3.objects.has('portal-uploads/images/ab12/original.png')).toBe(false);
    expect(await storage.stream('images/ab12/original.png')).toBeNull();
    await storage.delete('images/ab12/original.png'); // deleting twice is fine
    expect(s3.requests.map(({ status }) => status)).not.toContain(403);
  });

  it('addresses files through the portal, or through S3_PUBLIC_URL when the bucket is public', () => {
    expect(storage.url('images/ab12/medium.jpg')).toBe('/api/uploads/images/ab12/medium.jpg');
    const cdn = new S3Storage(settingsFor(s3, { publicUrl: 'https://cdn.example.com/uploads' }));
    expect(cdn.url('images/ab12/medium.jpg')).toBe('https://cdn.example.com/uploads/images/ab12/medium.jpg');
    cdn.close();
  });

  it('refuses keys that are not plain relative paths, without a request', async () => {
    const before = s3.requests.length;
    for (const key of ['../secrets.json', 'a/../../b', '/etc/passwd', 'a\\b', '.hidden', 'a//b', '']) {
      expect(await storage.stream(key)).toBeNull();
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/Invalid storage key/);
    }
    expect(s3.requests.length).toBe(before);
  });

  it('fails clearly on a wrong secret, saying nothing of the secret', async () => {
    const secretAccessKey = 'wrong-secret-that-must-stay-hidden';
    const forged = new S3Storage(settingsFor(s3, { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey } }));
    const failure = await forged.put('files/abc.png', Buffer.from('x'), 'image/png').catch((error: Error) => error);
    forged.close();
    expect(failure).toBeInstanceOf(S3StorageError);
    expect((failure as Error).message).toBe(
      "S3 PutObject of 'files/abc.png' in bucket 'portal-uploads' failed: SignatureDoesNotMatch (HTTP 403)",
    );
    for (const shown of [inspect(failure, { depth: 10 }), JSON.stringify(failure), String((failure as Error).stack)]) {
      expect(shown).not.toContain(secretAccessKey);
      expect(shown).not.toContain(s3.secretAccessKey);
    }
    expect(s3.objects.has('portal-uploads/files/abc.png')).toBe(false);
  });

  it('talks to a fake that refuses unsigned and forged requests, as S3 does', async () => {
    const url = `${s3.url}/portal-uploads/files/forged.png`;
    const unsigned = await fetch(url, { method: 'PUT', body: 'x' });
    expect(unsigned.status).toBe(403);
    expect(await unsigned.text()).toContain('<Code>AccessDenied</Code>');
    const credential = `${s3.accessKeyId}/20261126/us-east-1/s3/aws4_request`;
    const forged = await fetch(url, {
      headers: {
        authorization: `AWS4-HMAC-SHA256 Credential=${credential}, SignedHeaders=host;x-amz-date, Signature=${'0'.repeat(64)}`,
        'x-amz-date': '20261126T120000Z',
        'x-amz-content-sha256': 'UNSIGNED-PAYLOAD',
      },
    });
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
  });

  it('reports a missing bucket as an error, not as a missing file', async () => {
    const elsewhere = new S3Storage(settingsFor(s3, { bucket: 'no-such-bucket' }));
    await expect(elsewhere.stream('files/abc.png')).rejects.toThrow(/NoSuchBucket \(HTTP 404\)/);
    elsewhere.close();
  });
});
