import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES, PROPERTY_MESSAGES } from '@portal/schema';
import { rgbPng } from '@portal/testkit/png';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { violationsOf, type SignedInUser } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { filePart, postImage, testPng } from '../test/images.js';
import { addProperty } from '../test/listings.js';
import { multipartBody, type FilePart } from '../test/multipart.js';
import { withResourceSuite } from '../test/resource-suite.js';

/** A real JPEG whose EXIF says 'rotate 90°' (orientation 6): stored 300 × 100, upright 100 × 300. */
const rotatedJpeg = () =>
  sharp({ create: { width: 300, height: 100, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
/** Random pixels compress badly: a file of a predictable, large size. */
const noisyPng = (side: number) =>
  sharp(randomPixels(side), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
const randomPixels = (side: number) =>
  Buffer.from(Array.from({ length: side * side * 3 }, () => Math.floor(Math.random() * 256)));

/** Just a PNG header declaring 60000 × 60000 pixels: a decompression bomb that must be refused unread. */
const bombPng = () => rgbPng(60_000, 60_000, Buffer.alloc(100));

/** Item URLs carry the browser prefix (/api/uploads); the API itself serves /uploads. */
const served = (url: string) => url.replace(/^\/api/, '');

describe.each(testDatabases())('photos and uploads on $name', (database) => {
  const { t, host, other, put, expectOutOfReach } = withResourceSuite(database, '/images', {
    env: { UPLOAD_MAX_BYTES: String(200 * 1024), UPLOAD_MAX_PIXELS: '2000000' },
  });

  const upload = (user: SignedInUser, fields: Record<string, string>, files: FilePart[]) =>
    postImage(t.app, user, fields, files);
  const fetchFile = (url: string) => t.app.inject({ url: served(url) });

  it('accepts a real PNG, stores the original and three sizes, and serves them', async () => {
    const { iri } = await addProperty(t.app, host);
    const response = await upload(host, { property: iri, propertyPhotoType: 'living room', caption: 'Sea view' }, [
      filePart(await testPng()),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const image = response.json();
    expect(image).toEqual({
      '@id': `/images/${image.id}`,
      '@type': 'Image',
      id: image.id,
      property: iri,
      path: expect.stringMatching(/^\/uploads\/images\/[0-9a-f]{32}\/original\.png$/),
      propertyPhotoType: 'living room',
      caption: 'Sea view',
      position: 0,
      width: 1200,
      height: 900,
      squareSmallUrl: expect.stringMatching(/^\/api\/uploads\/images\/[0-9a-f]{32}\/square-small\.jpg$/),
      mediumUrl: expect.stringMatching(/^\/api\/uploads\/images\/.+\/medium\.jpg$/),
      largeUrl: expect.stringMatching(/^\/api\/uploads\/images\/.+\/large\.jpg$/),
      originalUrl: `/api${image.path}`,
      createdAt: expect.any(String),
    });
    expect(response.headers.location).toBe(image['@id']);

    const expected = { squareSmallUrl: [200, 200], mediumUrl: [800, 600], largeUrl: [1200, 900] } as const;
    for (const [size, [width, height]] of Object.entries(expected)) {
      const answer = await fetchFile(image[size]);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/jpeg');
      expect(answer.headers['cache-control']).toMatch(/max-age=31536000/);
      expect(await sharp(answer.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width, height });
    }
    const original = await fetchFile(image.originalUrl);
    expect(original.headers['content-type']).toBe('image/png');
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 900 });
  });

  it('accepts a JPEG and turns it upright by its EXIF orientation', async () => {
    const response = await upload(host, {}, [filePart(await rotatedJpeg(), 'phone.jpg', 'image/jpeg')]);
    expect(response.statusCode, response.body).toBe(201);
    const image = response.json();
    expect(image).toMatchObject({ property: null, propertyPhotoType: null, width: 100, height: 300 });
    expect(image.path).toMatch(/original\.jpg$/);
    const original = await fetchFile(image.originalUrl);
    expect(original.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(original.rawPayload).metadata();
    expect(metadata).toMatchObject({ width: 100, height: 300 });
    expect(metadata.orientation).toBeUndefined();
  });

  it('refuses a .png that is really text, whatever its name and declared type', async () => {
    const response = await upload(host, {}, [filePart(Buffer.from('this is not an image at all'), 'holiday.png')]);
    expect(violationsOf(response)).toEqual([{ propertyPath: 'file', message: PROPERTY_MESSAGES.imageType }]);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
    expect(violationsOf(await upload(host, {}, [filePart(gif, 'a.gif', 'image/gif')]))).toEqual([
      { propertyPath: 'file', message: PROPERTY_MESSAGES.imageType },
    ]);
    const truncated = (await testPng()).subarray(0, 60);
    expect(violationsOf(await upload(host, {}, [filePart(truncated)]))).toEqual([
      { propertyPath: 'file', message: PROPERTY_MESSAGES.imageUnreadable },
    ]);
  });

  it('refuses a file over UPLOAD_MAX_BYTES with 413', async () => {
    const big = await noisyPng(300); // ≈ 270 KB of noise
    expect(big.length).toBeGreaterThan(200 * 1024);
    const response = await upload(host, {}, [filePart(big)]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/too large/);
  });

  it('refuses too many pixels, before decoding them', async () => {
    const bomb = await upload(host, {}, [filePart(bombPng())]);
    expect(violationsOf(bomb)).toEqual([
      { propertyPath: 'file', message: 'This image is too large: at most 2 megapixels (width × height) are accepted' },
    ]);
    expect(violationsOf(await upload(host, {}, [filePart(await testPng(1500, 1500))]))[0]!.message).toMatch(
      /megapixels/,
    );
  });

  it('requires the file, and a room type for a photo of a listing', async () => {
    const { iri } = await addProperty(t.app, host);
    expect(violationsOf(await upload(host, { property: iri, propertyPhotoType: 'kitchen' }, []))).toEqual([
      { propertyPath: 'file', message: MESSAGES.required },
    ]);
    expect(violationsOf(await upload(host, { property: iri }, [filePart(await testPng(10, 10))]))).toEqual([
      { propertyPath: 'propertyPhotoType', message: MESSAGES.required },
    ]);
    expect(
      violationsOf(
        await upload(host, { property: iri, propertyPhotoType: 'cellar' }, [filePart(await testPng(10, 10))]),
      ),
    ).toEqual([{ propertyPath: 'propertyPhotoType', message: PROPERTY_MESSAGES.notInList }]);
    const json = await t.app.inject({ method: 'POST', url: '/images', headers: host.auth, payload: {} });
    expect(violationsOf(json)).toEqual([{ propertyPath: 'file', message: MESSAGES.required }]);
  });

  it('orders, retypes, captions and moves photos; a new main photo demotes the old one', async () => {
    const { iri } = await addProperty(t.app, host);
    const ids: string[] = [];
    for (const type of ['main', 'kitchen', 'bedroom']) {
      ids.push(
        (await upload(host, { property: iri, propertyPhotoType: type }, [filePart(await testPng(20, 20))])).json()[
          '@id'
        ],
      );
    }
    const order = async () => {
      const list = (await t.app.inject({ url: `/images?property=${iri}`, headers: host.auth })).json();
      return list['hydra:member'].map((image: { '@id': string; position: number; propertyPhotoType: string }) => [
        image['@id'],
        image.position,
        image.propertyPhotoType,
      ]);
    };
    expect(await order()).toEqual([
      [ids[0], 0, 'main'],
      [ids[1], 1, 'kitchen'],
      [ids[2], 2, 'bedroom'],
    ]);

    const moved = await put(host, ids[2]!, { position: 0, propertyPhotoType: 'main', caption: 'Master bedroom' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ position: 0, propertyPhotoType: 'main', caption: 'Master bedroom' });
    expect(await order()).toEqual([
      [ids[2], 0, 'main'],
      [ids[0], 1, 'other'],
      [ids[1], 2, 'kitchen'],
    ]);
    const property = (await t.app.inject({ url: iri, headers: host.auth })).json();
    expect(property.image.mediumUrl).toBe(moved.json().mediumUrl);
    expect(property.images).toEqual([ids[2], ids[0], ids[1]]);

    // Attaching a loose image needs a room type; detaching ('') is allowed.
    const loose = (await upload(host, {}, [filePart(await testPng(20, 20))])).json();
    expect(violationsOf(await put(host, loose['@id'], { property: iri }))).toEqual([
      { propertyPath: 'propertyPhotoType', message: MESSAGES.required },
    ]);
    const attached = await put(host, loose['@id'], { property: iri, propertyPhotoType: 'garden' });
    expect(attached.json()).toMatchObject({ property: iri, position: 3 });
    expect((await put(host, loose['@id'], { property: '' })).json().property).toBeNull();
    expect(violationsOf(await put(host, ids[1]!, { propertyPhotoType: '' }))).toEqual([
      { propertyPath: 'propertyPhotoType', message: MESSAGES.required },
    ]);
  });

  it('deletes the photo and its files', async () => {
    const image = (await upload(host, {}, [filePart(await testPng(50, 50))])).json();
    const path = join(t.config.uploads.dir, image.path.replace(/^\/uploads\//, ''));
    expect(existsSync(path)).toBe(true);
    expect((await t.app.inject({ method: 'DELETE', url: image['@id'], headers: host.auth })).statusCode).toBe(204);
    expect(existsSync(path)).toBe(false);
    for (const url of [image.squareSmallUrl, image.mediumUrl, image.largeUrl, image.originalUrl]) {
      expect((await fetchFile(url)).statusCode).toBe(404);
    }
    expect((await t.app.inject({ url: image['@id'], headers: host.auth })).statusCode).toBe(404);
  });

  it("keeps other users' listings and photos out of reach", async () => {
    const theirs = await addProperty(t.app, other);
    expect(
      violationsOf(
        await upload(host, { property: theirs.iri, propertyPhotoType: 'main' }, [filePart(await testPng(10, 10))]),
      ),
    ).toEqual([{ propertyPath: 'property', message: PROPERTY_MESSAGES.listingNotFound }]);
    const image = (
      await upload(other, { property: theirs.iri, propertyPhotoType: 'main' }, [filePart(await testPng(10, 10))])
    ).json();
    await expectOutOfReach(host, image['@id'], { caption: 'mine' });
    const list = await t.app.inject({ url: `/images?property=${theirs.iri}`, headers: host.auth });
    expect(list.json()['hydra:member']).toEqual([]);
    const mine = (await upload(host, {}, [filePart(await testPng(10, 10))])).json();
    expect(violationsOf(await put(host, mine['@id'], { property: theirs.iri, propertyPhotoType: 'main' }))).toEqual([
      { propertyPath: 'property', message: PROPERTY_MESSAGES.listingNotFound },
    ]);
    expect(
      (await upload({ ...host, auth: { authorization: 'Bearer nope' } }, {}, [filePart(await testPng(10, 10))]))
        .statusCode,
    ).toBe(401);
  });

  describe('POST /upload', () => {
    const raw = (user: SignedInUser, body: Buffer, contentType = 'image/png') =>
      t.app.inject({
        method: 'POST',
        url: '/upload',
        headers: { ...user.auth, 'content-type': contentType },
        payload: body,
      });

    it('stores a raw image body and answers its path, which a step image may then use', async () => {
      const response = await raw(host, await testPng(40, 30), 'application/octet-stream');
      expect(response.statusCode, response.body).toBe(201);
      const { path, url } = response.json();
      expect(path).toMatch(/^\/uploads\/files\/[0-9a-f]{32}\.png$/);
      expect(url).toBe(`/api${path}`);
      const answer = await t.app.inject({ url: path });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/png');

      const { id } = await addProperty(t.app, host);
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/properties/${id}`,
        headers: host.auth,
        payload: { checkInStep1Image: path },
      });
      expect(saved.json()).toMatchObject({ checkInStep1Image: path, checkInStep1ImageUrl: url });
      const { id: theirs } = await addProperty(t.app, other);
      const stolen = await t.app.inject({
        method: 'PUT',
        url: `/properties/${theirs}`,
        headers: other.auth,
        payload: { checkInStep1Image: path },
      });
      expect(violationsOf(stolen)).toEqual([
        { propertyPath: 'checkInStep1Image', message: PROPERTY_MESSAGES.imageNotFound },
      ]);
    });

    it('takes a JPEG as the file of a multipart form too', async () => {
      const { payload, headers } = multipartBody({}, [filePart(await rotatedJpeg(), 'step.jpg', 'image/jpeg')]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/upload',
        headers: { ...host.auth, ...headers },
        payload,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().path).toMatch(/\.jpg$/);
    });

    it('applies the same checks', async () => {
      expect(violationsOf(await raw(host, Buffer.from('plain text pretending'), 'image/png'))).toEqual([
        { propertyPath: 'file', message: PROPERTY_MESSAGES.imageType },
      ]);
      expect((await raw(host, await noisyPng(300))).statusCode).toBe(413);
      expect(violationsOf(await raw(host, bombPng()))[0]!.message).toMatch(/megapixels/);
      expect(violationsOf(await t.app.inject({ method: 'POST', url: '/upload', headers: host.auth }))).toEqual([
        { propertyPath: 'file', message: MESSAGES.required },
      ]);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/upload',
            payload: await testPng(10, 10),
            headers: { 'content-type': 'image/png' },
          })
        ).statusCode,
      ).toBe(401);
    });
  });

  it('serves only stored files under /uploads, without a token', async () => {
    expect((await t.app.inject({ url: '/uploads/images/nothing/here.jpg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/uploads/../secrets.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/uploads/%2e%2e/secrets.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/uploads/portal.sqlite' })).statusCode).toBe(404);
  });
});
