import { describe, expect, it } from 'vitest';
import { violationsOf, withTestApp, type SignedInUser } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { addProperty, insertPhotos } from '../test/listings.js';
import { savedThenPushed } from './push.js';
import { updateProperty } from './repository.js';

/** `?push=<section>` on a save: the write and the push that section calls for, in one transaction. */
describe.each(testDatabases())('saves that push on $name', (database) => {
  const t = withTestApp(database);
  const host = t.user();
  const other = t.user();

  const syncLogs = async (user: SignedInUser, propertyId: number) =>
    (await t.app.inject({ url: `/property-sync-logs?property=/properties/${propertyId}`, headers: user.auth })).json<{
      'hydra:member': { kind: string; changed: string | null }[];
    }>()['hydra:member'];
  const send = (user: SignedInUser, method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: user.auth, payload });

  it('PUT /properties/{id}?push=details saves and records the content push; the answer shows it', async () => {
    const { id } = await addProperty(t.app, host);
    const saved = await send(host, 'PUT', `/properties/${id}?push=details`, { name: 'Renamed' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Renamed', lastPush: { kind: 'content', changed: 'details' } });
    expect(await syncLogs(host, id)).toMatchObject([{ kind: 'content', changed: 'details' }]);
    // Without ?push= a save records nothing.
    await send(host, 'PUT', `/properties/${id}`, { name: 'Again' });
    expect(await syncLogs(host, id)).toHaveLength(1);
  });

  it('a refused save records no push; an unknown section is a 400', async () => {
    const { id } = await addProperty(t.app, host);
    const refused = await send(host, 'PUT', `/properties/${id}?push=details`, { standardGuests: 4, canSleepMax: 2 });
    expect(refused.statusCode).toBe(422);
    expect(violationsOf(refused).map((violation) => violation.propertyPath)).toEqual(['canSleepMax']);
    expect((await send(host, 'PUT', `/properties/${id}?push=everything`, { name: 'X' })).statusCode).toBe(400);
    expect(await syncLogs(host, id)).toEqual([]);
  });

  it('sub-resources, bookings and calendar writes push the listing they belong to, as rad or content', async () => {
    const { id, iri } = await addProperty(t.app, host);
    await send(host, 'PUT', `/properties/${id}`, { baseRate: 12000 });
    const bedroom = await send(host, 'POST', '/property-bedrooms?push=bedrooms', { property: iri, doubleBeds: 1 });
    expect(bedroom.statusCode, bedroom.body).toBe(201);
    const rate = await send(host, 'POST', '/seasonal-rates?push=seasonalRates', {
      property: iri,
      fromDate: '2030-01-01',
      toDate: '2030-01-31',
      rateChange: 10,
    });
    expect(rate.statusCode, rate.body).toBe(201);
    expect((await send(host, 'DELETE', `${rate.json()['@id']}?push=seasonalRates`)).statusCode).toBe(204);
    const block = await send(host, 'POST', `/properties/${id}/availability-block/create?push=availability`, {
      fromDate: '2030-03-01',
      toDate: '2030-03-02',
    });
    expect(block.statusCode, block.body).toBe(200);
    const booking = await send(host, 'POST', '/bookings?push=bookings', {
      property: iri,
      startDate: '2030-04-01',
      endDate: '2030-04-03',
      providerGuestName: 'Grace',
      numberOfGuest: 1,
    });
    expect(booking.statusCode, booking.body).toBe(201);
    expect((await syncLogs(host, id)).map(({ kind, changed }) => `${kind}:${changed}`)).toEqual([
      'rad:bookings',
      'rad:availability',
      'rad:seasonalRates',
      'rad:seasonalRates',
      'content:bedrooms',
    ]);
  });

  it("another user's item is a 404 and pushes nothing", async () => {
    const { id } = await addProperty(t.app, host);
    expect((await send(other, 'PUT', `/properties/${id}?push=details`, { name: 'Mine' })).statusCode).toBe(404);
    expect(await syncLogs(host, id)).toEqual([]);
  });

  it('a push that cannot be recorded undoes the save (one transaction)', async () => {
    const { id } = await addProperty(t.app, host, 'Before');
    // The push names a listing that does not exist: its foreign key fails after the write succeeded.
    await expect(
      savedThenPushed(
        t.db,
        'details',
        (trx) => updateProperty(trx, id, { name: 'After' }),
        () => 999_999_999,
      ),
    ).rejects.toThrow();
    const listing = await send(host, 'PUT', `/properties/${id}`, {});
    expect(listing.json()).toMatchObject({ name: 'Before' });
  });
});

describe.each(testDatabases())('PUT /properties/{id}/images/order on $name', (database) => {
  const t = withTestApp(database);
  const host = t.user();
  const other = t.user();

  async function listingWithPhotos(count: number) {
    const { id } = await addProperty(t.app, host);
    await insertPhotos(t.db, host.id, id, count);
    const photos = await t.app.inject({ url: `/images?property=/properties/${id}`, headers: host.auth });
    return { id, photos: photos.json<{ 'hydra:member': { id: number }[] }>()['hydra:member'].map((p) => p.id) };
  }
  const order = (user: SignedInUser, id: number, imageIds: unknown, push = '') =>
    t.app.inject({
      method: 'PUT',
      url: `/properties/${id}/images/order${push}`,
      headers: user.auth,
      payload: { imageIds },
    });
  const positions = async (id: number) => {
    const photos = await t.app.inject({ url: `/images?property=/properties/${id}`, headers: host.auth });
    const members = photos.json<{ 'hydra:member': { id: number; position: number }[] }>()['hydra:member'];
    return members.map(({ id: imageId, position }) => [imageId, position]);
  };
  const pushes = async (id: number) =>
    (await t.app.inject({ url: `/property-sync-logs?property=/properties/${id}`, headers: host.auth })).json<{
      'hydra:member': unknown[];
    }>()['hydra:member'].length;

  it('puts the named photos first in that order, the others after in theirs, and pushes once', async () => {
    const { id, photos } = await listingWithPhotos(4);
    const [a, b, c, d] = photos as [number, number, number, number];
    const answer = await order(host, id, [c, a], '?push=photos');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()['hydra:member'].map((photo: { id: number }) => photo.id)).toEqual([c, a, b, d]);
    expect(await positions(id)).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
      [d, 3],
    ]);
    expect(await pushes(id)).toBe(1);
    // The same order again moves nothing, so nothing is pushed.
    expect((await order(host, id, [c, a, b, d], '?push=photos')).statusCode).toBe(200);
    expect(await pushes(id)).toBe(1);
  });

  it('all or nothing: a photo of another listing is a 404, an id twice a 422, and nothing moves', async () => {
    const { id, photos } = await listingWithPhotos(2);
    const elsewhere = await listingWithPhotos(1);
    const before = await positions(id);
    expect((await order(host, id, [photos[1], elsewhere.photos[0]], '?push=photos')).statusCode).toBe(404);
    const twice = await order(host, id, [photos[1], photos[1]]);
    expect(twice.statusCode).toBe(422);
    expect(violationsOf(twice).map((violation) => violation.propertyPath)).toEqual(['imageIds']);
    expect(await positions(id)).toEqual(before);
    expect(await pushes(id)).toBe(0);
  });

  it("another user's listing is a 404; the list is bounded", async () => {
    const { id, photos } = await listingWithPhotos(2);
    expect((await order(other, id, [photos[1]])).statusCode).toBe(404);
    expect(
      (
        await order(
          host,
          id,
          Array.from({ length: 501 }, (_, index) => index + 1),
        )
      ).statusCode,
    ).toBe(422);
    expect((await order(host, id, ['x'])).statusCode).toBe(422);
  });
});
