import { GUEST_APP_MESSAGES, ratingOpensOn } from '@portal/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, violationsOf, openTestApp, type SignedInUser, type TestApp } from '../test/app.js';
import { addDirectBooking, inDays } from '../test/bookings.js';
import { addPricedProperty, joinBooking } from '../test/calendars.js';
import { testDatabases } from '../test/databases.js';
import { insertPhotos, putProperty } from '../test/listings.js';

interface Booking {
  id: number;
  '@id': string;
  inviteCode: string;
}

describe.each(testDatabases())('the guest app (guest view, purchases) on $name', (database) => {
  let t: TestApp;
  let host: SignedInUser;
  let guest: SignedInUser;
  let stranger: SignedInUser;
  let otherHost: SignedInUser;
  let soon: Booking;
  let later: Booking;
  let ended: Booking;
  let lateCheckout: { id: number; '@id': string };
  let notOffered: { id: number };
  let propertyId: number;

  const get = (user: SignedInUser, url: string) => t.app.inject({ url, headers: user.auth });
  const buy = (user: SignedInUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/purchases', headers: user.auth, payload });

  async function book(start: number, nights: number): Promise<Booking> {
    return addDirectBooking<Booking>(t.app, host, `/properties/${propertyId}`, start, nights);
  }

  async function service(user: SignedInUser, title: string, price: number) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/services',
      headers: user.auth,
      payload: { title, price, terms: 'Ask 24h ahead' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number; '@id': string }>();
  }

  beforeAll(async () => {
    t = await openTestApp(database);
    host = await signUp(t.app);
    guest = await signUp(t.app, { firstName: 'Grace', lastName: 'Hopper' });
    stranger = await signUp(t.app);
    otherHost = await signUp(t.app);
    await t.app.inject({ method: 'PUT', url: `/users/${host.id}`, headers: host.auth, payload: { currency: 'eur' } });
    const property = await addPricedProperty(t.app, host, 'Harbour View');
    propertyId = property.id;
    lateCheckout = await service(host, 'Late check-out', 2500);
    notOffered = await service(host, 'Airport transfer', 4500);
    const saved = await putProperty(t.app, host, propertyId, {
      services: [lateCheckout.id],
      wifiName: 'Harbour-5G',
      wifiCode: 'sea-breeze',
      welcomeMessage: 'Welcome to the harbour!',
      arriveAfter: '15:00',
      departBefore: '10:00',
      addressStreet: 'Church Street',
      addressTown: 'Whitby',
      checkInStep1Description: 'The key safe is left of the blue door.',
      checkOutStep2Description: 'Leave the keys on the table.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await insertPhotos(t.db, host.id, propertyId, 2);
    await t.app.inject({
      method: 'POST',
      url: '/home-guides',
      headers: host.auth,
      payload: { property: property.iri, type: 'heating', title: 'Boiler', description: 'Press the red button' },
    });
    soon = await book(1, 3);
    later = await book(20, 2);
    ended = await book(40, 2);
    // A stay that ends today (direct bookings cannot be made in the past).
    await t.db
      .updateTable('bookings')
      .set({ startDate: inDays(-3), endDate: inDays(0) })
      .where('id', '=', ended.id)
      .execute();
    for (const booking of [soon, later, ended]) {
      await joinBooking(t.app, guest, booking);
    }
  });
  afterAll(() => t.close());

  it('shows the joined guest the stay, its guides and the services on offer; wifi from the day before arrival', async () => {
    const response = await get(guest, `/bookings/${soon.id}/guest-view`);
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json();
    expect(view).toMatchObject({
      id: soon.id,
      startDate: inDays(1),
      numberOfGuest: 2,
      cancelled: false,
      listing: {
        name: 'Harbour View',
        address: { street: 'Church Street', town: 'Whitby' },
        arriveAfter: '15:00',
        departBefore: '10:00',
        welcomeMessage: 'Welcome to the harbour!',
      },
      checkInSteps: [{ description: 'The key safe is left of the blue door.', imageUrl: null }],
      checkOutSteps: [{ description: 'Leave the keys on the table.', imageUrl: null }],
      wifi: { name: 'Harbour-5G', code: 'sea-breeze' },
      homeGuides: [{ type: 'heating', title: 'Boiler' }],
      services: [
        { id: lateCheckout.id, title: 'Late check-out', price: 2500, currency: 'eur', terms: 'Ask 24h ahead' },
      ],
    });
    expect(view.listing.mainImage.mediumUrl).toMatch(/medium\.jpg$/);
    expect(JSON.stringify(view)).not.toContain(soon.inviteCode);

    const early = (await get(guest, `/bookings/${later.id}/guest-view`)).json();
    expect(early.wifi).toBeNull();
  });

  it('is not found for the host, another host, a stranger and an unknown booking', async () => {
    for (const user of [host, otherHost, stranger]) {
      expect((await get(user, `/bookings/${soon.id}/guest-view`)).statusCode).toBe(404);
    }
    expect((await get(guest, '/bookings/999999/guest-view')).statusCode).toBe(404);
  });

  it('orders offered services at their current price, pays on arrival and tells the host', async () => {
    const response = await buy(guest, {
      booking: soon['@id'],
      lineItems: [{ service: lateCheckout['@id'], quantity: 2 }],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      booking: soon['@id'],
      name: '2 × Late check-out',
      payment: 'on-arrival',
      lineItems: [{ name: 'Late check-out', quantity: 2, price: 2500, currency: 'eur', service: lateCheckout['@id'] }],
    });

    const messages = (await get(host, `/messages?booking=${soon['@id']}`)).json<{
      'hydra:member': { content: string; sender: { id: number } }[];
    }>()['hydra:member'];
    expect(messages.at(-1)).toMatchObject({
      content: 'Grace Hopper ordered 2 × Late check-out',
      sender: { id: guest.id },
    });

    for (const user of [host, guest]) {
      const list = (await get(user, `/purchases?booking[]=${soon['@id']}&booking[]=${later['@id']}`)).json();
      expect(list['hydra:member']).toHaveLength(1);
      expect(list['hydra:member'][0]).toMatchObject({ booking: soon['@id'], name: '2 × Late check-out' });
    }
    for (const user of [otherHost, stranger]) {
      expect((await get(user, `/purchases?booking[]=${soon['@id']}`)).json()['hydra:totalItems']).toBe(0);
    }
  });

  it('refuses services the listing does not offer, empty orders, and anyone but the joined guest', async () => {
    const refused = await buy(guest, { booking: soon['@id'], lineItems: [{ service: notOffered.id, quantity: 1 }] });
    expect(refused.statusCode).toBe(422);
    expect(violationsOf(refused)).toEqual([
      { propertyPath: 'lineItems', message: GUEST_APP_MESSAGES.serviceNotOffered },
    ]);
    const empty = await buy(guest, { booking: soon['@id'], lineItems: [{ service: lateCheckout.id, quantity: 0 }] });
    expect(violationsOf(empty)).toEqual([{ propertyPath: 'lineItems', message: GUEST_APP_MESSAGES.nothingChosen }]);
    expect(
      (await buy(guest, { booking: soon['@id'], lineItems: [{ service: lateCheckout.id, quantity: 99 }] })).statusCode,
    ).toBe(422);
    const tooMany = Array.from({ length: 21 }, () => ({ service: lateCheckout.id, quantity: 1 }));
    expect((await buy(guest, { booking: soon['@id'], lineItems: tooMany })).statusCode).toBe(422);
    for (const user of [host, otherHost, stranger]) {
      const answer = await buy(user, { booking: soon['@id'], lineItems: [{ service: lateCheckout.id, quantity: 1 }] });
      expect(answer.statusCode).toBe(404);
    }
  });

  const rate = (user: SignedInUser, booking: Booking, payload: object) =>
    t.app.inject({ method: 'POST', url: `/bookings/${booking.id}/rating`, headers: user.auth, payload });
  const stars = { cleanliness: 5, condition: 4, app: 5, overall: 4 };

  it('takes the guest’s rating once, from the checkout day on; the dashboard’s feedback counts it', async () => {
    const early = await rate(guest, later, stars);
    expect(early.statusCode).toBe(422);
    expect(violationsOf(early)).toEqual([{ propertyPath: 'overall', message: ratingOpensOn(inDays(22)) }]);
    expect((await get(guest, `/bookings/${ended.id}/guest-view`)).json()).toMatchObject({
      ratingOpen: true,
      rating: null,
    });

    const bad = await rate(guest, ended, { ...stars, app: 6, overall: null });
    expect(violationsOf(bad)).toEqual([
      { propertyPath: 'app', message: GUEST_APP_MESSAGES.ratingRange },
      { propertyPath: 'overall', message: GUEST_APP_MESSAGES.ratingRange },
    ]);
    for (const user of [host, otherHost, stranger]) expect((await rate(user, ended, stars)).statusCode).toBe(404);

    const rated = await rate(guest, ended, stars);
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json().rating).toMatchObject(stars);
    const again = await rate(guest, ended, stars);
    expect(violationsOf(again)).toEqual([{ propertyPath: 'overall', message: GUEST_APP_MESSAGES.alreadyRated }]);
    expect((await get(guest, `/bookings/${ended.id}/guest-view`)).json()).toMatchObject({
      ratingOpen: false,
      rating: stars,
    });

    const dashboard = await get(host, `/bookings/dashboard?today=${inDays(0)}&timeZone=UTC`);
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json().feedback).toEqual([expect.objectContaining({ bookingId: ended.id, overall: 4 })]);
  });
});
