import { PROPERTY_MESSAGES } from '@portal/schema';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, signUp, violationsOf, type SignedInUser, type TestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { multipartBody } from '../test/multipart.js';
import { claimStorage } from './quota.js';
import { insertUpload } from './repository.js';

/** A small real JPEG, a few hundred bytes. */
const jpeg = (colour: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

describe.each(testDatabases())('upload quotas on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(database, { env: { UPLOAD_QUOTA_FILES: '3', UPLOAD_QUOTA_BYTES: '20000' } });
  });
  afterAll(() => t.close());

  const photo = async (user: SignedInUser, data: Buffer) => {
    const { payload, headers } = multipartBody({}, [{ filename: 'a.jpg', contentType: 'image/jpeg', data }]);
    return t.app.inject({ method: 'POST', url: '/images', headers: { ...user.auth, ...headers }, payload });
  };
  const rawUpload = (user: SignedInUser, data: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/upload',
      headers: { ...user.auth, 'content-type': 'image/jpeg' },
      payload: data,
    });

  it('counts photos and uploads together: beyond the files quota, 422 on file; a delete frees a place', async () => {
    const host = await signUp(t.app);
    const first = await photo(host, await jpeg('#336699'));
    expect(first.statusCode, first.body).toBe(201);
    expect((await rawUpload(host, await jpeg('#993366'))).statusCode).toBe(201);
    expect((await photo(host, await jpeg('#669933'))).statusCode).toBe(201);

    expect(violationsOf(await photo(host, await jpeg('#000000')))).toEqual([
      { propertyPath: 'file', message: PROPERTY_MESSAGES.storageFull },
    ]);
    expect(violationsOf(await rawUpload(host, await jpeg('#000000')))).toEqual([
      { propertyPath: 'file', message: PROPERTY_MESSAGES.storageFull },
    ]);
    // Nothing of the refused files was kept.
    const { count } = await t.db
      .selectFrom('images')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('ownerId', '=', host.id)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(2);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/images/${first.json<{ id: number }>().id}`,
      headers: host.auth,
    });
    expect(removed.statusCode).toBe(204);
    expect((await photo(host, await jpeg('#000000'))).statusCode).toBe(201);
  });

  it('refuses a file that would pass the bytes quota, counted as stored; other users have their own', async () => {
    const host = await signUp(t.app);
    const storedBytes = async (ownerId: number) => {
      const { bytes } = await t.db
        .selectFrom('images')
        .select((eb) => eb.fn.sum<number | string>('bytes').as('bytes'))
        .where('ownerId', '=', ownerId)
        .executeTakeFirstOrThrow();
      return Number(bytes);
    };
    // Noise compresses badly: about 9 KB once stored, so two fit in the 20,000 bytes and a third does not.
    const pixels = Buffer.from(Array.from({ length: 100 * 100 * 3 }, (_, i) => (i * 7919 + (i >> 3) * 104729) % 256));
    const noisy = await sharp(pixels, { raw: { width: 100, height: 100, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect((await photo(host, noisy)).statusCode).toBe(201);
    const one = await storedBytes(host.id);
    expect(one).toBeGreaterThan(20_000 / 3);
    expect(one).toBeLessThanOrEqual(20_000 / 2);
    expect((await photo(host, noisy)).statusCode).toBe(201);
    expect(violationsOf(await photo(host, noisy))).toEqual([
      { propertyPath: 'file', message: PROPERTY_MESSAGES.storageFull },
    ]);
    expect(await storedBytes(host.id)).toBe(2 * one);

    const other = await signUp(t.app);
    expect((await photo(other, noisy)).statusCode).toBe(201);
  });

  it('lets uploads racing for the last place pass one at a time: the second waits for the first, then is refused', async () => {
    const host = await signUp(t.app);
    expect((await rawUpload(host, await jpeg('#111111'))).statusCode).toBe(201);
    expect((await rawUpload(host, await jpeg('#222222'))).statusCode).toBe(201);
    const quota = t.config.uploads.quota;
    const row = (key: string) => ({ ownerId: host.id, key, contentType: 'image/jpeg', bytes: 10 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let claimed!: () => void;
    const firstClaimed = new Promise<void>((resolve) => (claimed = resolve));
    const first = t.db.transaction().execute(async (trx) => {
      await claimStorage(trx, host.id, quota, 10);
      claimed();
      await gate;
      await insertUpload(trx, row('files/race-1.jpg'));
    });
    await firstClaimed;
    const second = t.db.transaction().execute(async (trx) => {
      await claimStorage(trx, host.id, quota, 10);
      await insertUpload(trx, row('files/race-2.jpg'));
    });
    // Handled from the start: the second's refusal can land in the same tick as the first's commit.
    const secondRefused = expect(second).rejects.toMatchObject({
      violations: [{ propertyPath: 'file', message: PROPERTY_MESSAGES.storageFull }],
    });
    const settled = second.then(
      () => 'settled',
      () => 'settled',
    );
    const waiting = new Promise((resolve) => setTimeout(() => resolve('waiting'), 100));
    expect(await Promise.race([settled, waiting])).toBe('waiting'); // for the user's row, held by the first
    release();
    await first;
    await secondRefused;
  });
});
