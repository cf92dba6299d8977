import { MESSAGES, PROPERTY_MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { violationsOf } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { addProperty } from '../test/listings.js';
import { withResourceSuite } from '../test/resource-suite.js';

describe.each(testDatabases())('/property-bedrooms on $name', (database) => {
  const { t, host, other, post, put, expectOutOfReach, expectDeleted } = withResourceSuite(
    database,
    '/property-bedrooms',
  );

  it('creates a bedroom with beds defaulting to 0, edits and deletes it by IRI', async () => {
    const { iri } = await addProperty(t.app, host);
    const created = await post(host, { property: iri, doubleBeds: 1 });
    expect(created.statusCode, created.body).toBe(201);
    const bedroom = created.json();
    expect(bedroom).toEqual({
      '@id': `/property-bedrooms/${bedroom.id}`,
      '@type': 'PropertyBedroom',
      id: bedroom.id,
      property: iri,
      doubleBeds: 1,
      singleBeds: 0,
    });
    expect(created.headers.location).toBe(bedroom['@id']);

    const edited = await put(host, bedroom['@id'], { singleBeds: 2 });
    expect(edited.json()).toMatchObject({ doubleBeds: 1, singleBeds: 2 });
    expect((await t.app.inject({ url: bedroom['@id'], headers: host.auth })).json().singleBeds).toBe(2);

    const property = (await t.app.inject({ url: iri, headers: host.auth })).json();
    expect(property.bedrooms).toEqual([bedroom['@id']]);

    await expectDeleted(host, bedroom['@id']);
  });

  it('lists the bedrooms of many listings in one call', async () => {
    const a = await addProperty(t.app, host, 'A');
    const b = await addProperty(t.app, host, 'B');
    const c = await addProperty(t.app, host, 'C');
    for (const { iri } of [a, b, b, c]) await post(host, { property: iri, singleBeds: 1 });
    const both = await t.app.inject({
      url: `/property-bedrooms?property[]=${a.iri}&property[]=${b.iri}`,
      headers: host.auth,
    });
    expect(both.json()['hydra:totalItems']).toBe(3);
    expect(new Set(both.json()['hydra:member'].map((m: { property: string }) => m.property))).toEqual(
      new Set([a.iri, b.iri]),
    );
    const one = both.json()['hydra:member'][0];
    const byId = await t.app.inject({ url: `/property-bedrooms?id[]=${one.id}`, headers: host.auth });
    expect(byId.json()['hydra:member']).toEqual([one]);
    expect((await t.app.inject({ url: '/property-bedrooms?property=nonsense', headers: host.auth })).statusCode).toBe(
      400,
    );
  });

  it('refuses out-of-range and badly typed bed counts, and a missing listing', async () => {
    const { iri } = await addProperty(t.app, host);
    expect(violationsOf(await post(host, { property: iri, doubleBeds: 21, singleBeds: -1 }))).toEqual([
      { propertyPath: 'doubleBeds', message: 'Must be a whole number between 0 and 20' },
      { propertyPath: 'singleBeds', message: 'Must be a whole number between 0 and 20' },
    ]);
    expect(violationsOf(await post(host, { property: iri, doubleBeds: 1.5 }))).toEqual([
      { propertyPath: 'doubleBeds', message: PROPERTY_MESSAGES.mustBeWholeNumber },
    ]);
    expect(violationsOf(await post(host, { property: iri, doubleBeds: 'two' }))[0]!.propertyPath).toBe('doubleBeds');
    expect(violationsOf(await post(host, { doubleBeds: 1 }))).toEqual([
      { propertyPath: 'property', message: MESSAGES.required },
    ]);
    expect(violationsOf(await post(host, { property: '/users/1' }))).toEqual([
      { propertyPath: 'property', message: PROPERTY_MESSAGES.listingNotFound },
    ]);
  });

  it("keeps other users' listings and bedrooms out of reach", async () => {
    const theirs = await addProperty(t.app, other);
    expect(violationsOf(await post(host, { property: theirs.iri }))).toEqual([
      { propertyPath: 'property', message: PROPERTY_MESSAGES.listingNotFound },
    ]);
    const bedroom = (await post(other, { property: theirs.iri, doubleBeds: 2 })).json();
    await expectOutOfReach(host, bedroom['@id'], { doubleBeds: 0 });
    const list = await t.app.inject({ url: `/property-bedrooms?property=${theirs.iri}`, headers: host.auth });
    expect(list.json()['hydra:member']).toEqual([]);
    // Moving one's own bedroom to another user's listing is refused too.
    const mine = await addProperty(t.app, host);
    const own = (await post(host, { property: mine.iri })).json();
    expect(violationsOf(await put(host, own['@id'], { property: theirs.iri }))).toEqual([
      { propertyPath: 'property', message: PROPERTY_MESSAGES.listingNotFound },
    ]);
    expect((await t.app.inject({ url: bedroom['@id'], headers: other.auth })).json().doubleBeds).toBe(2);
  });
});
