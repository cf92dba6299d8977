import { PROPERTY_MESSAGES } from '@portal/schema';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, signUp, violationsOf, withTestApp, type SignedInUser, type TestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { multipartBody } from '../test/multipart.js';
import { CROP_MESSAGE } from './avatar.js';

/** 300 × 200, red, with a green 100 × 100 square whose top-left corner is at (100, 50). */
const targetPng = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#ff0000' } })
    .composite([
      {
        input: { create: { width: 100, height: 100, channels: 3, background: '#00ff00' } },
        left: 100,
        top: 50,
      },
    ])
    .png()
    .toBuffer();

const served = (url: string) => url.replace(/^\/api/, '');

/** The colour of a pixel of a stored JPEG, as [r, g, b]. */
async function pixel(data: Buffer, x: number, y: number): Promise<number[]> {
  const { data: raw, info } = await sharp(data).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [raw[offset]!, raw[offset + 1]!, raw[offset + 2]!];
}
const isGreen = ([r, g, b]: number[]) => r! < 40 && g! > 215 && b! < 40;
const isRed = ([r, g, b]: number[]) => r! > 215 && g! < 40 && b! < 40;

interface AvatarSizes {
  squareSmallUrl: string;
  originalUrl: string;
}

describe.each(testDatabases())('the avatar on $name', (database) => {
  const t = withTestApp(database);
  const host = t.user();
  const other = t.user();

  const putAvatar = (user: SignedInUser, id: number, fields: Record<string, string>, data?: Buffer) => {
    const { payload, headers } = multipartBody(
      fields,
      data ? [{ filename: 'me.png', contentType: 'image/png', data }] : [],
    );
    return t.app.inject({ method: 'PUT', url: `/users/${id}/avatar`, headers: { ...user.auth, ...headers }, payload });
  };
  const fetchFile = async (url: string) => {
    const response = await t.app.inject({ url: served(url) });
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };
  const me = async (user: SignedInUser) =>
    (await t.app.inject({ url: '/me', headers: user.auth })).json<{ avatarImage: AvatarSizes | null }>();

  it('keeps exactly the chosen square, at its size and 200 × 200 for the header', async () => {
    const response = await putAvatar(host, host.id, { cropX: '100', cropY: '50', cropSize: '100' }, await targetPng());
    expect(response.statusCode, response.body).toBe(200);
    const avatar = response.json<{ avatarImage: AvatarSizes }>().avatarImage;
    const stored = await fetchFile(avatar.originalUrl);
    expect(await sharp(stored).metadata()).toMatchObject({ width: 100, height: 100, format: 'jpeg' });
    for (const [x, y] of [
      [2, 2],
      [97, 2],
      [2, 97],
      [97, 97],
      [50, 50],
    ] as const) {
      expect(isGreen(await pixel(stored, x, y)), `(${x}, ${y})`).toBe(true);
    }
    const small = await fetchFile(avatar.squareSmallUrl);
    expect(await sharp(small).metadata()).toMatchObject({ width: 200, height: 200 });
    expect(isGreen(await pixel(small, 5, 195))).toBe(true);
    expect((await me(host)).avatarImage?.squareSmallUrl).toBe(avatar.squareSmallUrl);
  });

  it('without a crop keeps the centred square; a replacement removes the old files and stays out of the photos', async () => {
    const before = (await me(host)).avatarImage!;
    const response = await putAvatar(host, host.id, {}, await targetPng());
    expect(response.statusCode, response.body).toBe(200);
    const stored = await fetchFile(response.json<{ avatarImage: AvatarSizes }>().avatarImage.originalUrl);
    // The centred 200 × 200 square of 300 × 200 starts at x = 50: red on both sides, green in the middle.
    expect(await sharp(stored).metadata()).toMatchObject({ width: 200, height: 200 });
    expect(isRed(await pixel(stored, 10, 100))).toBe(true);
    expect(isGreen(await pixel(stored, 100, 100))).toBe(true);
    expect(isRed(await pixel(stored, 190, 100))).toBe(true);
    expect((await t.app.inject({ url: served(before.originalUrl) })).statusCode).toBe(404);
    const photos = await t.app.inject({ url: '/images', headers: host.auth });
    expect(photos.json<{ 'hydra:totalItems': number }>()['hydra:totalItems']).toBe(0);
  });

  it("refuses another user's avatar with a 404, for both setting and removing", async () => {
    expect((await putAvatar(other, host.id, {}, await targetPng())).statusCode).toBe(404);
    const removed = await t.app.inject({ method: 'DELETE', url: `/users/${host.id}/avatar`, headers: other.auth });
    expect(removed.statusCode).toBe(404);
    expect((await me(host)).avatarImage).not.toBeNull();
  });

  it('answers a bad file or a square outside the image with a 422 and a clear message', async () => {
    const text = await putAvatar(host, host.id, {}, Buffer.from('not an image at all'));
    expect(violationsOf(text)).toEqual([{ propertyPath: 'file', message: PROPERTY_MESSAGES.imageType }]);
    const outside = await putAvatar(host, host.id, { cropX: '250', cropY: '0', cropSize: '100' }, await targetPng());
    expect(violationsOf(outside)[0]).toMatchObject({ propertyPath: 'crop', message: CROP_MESSAGE });
    const negative = await putAvatar(host, host.id, { cropX: '-1', cropY: '0', cropSize: '10' }, await targetPng());
    expect(violationsOf(negative)[0]).toMatchObject({ propertyPath: 'crop', message: CROP_MESSAGE });
    expect((await putAvatar(host, host.id, {})).statusCode).toBe(422);
  });

  it('removes the avatar and its files', async () => {
    const before = (await me(host)).avatarImage!;
    const response = await t.app.inject({ method: 'DELETE', url: `/users/${host.id}/avatar`, headers: host.auth });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ avatarImage: null }>().avatarImage).toBeNull();
    expect((await t.app.inject({ url: served(before.squareSmallUrl) })).statusCode).toBe(404);
  });
});

describe.each(testDatabases())('the avatar and the storage quota on $name', (database) => {
  let t: TestApp;
  let host: SignedInUser;
  beforeAll(async () => {
    t = await openTestApp(database, { env: { UPLOAD_QUOTA_FILES: '1' } });
    host = await signUp(t.app);
  });
  afterAll(() => t.close());

  it("counts in the user's quota: a full storage refuses it with 'Your storage is full'", async () => {
    const file = await targetPng();
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/upload',
      headers: { ...host.auth, 'content-type': 'image/png' },
      payload: file,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { payload, headers } = multipartBody({}, [{ filename: 'me.png', contentType: 'image/png', data: file }]);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/users/${host.id}/avatar`,
      headers: { ...host.auth, ...headers },
      payload,
    });
    expect(violationsOf(refused)).toEqual([{ propertyPath: 'file', message: PROPERTY_MESSAGES.storageFull }]);
  });
});
