import { describe, expect, it } from 'vitest';
import { defaultStorage } from '../app.js';
import { seedDemoListings } from '../properties/demo.js';
import { withTestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { seedDemoHost } from '../users/demo.js';
import { seedDemoServices } from './demo.js';

describe.each(testDatabases())('demo services on $name', (database) => {
  const t = withTestApp(database);

  it('gives the demo host three services with pictures, offered at the open listing, and can run again', async () => {
    const { user, password } = await seedDemoHost(t.db);
    const storage = defaultStorage(t.config);
    const limits = { maxPixels: t.config.uploads.maxPixels };
    const listings = await seedDemoListings(t.db, storage, limits, user);
    await seedDemoServices(t.db, storage, limits, user, listings);
    const services = await seedDemoServices(t.db, storage, limits, user, listings);
    expect(services).toHaveLength(3);

    const login = await t.app.inject({ method: 'POST', url: '/login', payload: { email: user.email, password } });
    const auth = { authorization: `Bearer ${login.json().token}` };
    const items = (await t.app.inject({ url: '/services', headers: auth })).json()['hydra:member'];
    expect(items.map((item: { title: string; currency: string }) => [item.title, item.currency])).toEqual([
      ['Airport transfer', 'gbp'],
      ['Late checkout (2pm)', 'gbp'],
      ['Welcome breakfast hamper', 'gbp'],
    ]);
    expect(items.every((item: { imageUrls: unknown }) => item.imageUrls !== null)).toBe(true);
    const open = listings.find((listing) => listing.isActive)!;
    const property = (await t.app.inject({ url: `/properties/${open.id}`, headers: auth })).json();
    expect(property.services).toEqual(services.map((service) => service.id));
  });
});
