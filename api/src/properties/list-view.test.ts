import { randomUUID } from 'node:crypto';
import { PROPERTY_LIST_FIELDS } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp, type SignedInUser } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { addCompleteProperty, addProperty, insertPhotos, putProperty } from '../test/listings.js';

/** Every key of a list member: the item's own fields the list shows, its cover photo, channels and owner. */
const LIST_KEYS = ['@id', '@type', 'id', ...PROPERTY_LIST_FIELDS, 'isActive', 'image', 'channels', 'owner'].sort();

type Member = Record<string, unknown> & { id: number };

describe.each(testDatabases())('GET /properties?view=list on $name', (database) => {
  const t = withTestApp(database);
  const host = t.user();
  const other = t.user();
  const third = t.user();
  const ids: Record<'complete' | 'bare' | 'archived', number> = { complete: 0, bare: 0, archived: 0 };
  beforeAll(async () => {
    await t.app.inject({ method: 'PUT', url: `/users/${host.id}`, headers: host.auth, payload: { currency: 'eur' } });
    ids.complete = (await addCompleteProperty(t.app, t.db, host, 'Beach Hut')).id;
    ids.bare = (await addProperty(t.app, host, 'Attic Room')).id;
    ids.archived = (await addProperty(t.app, host, 'Cellar Flat')).id;
    await putProperty(t.app, host, ids.archived, { isArchived: true, addressTown: 'Bath', minNights: 3 });
    await addProperty(t.app, other, 'Not Yours');
  });

  const members = async (user: SignedInUser, query: string) => {
    const response = await t.app.inject({ url: `/properties?${query}`, headers: user.auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ 'hydra:member': Member[]; 'hydra:totalItems': number; 'hydra:view'?: object }>();
  };

  it("answers only the list fields, with the full items' values, for the caller's listings by name", async () => {
    const list = await members(host, 'view=list');
    const full = await members(host, 'view=full');
    expect(list['hydra:member'].map((member) => member.id)).toEqual([ids.bare, ids.complete, ids.archived]);
    expect(list['hydra:totalItems']).toBe(3);
    for (const [index, member] of list['hydra:member'].entries()) {
      expect(Object.keys(member).sort()).toEqual(LIST_KEYS);
      const item = full['hydra:member'][index]!;
      expect(member).toEqual(Object.fromEntries(LIST_KEYS.map((key) => [key, item[key]])));
    }
    const complete = list['hydra:member'].find((member) => member.id === ids.complete)!;
    expect(complete).toMatchObject({
      image: { mediumUrl: expect.stringContaining('medium.jpg') },
      channels: [{ ota: 'airbnb', active: expect.any(Boolean) }],
      owner: { '@id': `/users/${host.id}`, id: host.id, currency: 'eur' },
      isActive: false,
    });
    expect(list['hydra:member'].find((member) => member.id === ids.archived)).toMatchObject({
      isArchived: true,
      addressTown: 'Bath',
      minNights: 3,
      image: null,
      channels: [],
    });
  });

  it("picks each listing's cover and channels as its full item does, whatever order they were added in", async () => {
    const [mainLater, noMain] = [
      await addProperty(t.app, third, 'Main Later'),
      await addProperty(t.app, third, 'No Main'),
    ];
    await insertPhotos(t.db, third.id, mainLater.id, 3, false);
    await t.db
      .updateTable('images')
      .set({ propertyPhotoType: 'main' })
      .where('propertyId', '=', mainLater.id)
      .where('position', '=', 2)
      .execute();
    await insertPhotos(t.db, third.id, noMain.id, 2, false);
    const link = (propertyId: number, providerSlug: string, lastSyncError: string | null) =>
      t.db
        .insertInto('calendars')
        .values({
          propertyId,
          providerSlug,
          lastSyncError,
          url: `https://example.com/${randomUUID()}.ics`,
          lastSyncedAt: null,
          createdAt: new Date().toISOString(),
        })
        .execute();
    // Booking.com first and failing; Airbnb failing then syncing: both channels, in the order first added.
    await link(mainLater.id, 'booking', 'HTTP 500');
    await link(mainLater.id, 'airbnb', 'HTTP 404');
    await link(mainLater.id, 'airbnb', null);
    await link(noMain.id, 'vrbo', 'HTTP 500');

    const list = await members(third, 'view=list');
    const full = await members(third, 'view=full');
    for (const id of [mainLater.id, noMain.id]) {
      const member = list['hydra:member'].find((one) => one.id === id)!;
      const item = full['hydra:member'].find((one) => one.id === id)!;
      expect({ image: member.image, channels: member.channels }).toEqual({
        image: item.image,
        channels: item.channels,
      });
    }
    const photos = await t.db
      .selectFrom('images')
      .selectAll()
      .where('propertyId', 'in', [mainLater.id, noMain.id])
      .orderBy('position')
      .execute();
    const byId = (id: number) => list['hydra:member'].find((one) => one.id === id)!;
    const mainPhoto = photos.find((photo) => photo.propertyPhotoType === 'main')!;
    expect(byId(mainLater.id).image).toMatchObject({ mediumUrl: expect.stringContaining(mainPhoto.mediumKey) });
    const firstOfNoMain = photos.find((photo) => photo.propertyId === noMain.id)!;
    expect(byId(noMain.id).image).toMatchObject({ mediumUrl: expect.stringContaining(firstOfNoMain.mediumKey) });
    expect(byId(mainLater.id).channels).toEqual([
      { ota: 'booking', active: false },
      { ota: 'airbnb', active: true },
    ]);
    expect(byId(noMain.id).channels).toEqual([{ ota: 'vrbo', active: false }]);
    // A page reads the photos and links of its own listings (they are read beside the listings, by a subquery).
    const [first, second] = [1, 2].map(
      async (page) => (await members(third, `view=list&page=${page}&itemsPerPage=1`))['hydra:member'],
    );
    expect(await first).toEqual([byId(mainLater.id)]);
    expect(await second).toEqual([byId(noMain.id)]);
  });

  it('keeps the filters, the id[] batch (owner only) and the pages', async () => {
    expect((await members(host, 'view=list&isArchived=true'))['hydra:member'].map(({ id }) => id)).toEqual([
      ids.archived,
    ]);
    const theirs = (await members(other, 'view=list'))['hydra:member'];
    expect(theirs.map(({ name }) => name)).toEqual(['Not Yours']);
    const batch = await members(host, `view=list&id[]=${ids.bare}&id[]=${theirs[0]!.id}`);
    expect(batch['hydra:member'].map(({ id }) => id)).toEqual([ids.bare]);

    const second = await members(host, 'view=list&page=2&itemsPerPage=2');
    expect(second['hydra:member'].map(({ id }) => id)).toEqual([ids.archived]);
    expect(second['hydra:totalItems']).toBe(3);
    expect(second['hydra:view']).toMatchObject({
      '@id': '/properties?view=list&page=2&itemsPerPage=2',
      'hydra:previous': '/properties?view=list&page=1&itemsPerPage=2',
    });
    expect(Object.keys(second['hydra:member'][0]!).sort()).toEqual(LIST_KEYS);
  });

  it('answers full items without ?view=, and 400 for a view it does not know', async () => {
    const full = await members(host, '');
    expect(full['hydra:member'][0]).toHaveProperty('completeness');
    expect(full['hydra:member'][0]).toHaveProperty('description');
    for (const view of ['summary', 'LIST', '']) {
      const response = await t.app.inject({ url: `/properties?view=${view}`, headers: host.auth });
      expect(response.statusCode, view).toBe(400);
    }
    expect((await t.app.inject({ url: '/properties?view=list' })).statusCode).toBe(401);
  });

  it('documents the view in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/openapi.json' })).json();
    const operation = document.paths['/properties'].get;
    expect(operation.parameters).toContainEqual(
      expect.objectContaining({
        name: 'view',
        in: 'query',
        schema: expect.objectContaining({ enum: ['full', 'list'] }),
      }),
    );
    expect(JSON.stringify(operation.responses['200'])).toContain('"additionalProperties":false');
  });
});
