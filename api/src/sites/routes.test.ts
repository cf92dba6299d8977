import { SITE_MESSAGES } from '@portal/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, signUp, violationsOf, type SignedInUser, type TestApp } from '../test/app.js';
import { inDays } from '../test/bookings.js';
import { addPricedProperty, insertImportedBooking } from '../test/calendars.js';
import { testDatabases } from '../test/databases.js';
import { insertPhotos, putProperty } from '../test/listings.js';
import { postCreated } from '../test/requests.js';

describe.each(testDatabases())('booking sites on $name', (database) => {
  let t: TestApp;
  let host: SignedInUser;
  let other: SignedInUser;
  let slug: string;
  let open: { id: number; iri: string };
  let closed: { id: number; iri: string };
  let archived: { id: number; iri: string };
  let othersListing: { id: number; iri: string };

  const openListing = (id: number) =>
    t.db.updateTable('properties').set({ isActive: 1 }).where('id', '=', id).execute();

  beforeAll(async () => {
    t = await openTestApp(database);
    host = await signUp(t.app, { firstName: 'Zoë', lastName: "O'Brien" });
    other = await signUp(t.app, { firstName: 'Zoë', lastName: "O'Brien" });
    await t.app.inject({ method: 'PUT', url: `/users/${host.id}`, headers: host.auth, payload: { currency: 'eur' } });
    open = await addPricedProperty(t.app, host, 'Harbour Loft', {
      description: 'Bright loft over the harbour.',
      addressTown: 'Whitby',
      addressStreet: '12 Church Street',
      wifiCode: 'secret-wifi',
      extraChargesEnabled: true,
      cleaningFee: 4000,
    });
    await openListing(open.id);
    await insertPhotos(t.db, host.id, open.id, 3);
    await t.app.inject({
      method: 'POST',
      url: '/property-bedrooms',
      headers: host.auth,
      payload: { property: open.iri, doubleBeds: 1, singleBeds: 2 },
    });
    await t.app.inject({
      method: 'POST',
      url: '/property-amenities',
      headers: host.auth,
      payload: { property: open.iri, wifi: true, bbq: true },
    });
    closed = await addPricedProperty(t.app, host, 'Closed Cabin');
    archived = await addPricedProperty(t.app, host, 'Archived Barn');
    await openListing(archived.id);
    expect((await putProperty(t.app, host, archived.id, { isArchived: true })).statusCode).toBe(200);
    othersListing = await addPricedProperty(t.app, other, 'Not Yours');
    await openListing(othersListing.id);
    const mine = await t.app.inject({ url: '/sites/mine', headers: host.auth });
    expect(mine.statusCode, mine.body).toBe(200);
    slug = mine.json<{ slug: string }>().slug;
  });
  afterAll(() => t.close());

  const anonymous = (url: string) => t.app.inject({ url });
  const request = (id: number, payload: object, siteSlug = slug) =>
    t.app.inject({ method: 'POST', url: `/public/sites/${siteSlug}/properties/${id}/booking-requests`, payload });
  const guest = (startDate: string, endDate: string, extra: object = {}) => ({
    guestName: 'Grace Hopper',
    email: 'grace@example.com',
    startDate,
    endDate,
    numberOfGuest: 2,
    ...extra,
  });

  it('gives each host a stable, unique address derived from the name', async () => {
    expect(slug).toBe('zoe-o-brien');
    const again = await t.app.inject({ url: '/sites/mine', headers: host.auth });
    expect(again.json()).toEqual({ slug, path: `/sites/${slug}` });
    const namesake = await t.app.inject({ url: '/sites/mine', headers: other.auth });
    expect(namesake.json().slug).toBe('zoe-o-brien-2');
    expect((await anonymous('/sites/mine')).statusCode).toBe(401);
  });

  it('redirects the frame link to the site, with the token in the query', async () => {
    const response = await anonymous(`/ru/generate-white-label?bearer=${encodeURIComponent(host.token)}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${t.config.publicUrl}/sites/${slug}`);
    expect((await anonymous('/ru/generate-white-label?bearer=nope')).statusCode).toBe(401);
  });

  it('lists open listings only, with nothing private', async () => {
    const response = await anonymous(`/public/sites/${slug}/properties`);
    expect(response.statusCode, response.body).toBe(200);
    const site = response.json();
    expect(site.host).toEqual({ slug, name: "Zoë O'Brien", currency: 'eur' });
    expect(site.listings.map((listing: { name: string }) => listing.name)).toEqual(['Harbour Loft']);
    expect(site.listings[0]).toMatchObject({ id: open.id, town: 'Whitby', bedroomCount: 1, canSleepMax: 4 });
    expect(site.listings[0].cover.url).toMatch(/medium\.jpg$/);
    for (const secret of [host.email, 'Church Street', 'secret-wifi', 'owner', 'icalExport', 'email']) {
      expect(response.body).not.toContain(secret);
    }
    expect((await anonymous('/public/sites/nobody-here/properties')).statusCode).toBe(404);
    expect((await anonymous('/public/sites/Bad..Slug/properties')).statusCode).toBe(400);
  });

  it('shows a listing with photos, bedrooms, amenities and its available nights', async () => {
    const [from, to] = [inDays(10), inDays(19)];
    await insertImportedBooking(t.db, open.id, 'airbnb', {
      startDate: inDays(12),
      endDate: inDays(14),
      providerGuestName: 'Private Guest',
    });
    await t.app.inject({
      method: 'POST',
      url: `/properties/${open.id}/availability-block/create`,
      headers: host.auth,
      payload: { fromDate: inDays(16), toDate: inDays(16) },
    });
    const response = await anonymous(`/public/sites/${slug}/properties/${open.id}?from=${from}&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    const { listing, nights } = response.json();
    expect(listing).toMatchObject({
      name: 'Harbour Loft',
      description: 'Bright loft over the harbour.',
      bedrooms: [{ doubleBeds: 1, singleBeds: 2 }],
      amenities: [
        { key: 'wifi', label: expect.any(String) },
        { key: 'bbq', label: 'BBQ' },
      ],
    });
    expect(listing.photos).toHaveLength(3);
    expect(nights).toHaveLength(10);
    const unavailable = nights.filter((night: { available: boolean }) => !night.available);
    expect(unavailable.map((night: { date: string }) => night.date)).toEqual([inDays(12), inDays(13), inDays(16)]);
    expect(response.body).not.toContain('Private Guest');
    expect(response.body).not.toContain('secret-wifi');
    const tooLong = await anonymous(`/public/sites/${slug}/properties/${open.id}?from=${from}&to=${inDays(400)}`);
    expect(violationsOf(tooLong)[0]!.propertyPath).toBe('to');
  });

  it('hides closed, archived and other hosts’ listings (404)', async () => {
    for (const id of [closed.id, archived.id, othersListing.id]) {
      expect((await anonymous(`/public/sites/${slug}/properties/${id}`)).statusCode).toBe(404);
      expect((await request(id, guest(inDays(40), inDays(42)))).statusCode).toBe(404);
    }
    // The other host's own site does show it: the slug and the listing must match.
    const othersSlug = (await t.app.inject({ url: '/sites/mine', headers: other.auth })).json().slug;
    expect((await anonymous(`/public/sites/${othersSlug}/properties/${othersListing.id}`)).statusCode).toBe(200);
    expect((await anonymous(`/public/sites/${othersSlug}/properties/${open.id}`)).statusCode).toBe(404);
  });

  it('quotes the price a request then stores with the booking', async () => {
    const [startDate, endDate] = [inDays(30), inDays(33)];
    const quoted = await anonymous(
      `/public/sites/${slug}/properties/${open.id}/stay-quote?startDate=${startDate}&endDate=${endDate}&numberOfGuest=3`,
    );
    expect(quoted.statusCode, quoted.body).toBe(200);
    const { available, ...quote } = quoted.json();
    expect(available).toBe(true);
    expect(quote).toMatchObject({ nights: 3, subtotal: 30000, feesTotal: 4000, total: 34000 });
    await postCreated(t.app, host, '/webhook-endpoints', {
      url: 'https://hooks.example.com/portal',
      events: ['booking.created'],
    });
    const created = await request(open.id, guest(startDate, endDate, { numberOfGuest: 3 }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({ message: SITE_MESSAGES.requestSent, startDate, endDate });
    const stored = await t.db
      .selectFrom('bookings')
      .selectAll()
      .where('propertyId', '=', open.id)
      .where('startDate', '=', startDate)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.quote!)).toEqual(quote);
    expect(stored).toMatchObject({
      providerGuestName: 'Grace Hopper',
      guestEmail: 'grace@example.com',
      numberOfGuest: 3,
      calendarId: null,
      ota: null,
    });
    // The host sees it in the calendar like any direct booking.
    const calendar = await t.app.inject({
      url: `/bookings?property[]=${open.iri}&from=${startDate}&to=${endDate}`,
      headers: host.auth,
    });
    const hosted = calendar.json()['hydra:member'].find((b: { startDate: string }) => b.startDate === startDate);
    expect(hosted).toMatchObject({ providerGuestName: 'Grace Hopper', guestEmail: 'grace@example.com' });
    const pushes = await t.app.inject({ url: `/property-sync-logs?property[]=${open.iri}`, headers: host.auth });
    expect(pushes.json()['hydra:member']).toContainEqual(expect.objectContaining({ kind: 'rad', changed: 'bookings' }));
    const after = await anonymous(
      `/public/sites/${slug}/properties/${open.id}/stay-quote?startDate=${startDate}&endDate=${endDate}`,
    );
    expect(after.json().available).toBe(false);
    // The host's webhook endpoint gets booking.created (queued: this test's worker is not started).
    const delivery = await t.db.selectFrom('webhookDeliveries').selectAll().executeTakeFirstOrThrow();
    expect(delivery.eventType).toBe('booking.created');
    expect(JSON.parse(delivery.payload).data).toMatchObject({ id: stored.id, guestEmail: 'grace@example.com' });
  });

  it('lets exactly one of racing requests win; the others are told the dates are no longer available', async () => {
    for (let round = 0; round < 2; round++) {
      const base = 60 + round * 20;
      const responses = await Promise.all([
        request(open.id, guest(inDays(base), inDays(base + 4))),
        request(open.id, guest(inDays(base + 2), inDays(base + 6))),
        request(open.id, guest(inDays(base + 3), inDays(base + 5))),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422, 422]);
      for (const lost of responses.filter((response) => response.statusCode === 422)) {
        expect(violationsOf(lost)).toEqual([{ propertyPath: 'startDate', message: SITE_MESSAGES.noLongerAvailable }]);
      }
    }
  });

  it('answers bad input with the §5 messages, bounded', async () => {
    const missing = violationsOf(await request(open.id, {}));
    expect(missing.map((v) => v.propertyPath).sort()).toEqual([
      'email',
      'endDate',
      'guestName',
      'numberOfGuest',
      'startDate',
    ]);
    const wrong = violationsOf(
      await request(open.id, guest(inDays(100), inDays(102), { email: 'not-an-email', numberOfGuest: 1.5 })),
    );
    expect(wrong.map((v) => v.propertyPath).sort()).toEqual(['email', 'numberOfGuest']);
    const crowd = violationsOf(await request(open.id, guest(inDays(100), inDays(102), { numberOfGuest: 9 })));
    expect(crowd[0]!.message).toBe('This listing sleeps at most 4 guests');
    const huge = await request(open.id, guest(inDays(100), inDays(102), { guestName: 'x'.repeat(300) }));
    expect(violationsOf(huge)[0]!.propertyPath).toBe('guestName');
    const farAway = violationsOf(await request(open.id, guest(inDays(900), inDays(902))));
    expect(farAway[0]!.propertyPath).toBe('startDate');
    // The listing's minimum stay is 2 nights.
    const short = violationsOf(await request(open.id, guest(inDays(100), inDays(101))));
    expect(short).toEqual([{ propertyPath: 'endDate', message: SITE_MESSAGES.minimumStay(2) }]);
  });
});
