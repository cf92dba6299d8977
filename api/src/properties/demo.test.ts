import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SECTIONS_DONE } from '@portal/testkit/listing-fields';
import { describe, expect, it } from 'vitest';
import { defaultStorage } from '../app.js';
import { withTestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { seedDemoHost } from '../users/demo.js';
import { seedDemoListings } from './demo.js';

describe.each(testDatabases())('demo listings on $name', (database) => {
  const t = withTestApp(database);

  it('gives the demo host listings in every state, with real photos, and can run again', async () => {
    const { user, password } = await seedDemoHost(t.db);
    const storage = defaultStorage(t.config);
    const limits = { maxPixels: t.config.uploads.maxPixels };
    const first = await seedDemoListings(t.db, storage, limits, user);
    const firstPhoto = await t.db.selectFrom('images').select('originalKey').executeTakeFirstOrThrow();

    const listings = await seedDemoListings(t.db, storage, limits, user);
    expect(listings).toHaveLength(4);
    expect(listings.map((p) => p.id)).not.toEqual(first.map((p) => p.id));
    expect(existsSync(join(t.config.uploads.dir, firstPhoto.originalKey))).toBe(false); // old files removed

    const login = await t.app.inject({ method: 'POST', url: '/login', payload: { email: user.email, password } });
    const auth = { authorization: `Bearer ${login.json().token}` };
    const items = (await t.app.inject({ url: '/properties', headers: auth })).json()['hydra:member'];
    const byName = Object.fromEntries(items.map((item: { name: string }) => [item.name, item]));

    expect(byName['Harbour View Cottage']).toMatchObject({
      isActive: true,
      isArchived: false,
      channels: [{ ota: 'airbnb', active: true }],
      completeness: { ...SECTIONS_DONE, calendars: true },
    });
    expect(byName['Harbour View Cottage'].images).toHaveLength(10);
    expect(byName['Harbour View Cottage'].bedrooms).toHaveLength(2);
    expect(byName['Harbour View Cottage'].seasonalRates).toHaveLength(2);
    expect(byName['Harbour View Cottage'].lastPush).toMatchObject({ kind: 'content' });
    const guidesOf = async (path: string) =>
      (await t.app.inject({ url: `${path}?property=${byName['Harbour View Cottage']['@id']}`, headers: auth })).json()[
        'hydra:member'
      ];
    expect(await guidesOf('/home-guides')).toHaveLength(6);
    expect((await guidesOf('/local-guides')).map((g: { name: string }) => g.name)).toContain('Whitby Abbey');
    expect(byName['Seaside Studio']).toMatchObject({ isActive: false, completeness: { photos: false, pricing: true } });
    expect(byName['Old Town Loft'].completeness).toMatchObject({ details: true, bookingSettings: false });
    expect(byName['Moorland Barn']).toMatchObject({ isArchived: true, isActive: false });

    const cover = await t.app.inject({ url: byName['Harbour View Cottage'].image.mediumUrl.replace(/^\/api/, '') });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/jpeg');
    const step = await t.app.inject({ url: byName['Harbour View Cottage'].checkInStep1Image });
    expect(step.statusCode).toBe(200);
  });
});
