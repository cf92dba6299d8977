import { existsSync } from 'node:fs';
import { startFakeS3, type FakeS3 } from '@portal/testkit/fake-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, signUp, type SignedInUser, type TestApp } from '../test/app.js';
import { loggingApp } from '../test/logging-app.js';
import { testDatabases } from '../test/databases.js';
import { filePart, postImage, testPng } from '../test/images.js';
import { addProperty } from '../test/listings.js';

const BUCKET = 'portal-uploads';
const SIZES = ['originalUrl', 'squareSmallUrl', 'mediumUrl', 'largeUrl'] as const;
const CDN = 'https://cdn.example.com/portal';

/** The S3_* settings of a fake bucket (the app builds its S3 storage from them, as in production). */
const s3Env = (s3: FakeS3, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: s3.url,
  S3_FORCE_PATH_STYLE: '1',
  S3_ACCESS_KEY_ID: s3.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  ...extra,
});
/** The storage key behind a file URL, whatever is in front of it. */
const keyOf = (url: string, prefix = '/api/uploads/') => url.slice(prefix.length);

describe.each(testDatabases())('uploads in an S3 bucket on $name', (database) => {
  let s3: FakeS3;
  let t: TestApp;
  let host: SignedInUser;
  beforeAll(async () => {
    s3 = await startFakeS3({ buckets: [BUCKET] });
    t = await openTestApp(database, { env: s3Env(s3) });
    host = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('puts the photo and its sizes in the bucket, links them through the portal, and serves them from it', async () => {
    const { iri } = await addProperty(t.app, host);
    const response = await postImage(t.app, host, { property: iri, propertyPhotoType: 'kitchen' }, [
      filePart(await testPng(400, 300)),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const image = response.json<Record<(typeof SIZES)[number], string>>();
    for (const size of SIZES) {
      expect(image[size]).toMatch(/^\/api\/uploads\/images\/[0-9a-f]{32}\/[a-z-]+\.(jpg|png)$/);
      const stored = s3.objects.get(`${BUCKET}/${keyOf(image[size])}`);
      expect(stored, size).toMatchObject({ cacheControl: 'public, max-age=31536000, immutable' });
      const served = await t.app.inject({ url: image[size].replace(/^\/api/, '') });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(stored!.contentType);
      expect(Number(served.headers['content-length'])).toBe(stored!.body.length);
      expect(served.rawPayload.equals(stored!.body)).toBe(true);
    }
    expect(s3.objects.get(`${BUCKET}/${keyOf(image.originalUrl)}`)!.contentType).toBe('image/png');
    expect(s3.objects.get(`${BUCKET}/${keyOf(image.mediumUrl)}`)!.contentType).toBe('image/jpeg');
    expect(existsSync(t.config.uploads.dir)).toBe(false); // nothing on the local disk
  });

  it('deletes the objects with the photo', async () => {
    const image = (await postImage(t.app, host, {}, [filePart(await testPng(50, 50))])).json();
    const keys = SIZES.map((size) => `${BUCKET}/${keyOf(image[size])}`);
    for (const key of keys) expect(s3.objects.has(key)).toBe(true);
    expect((await t.app.inject({ method: 'DELETE', url: image['@id'], headers: host.auth })).statusCode).toBe(204);
    for (const key of keys) expect(s3.objects.has(key)).toBe(false);
    expect((await t.app.inject({ url: image.mediumUrl.replace(/^\/api/, '') })).statusCode).toBe(404);
  });

  it('stores a plain upload (POST /upload) in the bucket', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/upload',
      headers: { ...host.auth, 'content-type': 'image/png' },
      payload: await testPng(40, 30),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { path, url } = response.json<{ path: string; url: string }>();
    expect(url).toBe(`/api${path}`);
    expect(s3.objects.get(`${BUCKET}/${keyOf(url)}`)?.contentType).toBe('image/png');
  });
});

describe('uploads in a public S3 bucket (S3_PUBLIC_URL)', () => {
  let s3: FakeS3;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startFakeS3({ buckets: [BUCKET] });
    t = await openTestApp(testDatabases()[0]!, { env: s3Env(s3, { S3_PUBLIC_URL: `${CDN}/` }) });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('links items straight to the bucket’s public address', async () => {
    const host = await signUp(t.app);
    const image = (await postImage(t.app, host, {}, [filePart(await testPng(60, 40))])).json();
    for (const size of SIZES) {
      expect(image[size]).toMatch(new RegExp(`^${CDN}/images/[0-9a-f]{32}/`));
      expect(s3.objects.has(`${BUCKET}/${keyOf(image[size], `${CDN}/`)}`)).toBe(true);
    }
    expect(image.path).toBe(`/uploads/${keyOf(image.originalUrl, `${CDN}/`)}`);
  });

  it('answers 500 when the bucket refuses the credentials, with no secret in the answer or the log', async () => {
    const lines: string[] = [];
    const wrongSecret = 'a-wrong-secret-nobody-may-read';
    const app = loggingApp(t, lines, {
      ...t.config,
      uploads: {
        ...t.config.uploads,
        s3: { ...t.config.uploads.s3!, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: wrongSecret } },
      },
    });
    try {
      const host = await signUp(app);
      const refused = await postImage(app, host, {}, [filePart(await testPng(20, 20))]);
      expect(refused.statusCode).toBe(500);
      const log = lines.join('\n');
      expect(log).toContain('SignatureDoesNotMatch');
      for (const secret of [wrongSecret, s3.secretAccessKey]) {
        expect([log, refused.body].join('\n')).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });
});
