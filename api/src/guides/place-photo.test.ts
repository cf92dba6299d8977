import { FAKE_PHOTO_PNG, startFakePlacesServer, type FakePlacesServer } from '@portal/testkit/fake-places';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as addPlacePhotoStatus from '../db/migrations/2026_12_06_0100_add_place_photo_status.js';
import { storageUse } from '../images/quota.js';
import { openTestApp, signUp, type SignedInUser, type TestApp } from '../test/app.js';
import { loggingApp } from '../test/logging-app.js';
import { testDatabases } from '../test/databases.js';
import { addPricedProperty } from '../test/calendars.js';
import { addProperty } from '../test/listings.js';

const KEY = 'google-secret-key-41';
const MAGPIE = 'AUc7tXmagpiePhotoReference';
const ABBEY = 'AUc7tXabbeyPhotoReference';

let fake: FakePlacesServer;
beforeAll(async () => {
  fake = await startFakePlacesServer(KEY);
});
afterAll(() => fake.close());

const pixels = async (png: Buffer) => (await sharp(png).raw().toBuffer()).toString('hex');

interface GuideItem {
  id: number;
  image: string | null;
  imageUrl: string | null;
  placesPhotoReference: string | null;
  placePhotoStatus: string | null;
}

describe.each(testDatabases())('a picked place photo stored as an upload on $name', (database) => {
  let t: TestApp;
  let app: FastifyInstance;
  const lines: string[] = [];
  const answers: string[] = [];
  let host: SignedInUser;
  let other: SignedInUser;
  beforeAll(async () => {
    t = await openTestApp(database, { env: { GOOGLE_MAPS_API_KEY: KEY, PLACES_GOOGLE_URL: fake.url } });
    app = loggingApp(t, lines);
    host = await signUp(app);
    other = await signUp(app);
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const send = async (user: SignedInUser, method: 'POST' | 'PUT', url: string, payload: object) => {
    const response = await app.inject({ method, url, headers: user.auth, payload });
    answers.push(response.body);
    return response;
  };
  const create = async (user: SignedInUser, payload: object) => {
    const { iri } = await addProperty(app, user);
    const response = await send(user, 'POST', '/local-guides', {
      property: iri,
      type: 'hotspot',
      name: 'Magpie',
      ...payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<GuideItem>();
  };

  it("stores the fake's photo, fetched once at width 500, as the owner's upload counted in the quota", async () => {
    const before = await storageUse(t.db, host.id);
    const photoRequests = fake.requests.filter((r) => r.path === '/maps/api/place/photo').length;
    const guide = await create(host, { placesPhotoReference: MAGPIE });
    expect(guide).toMatchObject({ placesPhotoReference: MAGPIE, placePhotoStatus: 'stored' });
    expect(guide.image).toMatch(/^\/uploads\/files\/[0-9a-f]{32}\.png$/);
    expect(guide.imageUrl).toBe(`/api${guide.image}`);
    const asked = fake.requests.filter((r) => r.path === '/maps/api/place/photo');
    expect(asked).toHaveLength(photoRequests + 1);
    expect(asked.at(-1)!.query.get('maxwidth')).toBe('500');
    expect(asked.at(-1)!.query.get('photo_reference')).toBe(MAGPIE);

    const file = await app.inject({ url: guide.image! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(await pixels(file.rawPayload)).toBe(await pixels(FAKE_PHOTO_PNG));
    const after = await storageUse(t.db, host.id);
    expect(after).toEqual({ files: before.files + 1, bytes: before.bytes + file.rawPayload.length });

    // Reading it fetches nothing more from the provider.
    const read = await app.inject({ url: `/local-guides/${guide.id}`, headers: host.auth });
    answers.push(read.body);
    expect(read.json()).toMatchObject({ image: guide.image, placePhotoStatus: 'stored' });
    expect(fake.requests.filter((r) => r.path === '/maps/api/place/photo')).toHaveLength(photoRequests + 1);
  });

  it('shows the stored photo in the guest app of a stay at the listing', async () => {
    const property = await addPricedProperty(app, host, 'Harbour House');
    const created = await send(host, 'POST', '/local-guides', {
      property: property.iri,
      type: 'hotspot',
      name: 'The Magpie Cafe',
      placesPhotoReference: MAGPIE,
    });
    const guide = created.json<GuideItem>();
    expect(guide.image).toMatch(/^\/uploads\//);
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const booking = (
      await send(host, 'POST', '/bookings', {
        property: property.iri,
        startDate: day(1),
        endDate: day(3),
        providerGuestName: 'Grace',
        numberOfGuest: 2,
      })
    ).json<{ id: number; inviteCode: string }>();
    const guest = await signUp(app);
    const joined = await send(guest, 'POST', `/bookings/${booking.id}/join`, { inviteCode: booking.inviteCode });
    expect(joined.statusCode, joined.body).toBe(200);
    const view = await app.inject({ url: `/bookings/${booking.id}/guest-view`, headers: guest.auth });
    answers.push(view.body);
    expect(view.json<{ localGuides: GuideItem[] }>().localGuides).toEqual([
      expect.objectContaining({ name: 'The Magpie Cafe', image: guide.image, imageUrl: guide.imageUrl }),
    ]);
  });

  it('is 404 to another user, whose entries cannot name the stored photo', async () => {
    const guide = await create(host, { placesPhotoReference: MAGPIE });
    expect((await app.inject({ url: `/local-guides/${guide.id}`, headers: other.auth })).statusCode).toBe(404);
    const put = await send(other, 'PUT', `/local-guides/${guide.id}`, { placesPhotoReference: ABBEY });
    expect(put.statusCode).toBe(404);
    const { iri } = await addProperty(app, other);
    const stolen = await send(other, 'POST', '/local-guides', {
      property: iri,
      type: 'essential',
      name: 'X',
      image: guide.image,
    });
    expect(stolen.statusCode).toBe(422);
  });

  it("keeps the host's own image: nothing is fetched, the status is null", async () => {
    const upload = (await create(host, { placesPhotoReference: ABBEY })).image!;
    const count = fake.requests.length;
    const guide = await create(host, { placesPhotoReference: MAGPIE, image: upload });
    expect(guide).toMatchObject({ image: upload, placePhotoStatus: null });
    expect(fake.requests.length).toBe(count);
  });

  it('saves the entry without image when the provider has no such photo, and retries on the next save', async () => {
    const guide = await create(host, { placesPhotoReference: 'no-such-reference' });
    expect(guide).toMatchObject({ image: null, imageUrl: null, placePhotoStatus: 'unavailable' });
    const again = await send(host, 'PUT', `/local-guides/${guide.id}`, { name: 'Magpie Cafe' });
    expect(again.json()).toMatchObject({ image: null, placePhotoStatus: 'unavailable' });
    const picked = await send(host, 'PUT', `/local-guides/${guide.id}`, { placesPhotoReference: ABBEY });
    expect(picked.json<GuideItem>().image).toMatch(/^\/uploads\//);
    expect(picked.json()).toMatchObject({ placePhotoStatus: 'stored' });
  });

  it('replaces the photo when another place is picked, and a cleared photo stays cleared', async () => {
    const guide = await create(host, { placesPhotoReference: MAGPIE });
    const picked = (
      await send(host, 'PUT', `/local-guides/${guide.id}`, { placesPhotoReference: ABBEY })
    ).json<GuideItem>();
    expect(picked.image).not.toBe(guide.image);
    expect(picked).toMatchObject({ placePhotoStatus: 'stored' });
    const cleared = (await send(host, 'PUT', `/local-guides/${guide.id}`, { image: null })).json<GuideItem>();
    expect(cleared).toMatchObject({ image: null, placePhotoStatus: null });
    const saved = (await send(host, 'PUT', `/local-guides/${guide.id}`, { name: 'Abbey' })).json<GuideItem>();
    expect(saved).toMatchObject({ image: null, placePhotoStatus: null });
  });

  it('saves the entry when the provider refuses (a wrong key), logging the failure without the key', async () => {
    const wrongKey = loggingApp(t, lines, {
      ...t.config,
      places: { ...t.config.places, googleApiKey: `${KEY}-revoked` },
    });
    try {
      const { iri } = await addProperty(wrongKey, host);
      const response = await wrongKey.inject({
        method: 'POST',
        url: '/local-guides',
        headers: host.auth,
        payload: { property: iri, type: 'hotspot', name: 'Magpie', placesPhotoReference: MAGPIE },
      });
      answers.push(response.body);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ image: null, placePhotoStatus: 'unavailable' });
      expect(lines.join('\n')).toContain('place photo not fetched');
    } finally {
      await wrongKey.close();
    }
  });

  it('marks entries saved before photos were stored as unavailable (migration 0100); their next save stores it', async () => {
    const legacy = await create(host, { name: 'Legacy', placesPhotoReference: 'no-such-reference' });
    const manual = await create(host, { name: 'Manual' });
    const stored = await create(host, { name: 'Stored', placesPhotoReference: MAGPIE });
    await t.db.updateTable('localGuides').set({ placesPhotoReference: MAGPIE }).where('id', '=', legacy.id).execute();
    await addPlacePhotoStatus.down(t.db.withoutPlugins());
    await addPlacePhotoStatus.up(t.db.withoutPlugins());
    const statuses = await t.db
      .selectFrom('localGuides')
      .select(['id', 'placePhotoStatus'])
      .where('id', 'in', [legacy.id, manual.id, stored.id])
      .orderBy('id')
      .execute();
    expect(statuses).toEqual([
      { id: legacy.id, placePhotoStatus: 'unavailable' },
      { id: manual.id, placePhotoStatus: null },
      { id: stored.id, placePhotoStatus: null },
    ]);
    const saved = await send(host, 'PUT', `/local-guides/${legacy.id}`, { name: 'Legacy', image: null });
    expect(saved.json()).toMatchObject({ placePhotoStatus: 'stored', image: expect.stringMatching(/^\/uploads\//) });
  });

  it('never shows the provider key in an answer or the log', () => {
    expect(answers.length).toBeGreaterThan(10);
    expect(answers.join('\n')).not.toContain(KEY);
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.join('\n')).not.toContain(KEY);
  });
});

describe.each(testDatabases())('a place photo with a full storage on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(database, {
      env: { GOOGLE_MAPS_API_KEY: KEY, PLACES_GOOGLE_URL: fake.url, UPLOAD_QUOTA_FILES: '1' },
    });
  });
  afterAll(() => t.close());

  it('saves the entry without image and says the storage is full', async () => {
    const host = await signUp(t.app);
    const { iri } = await addProperty(t.app, host);
    const post = (placesPhotoReference: string) =>
      t.app.inject({
        method: 'POST',
        url: '/local-guides',
        headers: host.auth,
        payload: { property: iri, type: 'hotspot', name: 'Magpie', placesPhotoReference },
      });
    expect((await post(MAGPIE)).json()).toMatchObject({ placePhotoStatus: 'stored' });
    const full = await post(ABBEY);
    expect(full.statusCode).toBe(201);
    expect(full.json()).toMatchObject({ image: null, placePhotoStatus: 'storageFull' });
    expect(await storageUse(t.db, host.id)).toMatchObject({ files: 1 });
  });
});
