import { startFakePlacesServer, type FakePlacesServer } from '@portal/testkit/fake-places';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, signUp, withTestApp, type SignedInUser, type TestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { addProperty } from '../test/listings.js';

let fake: FakePlacesServer;
beforeAll(async () => {
  fake = await startFakePlacesServer('google-test-key');
});
afterAll(() => fake.close());

describe.each(testDatabases())('GET /local-guides/{id}/photo on $name', (database) => {
  let t: TestApp;
  let host: SignedInUser;
  let other: SignedInUser;
  beforeAll(async () => {
    t = await openTestApp(database, {
      env: {
        GOOGLE_MAPS_API_KEY: 'google-test-key',
        PLACES_GOOGLE_URL: fake.url,
        RATE_LIMITS: JSON.stringify({ 'place-photos': { max: 4 } }),
      },
    });
    host = await signUp(t.app);
    other = await signUp(t.app);
  });
  afterAll(() => t.close());

  const entry = async (user: SignedInUser, placesPhotoReference?: string) => {
    const { iri } = await addProperty(t.app, user);
    const created = await t.app.inject({
      method: 'POST',
      url: '/local-guides',
      headers: user.auth,
      payload: { property: iri, type: 'hotspot', name: 'The Magpie Cafe', placesPhotoReference },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ id: number }>().id;
  };
  const photo = (user: SignedInUser | null, id: number) =>
    t.app.inject({ url: `/local-guides/${id}/photo`, headers: user ? user.auth : {} });

  it("serves the place's photo at width 500 through the adapter, cached privately, nothing of the provider shown", async () => {
    const id = await entry(host, 'AUc7tXmagpiePhotoReference');
    const response = await photo(host, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, max-age=86400');
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(JSON.stringify(response.headers)).not.toContain('google-test-key');
    const asked = fake.requests.filter((request) => request.path === '/maps/api/place/photo').at(-1)!;
    expect(asked.query.get('maxwidth')).toBe('500');
    expect(asked.query.get('photo_reference')).toBe('AUc7tXmagpiePhotoReference');
  });

  it("is 404 for another host's entry, an entry without a photo, a photo the provider lacks; 401 signed out", async () => {
    const id = await entry(host, 'AUc7tXmagpiePhotoReference');
    expect((await photo(other, id)).statusCode).toBe(404);
    expect((await photo(host, await entry(host))).statusCode).toBe(404);
    expect((await photo(host, await entry(host, 'unknown-reference'))).statusCode).toBe(404);
    expect((await photo(null, id)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/local-guides/abc/photo', headers: host.auth })).statusCode).toBe(400);
  });

  it("counts against the 'place-photos' class, per user", async () => {
    const user = await signUp(t.app);
    const id = await entry(user, 'AUc7tXmagpiePhotoReference');
    for (let i = 0; i < 4; i++) expect((await photo(user, id)).statusCode).toBe(200);
    expect((await photo(user, id)).statusCode).toBe(429);
    expect((await photo(other, id)).statusCode).toBe(404); // another user's count is their own
  });
});

describe.each(testDatabases())('GET /local-guides/{id}/photo with OpenStreetMap on $name', (database) => {
  const t = withTestApp(database, () => ({ env: { PLACES_PHOTON_URL: fake.url, PLACES_NOMINATIM_URL: fake.url } }));

  it('is 404: OpenStreetMap has no place photos', async () => {
    const host = await signUp(t.app);
    const { iri } = await addProperty(t.app, host);
    const created = await t.app.inject({
      method: 'POST',
      url: '/local-guides',
      headers: host.auth,
      payload: { property: iri, type: 'essential', name: 'Pharmacy', placesPhotoReference: 'some-reference' },
    });
    const response = await t.app.inject({ url: `/local-guides/${created.json().id}/photo`, headers: host.auth });
    expect(response.statusCode).toBe(404);
  });
});
