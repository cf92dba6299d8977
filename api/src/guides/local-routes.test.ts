import { GUIDE_MESSAGES, MESSAGES, PROPERTY_MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { violationsOf, withTestApp, type SignedInUser } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { addProperty } from '../test/listings.js';

describe.each(testDatabases())('/local-guides on $name', (database) => {
  const t = withTestApp(database);
  const host = t.user();
  const other = t.user();

  const post = (user: SignedInUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/local-guides', headers: user.auth, payload });
  const put = (user: SignedInUser, url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers: user.auth, payload });
  const copy = (user: SignedInUser, source: number, target: number) =>
    t.app.inject({ method: 'POST', url: `/copy-local-guides/${source}/${target}`, headers: user.auth });
  const names = async (user: SignedInUser, iri: string) => {
    const list = await t.app.inject({ url: `/local-guides?property=${iri}`, headers: user.auth });
    return list.json<{ 'hydra:member': { name: string }[] }>()['hydra:member'].map((g) => g.name);
  };

  it('creates, lists by type and name, edits and deletes an entry', async () => {
    const { iri } = await addProperty(t.app, host);
    const created = await post(host, {
      property: iri,
      type: 'hotspot',
      category: 'cafe',
      name: 'Monmouth Coffee',
      placeId: 'osm:node:123',
      websiteUrl: 'https://www.monmouthcoffee.co.uk/',
      latitude: 51.5055,
      longitude: -0.0911,
      price: 2,
      description: 'The best flat white in Borough.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const guide = created.json();
    expect(guide).toMatchObject({
      '@id': `/local-guides/${guide.id}`,
      '@type': 'LocalGuide',
      property: iri,
      type: 'hotspot',
      category: 'cafe',
      name: 'Monmouth Coffee',
      latitude: 51.5055,
      longitude: -0.0911,
      price: 2,
      imageUrl: null,
    });
    await post(host, { property: iri, type: 'hotspot', name: 'Borough Market' });
    await post(host, { property: iri, type: 'essential', name: 'Zest Pharmacy' });
    expect(await names(host, iri)).toEqual(['Zest Pharmacy', 'Borough Market', 'Monmouth Coffee']);

    const edited = await put(host, guide['@id'], { price: null, description: 'Flat whites.' });
    expect(edited.json()).toMatchObject({ price: null, description: 'Flat whites.', name: 'Monmouth Coffee' });
    expect((await t.app.inject({ method: 'DELETE', url: guide['@id'], headers: host.auth })).statusCode).toBe(204);
    expect((await t.app.inject({ url: guide['@id'], headers: host.auth })).statusCode).toBe(404);
  });

  it('gives field messages: name required, price 1 to 5, a category only for hotspots', async () => {
    const { iri } = await addProperty(t.app, host);
    expect(violationsOf(await post(host, { property: iri }))).toEqual([
      { propertyPath: 'type', message: MESSAGES.required },
      { propertyPath: 'name', message: MESSAGES.required },
    ]);
    expect(
      violationsOf(
        await post(host, {
          property: iri,
          type: 'essential',
          name: 'Chemist',
          price: 6,
          category: 'food',
          websiteUrl: 'javascript:alert(1)',
          latitude: 91,
        }),
      ),
    ).toEqual([
      { propertyPath: 'websiteUrl', message: GUIDE_MESSAGES.websiteUrl },
      { propertyPath: 'latitude', message: PROPERTY_MESSAGES.latitude },
      { propertyPath: 'price', message: GUIDE_MESSAGES.price },
      { propertyPath: 'category', message: GUIDE_MESSAGES.categoryOnlyForHotspot },
    ]);
    const guide = (await post(host, { property: iri, type: 'essential', name: 'Chemist' })).json();
    expect(violationsOf(await put(host, guide['@id'], { category: 'food' }))).toEqual([
      { propertyPath: 'category', message: GUIDE_MESSAGES.categoryOnlyForHotspot },
    ]);
  });

  it('copies a guide onto another listing once only', async () => {
    const source = await addProperty(t.app, host, 'Source');
    const target = await addProperty(t.app, host, 'Target');
    await post(host, { property: source.iri, type: 'delivery', name: 'Deliveroo' });
    await post(host, { property: source.iri, type: 'hotspot', category: 'nature', name: 'Hyde Park' });
    const first = await copy(host, source.id, target.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ source: source.iri, target: target.iri, copied: 2 });
    expect(await names(host, target.iri)).toEqual(['Deliveroo', 'Hyde Park']);
    expect(violationsOf(await copy(host, source.id, target.id))).toEqual([
      { propertyPath: 'target', message: GUIDE_MESSAGES.alreadyCopied },
    ]);
    expect(await names(host, target.iri)).toHaveLength(2);
    expect(violationsOf(await copy(host, source.id, source.id))).toEqual([
      { propertyPath: 'source', message: GUIDE_MESSAGES.sameListing },
    ]);
  });

  it("keeps other users' listings and entries out of reach", async () => {
    const theirs = await addProperty(t.app, other);
    const mine = await addProperty(t.app, host);
    expect(violationsOf(await post(host, { property: theirs.iri, type: 'essential', name: 'x' }))).toEqual([
      { propertyPath: 'property', message: PROPERTY_MESSAGES.listingNotFound },
    ]);
    const guide = (await post(other, { property: theirs.iri, type: 'essential', name: 'Theirs' })).json();
    expect((await t.app.inject({ url: guide['@id'], headers: host.auth })).statusCode).toBe(404);
    expect((await put(host, guide['@id'], { name: 'Mine' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: guide['@id'], headers: host.auth })).statusCode).toBe(404);
    expect((await copy(host, theirs.id, mine.id)).statusCode).toBe(404);
    expect((await copy(host, mine.id, theirs.id)).statusCode).toBe(404);
    expect(await names(other, theirs.iri)).toEqual(['Theirs']);
  });
});
