import { AMENITIES, MESSAGES, PROPERTY_MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { violationsOf } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { addProperty } from '../test/listings.js';
import { withResourceSuite } from '../test/resource-suite.js';

describe.each(testDatabases())('/property-amenities on $name', (database) => {
  const { t, host, other, post, put, expectOutOfReach } = withResourceSuite(database, '/property-amenities');

  it('has a sensible list of about 30 amenities, including bbq and tv', () => {
    expect(AMENITIES.length).toBeGreaterThanOrEqual(30);
    expect(AMENITIES.map((a) => a.key)).toEqual(expect.arrayContaining(['wifi', 'tv', 'bbq', 'kitchen', 'parking']));
    expect(new Set(AMENITIES.map((a) => a.key)).size).toBe(AMENITIES.length);
  });

  it('creates the amenities of a listing once, with every flag, then updates them', async () => {
    const { iri } = await addProperty(t.app, host);
    const created = await post(host, { property: iri, wifi: true, bbq: true, hotTub: false, spaceship: true });
    expect(created.statusCode, created.body).toBe(201);
    const amenities = created.json();
    expect(Object.keys(amenities).sort()).toEqual(
      ['@id', '@type', 'id', 'property', ...AMENITIES.map((a) => a.key)].sort(),
    );
    expect(amenities).toMatchObject({ '@type': 'PropertyAmenities', property: iri, wifi: true, bbq: true, tv: false });

    expect(violationsOf(await post(host, { property: iri, tv: true }))).toEqual([
      { propertyPath: 'property', message: PROPERTY_MESSAGES.amenitiesExist },
    ]);

    const updated = await put(host, amenities['@id'], { tv: true, bbq: false });
    expect(updated.json()).toMatchObject({ wifi: true, tv: true, bbq: false });
    expect((await t.app.inject({ url: iri, headers: host.auth })).json().amenities).toBe(amenities['@id']);
    const list = await t.app.inject({ url: `/property-amenities?property=${iri}`, headers: host.auth });
    expect(list.json()['hydra:member']).toEqual([updated.json()]);
    expect((await t.app.inject({ method: 'DELETE', url: amenities['@id'], headers: host.auth })).statusCode).toBe(404);
  });

  it('refuses flags that are not booleans and a missing listing', async () => {
    const { iri } = await addProperty(t.app, host);
    expect(violationsOf(await post(host, { property: iri, wifi: 'lots' }))[0]!.propertyPath).toBe('wifi');
    expect(violationsOf(await post(host, { wifi: true }))).toEqual([
      { propertyPath: 'property', message: MESSAGES.required },
    ]);
  });

  it("keeps other users' listings and amenities out of reach", async () => {
    const theirs = await addProperty(t.app, other);
    expect(violationsOf(await post(host, { property: theirs.iri, wifi: true }))).toEqual([
      { propertyPath: 'property', message: PROPERTY_MESSAGES.listingNotFound },
    ]);
    const amenities = (await post(other, { property: theirs.iri, pool: true })).json();
    await expectOutOfReach(host, amenities['@id'], { pool: false });
    expect((await t.app.inject({ url: amenities['@id'], headers: other.auth })).json().pool).toBe(true);
  });
});
