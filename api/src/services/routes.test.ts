import { MESSAGES, PROPERTY_MESSAGES, SERVICE_LIMITS, SERVICE_MESSAGES } from '@portal/schema';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, violationsOf } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { addProperty, putProperty } from '../test/listings.js';
import { multipartBody } from '../test/multipart.js';
import { withResourceSuite } from '../test/resource-suite.js';
import { insertPurchase, listPurchasesOf } from './repository.js';
import { toPurchaseItem } from './representation.js';

describe.each(testDatabases())('/services on $name', (database) => {
  const { t, host, other, post, put, expectOutOfReach, expectDeleted } = withResourceSuite(database, '/services');
  beforeAll(async () => {
    for (const [user, currency] of [
      [host, 'eur'],
      [other, 'gbp'],
    ] as const) {
      const set = await t.app.inject({
        method: 'PUT',
        url: `/users/${user.id}`,
        headers: user.auth,
        payload: { currency },
      });
      expect(set.statusCode, set.body).toBe(200);
    }
  });

  it("creates in the owner's currency, lists by title, edits, clears and deletes", async () => {
    const created = await post(host, {
      title: 'Airport transfer',
      price: 4500,
      description: 'From CDG',
      terms: 'Book 24h ahead',
    });
    expect(created.statusCode, created.body).toBe(201);
    const service = created.json();
    expect(service).toEqual({
      '@id': `/services/${service.id}`,
      '@type': 'Service',
      id: service.id,
      title: 'Airport transfer',
      price: 4500,
      currency: 'eur',
      currencySymbol: '€',
      description: 'From CDG',
      image: null,
      imageUrls: null,
      terms: 'Book 24h ahead',
    });
    expect(created.headers.location).toBe(service['@id']);
    await post(host, { title: 'Breakfast hamper', price: 100, currency: 'usd' });
    const list = (await t.app.inject({ url: '/services', headers: host.auth })).json();
    expect(list['hydra:member'].map((s: { title: string; currency: string }) => [s.title, s.currency])).toEqual([
      ['Airport transfer', 'eur'],
      ['Breakfast hamper', 'eur'],
    ]);

    const edited = await put(host, service['@id'], { price: 5000, description: null });
    expect(edited.json()).toMatchObject({
      title: 'Airport transfer',
      price: 5000,
      description: null,
      terms: 'Book 24h ahead',
    });
    await expectDeleted(host, service['@id']);
  });

  it('refuses a missing title or price, a price under 1.00, text too long and a foreign image', async () => {
    expect(violationsOf(await post(host, {}))).toEqual([
      { propertyPath: 'title', message: MESSAGES.required },
      { propertyPath: 'price', message: MESSAGES.required },
    ]);
    expect(violationsOf(await post(host, { title: 'Late checkout', price: 99 }))).toEqual([
      { propertyPath: 'price', message: MESSAGES.priceTooLow },
    ]);
    expect(violationsOf(await post(host, { title: 'Late checkout', price: 12.5 }))).toEqual([
      { propertyPath: 'price', message: PROPERTY_MESSAGES.mustBeWholeNumber },
    ]);
    expect(
      violationsOf(
        await post(host, {
          title: 'x'.repeat(SERVICE_LIMITS.titleMax + 1),
          price: 100,
          terms: 'y'.repeat(SERVICE_LIMITS.termsMax + 1),
        }),
      ),
    ).toEqual([
      { propertyPath: 'title', message: SERVICE_MESSAGES.titleTooLong },
      { propertyPath: 'terms', message: SERVICE_MESSAGES.termsTooLong },
    ]);
    expect(violationsOf(await post(host, { title: 'Late checkout', price: 100, image: '__uploading__' }))).toEqual([
      { propertyPath: 'image', message: MESSAGES.imageUploading },
    ]);
    expect(violationsOf(await post(host, { title: 'Late checkout', price: 100, image: '/images/999999' }))).toEqual([
      { propertyPath: 'image', message: PROPERTY_MESSAGES.imageNotFound },
    ]);
    const service = (await post(host, { title: 'Late checkout', price: 2000 })).json();
    expect(violationsOf(await put(host, service['@id'], { title: '', price: 50 }))).toEqual([
      { propertyPath: 'title', message: MESSAGES.required },
      { propertyPath: 'price', message: MESSAGES.priceTooLow },
    ]);
  });

  it('asks for a currency first', async () => {
    const newcomer = await signUp(t.app);
    expect(violationsOf(await post(newcomer, { title: 'Bike hire', price: 1500 }))).toEqual([
      { propertyPath: 'currency', message: SERVICE_MESSAGES.currencyFirst },
    ]);
  });

  it('shows an uploaded image in every size', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2a9d8f' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartBody({}, [{ filename: 'bike.png', contentType: 'image/png', data: png }]);
    const image = (
      await t.app.inject({ method: 'POST', url: '/images', headers: { ...host.auth, ...headers }, payload })
    ).json();
    const service = (await post(host, { title: 'Bike hire', price: 1500, image: image['@id'] })).json();
    expect(service.image).toBe(image['@id']);
    expect(service.imageUrls).toEqual({
      squareSmallUrl: image.squareSmallUrl,
      mediumUrl: image.mediumUrl,
      largeUrl: image.largeUrl,
      originalUrl: image.originalUrl,
    });
    // Another user cannot use it.
    expect(violationsOf(await post(other, { title: 'Bike hire', price: 1500, image: image['@id'] }))).toEqual([
      { propertyPath: 'image', message: PROPERTY_MESSAGES.imageNotFound },
    ]);
  });

  it('attaches services to a listing (own services only) and reads them by listing', async () => {
    const { id, iri } = await addProperty(t.app, host);
    const a = (await post(host, { title: 'Welcome pack', price: 2500 })).json();
    const b = (await post(host, { title: 'Pool heating', price: 3000 })).json();
    const theirs = (await post(other, { title: 'Theirs', price: 3000 })).json();
    const refused = await putProperty(t.app, host, id, { services: [a.id, theirs.id] });
    expect(violationsOf(refused)).toEqual([{ propertyPath: 'services', message: SERVICE_MESSAGES.serviceNotFound }]);
    const saved = await putProperty(t.app, host, id, { services: [b['@id'], a.id] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().services).toEqual([b.id, a.id]);
    const offered = (await t.app.inject({ url: `/services?property=${iri}`, headers: host.auth })).json();
    expect(offered['hydra:member'].map((s: { title: string }) => s.title)).toEqual(['Pool heating', 'Welcome pack']);

    // Deleting a service takes it off the listing.
    await t.app.inject({ method: 'DELETE', url: b['@id'], headers: host.auth });
    expect((await t.app.inject({ url: `/properties/${id}`, headers: host.auth })).json().services).toEqual([a.id]);
  });

  it('keeps the line items of a purchase readable after its service is deleted', async () => {
    const { id: propertyId } = await addProperty(t.app, host);
    const service = (await post(host, { title: 'Champagne on arrival', price: 6500 })).json();
    const booking = await t.db
      .insertInto('bookings')
      .values({ propertyId, startDate: '2027-05-01', endDate: '2027-05-04', createdAt: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await t.db.selectFrom('services').selectAll().where('id', '=', service.id).executeTakeFirstOrThrow();
    await insertPurchase(t.db, booking.id, 'Order 1', [{ service: row, quantity: 2 }]);
    expect((await t.app.inject({ method: 'DELETE', url: service['@id'], headers: host.auth })).statusCode).toBe(204);
    const [purchase] = await listPurchasesOf(t.db, [booking.id]);
    expect(toPurchaseItem(purchase!).lineItems).toEqual([
      {
        id: expect.any(Number),
        name: 'Champagne on arrival',
        quantity: 2,
        price: 6500,
        currency: 'eur',
        service: null,
      },
    ]);
  });

  it("keeps other users' services out of reach", async () => {
    const theirs = (await post(other, { title: 'Cot hire', price: 1000 })).json();
    expect(theirs.currency).toBe('gbp');
    await expectOutOfReach(host, theirs['@id'], { price: 2000 });
    const mine = (await t.app.inject({ url: `/services?id[]=${theirs.id}`, headers: host.auth })).json();
    expect(mine['hydra:member']).toEqual([]);
    expect((await t.app.inject({ url: theirs['@id'], headers: other.auth })).json().price).toBe(1000);
    expect((await t.app.inject({ url: '/services' })).statusCode).toBe(401);
  });
});
