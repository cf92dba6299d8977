import { API_LIMITS, PROPERTY_MESSAGES } from '@portal/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { batches } from '../db/batches.js';
import { signUp, violationsOf, withTestApp } from '../test/app.js';
import { addPricedProperty } from '../test/calendars.js';
import { testDatabases } from '../test/databases.js';
import { addProperty, putProperty } from '../test/listings.js';
import { COLLECTION_CAPS } from './collection-caps.js';

const BEYOND_INTEGER = ['2147483648', '99999999999999999999'];

const repeated = (name: string, count: number, value: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => `${name}=${encodeURIComponent(value(index))}`).join('&');

interface Collection {
  'hydra:member': { id?: number; name?: string; content?: string }[];
  'hydra:totalItems': number;
}

describe.each(testDatabases())('REST bounds on $name', (database) => {
  const t = withTestApp(database);
  const host = t.user();
  let listing: { id: number; iri: string };
  beforeAll(async () => {
    listing = await addPricedProperty(t.app, host, 'Harbour View');
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: host.auth });

  describe('list filters take at most 100 values', () => {
    const filters: [string, string, (index: number) => string][] = [
      ['/properties', 'id[]', (i) => String(i + 1)],
      ['/bookings', 'id[]', (i) => String(i + 1)],
      ['/bookings', 'property[]', (i) => `/properties/${i + 1}`],
      ['/images', 'property[]', (i) => `/properties/${i + 1}`],
      ['/property-bedrooms', 'id', (i) => String(i + 1)],
      ['/property-amenities', 'property', (i) => `/properties/${i + 1}`],
      ['/seasonal-rates', 'id[]', (i) => String(i + 1)],
      ['/calendars', 'property[]', (i) => `/properties/${i + 1}`],
      ['/property-sync-logs', 'property[]', (i) => `/properties/${i + 1}`],
      ['/users', 'id[]', (i) => String(i + 1)],
      ['/property-calendars?from=2026-01-01&to=2026-01-31', 'propertyId[]', (i) => String(i + 1)],
      ['/property-calendars?from=2026-01-01&to=2026-01-31', 'propertyId', (i) => String(i + 1)],
    ];

    it.each(filters)(
      '%s ?%s= answers 100 values and refuses 101 with a 400 naming the limit',
      async (path, name, value) => {
        const join = path.includes('?') ? '&' : '?';
        const within = await get(`${path}${join}${repeated(name, API_LIMITS.filterValuesMax, value)}`);
        expect(within.statusCode, within.body).toBe(200);
        const over = await get(`${path}${join}${repeated(name, API_LIMITS.filterValuesMax + 1, value)}`);
        expect(over.statusCode).toBe(400);
        expect(over.json()).toMatchObject({ message: `Too many values for '${name}': at most 100 in one request` });
      },
    );

    it('a filter mixing the plain and the [] form counts both', async () => {
      const half = (name: string) => repeated(name, 60, (i) => String(i + 1));
      const response = await get(`/properties?${half('id')}&${half('id[]')}`);
      expect(response.statusCode).toBe(200); // each list is bounded on its own ...
      expect(response.json<Collection>()['hydra:totalItems']).toBe(1); // ... and their union matches as one filter
    });
  });

  describe('ids beyond the integer range', () => {
    const itemPaths = (id: string) => [
      `/properties/${id}`,
      `/bookings/${id}`,
      `/images/${id}`,
      `/property-bedrooms/${id}`,
      `/property-amenities/${id}`,
      `/seasonal-rates/${id}`,
      `/calendars/${id}`,
      `/messages/${id}`,
      `/message-templates/${id}`,
      `/property-sync-logs/${id}`,
      `/users/${id}`,
      `/booking-invoice/pdf/${id}`,
      `/properties/${id}/stay-quote?startDate=2030-01-01&endDate=2030-01-03`,
    ];

    it.each(BEYOND_INTEGER)('name no item: GET, PUT, DELETE and POST on %s answer 404', async (id) => {
      for (const url of itemPaths(id)) {
        const response = await get(url);
        expect(response.statusCode, `${url}: ${response.body}`).toBe(404);
        expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not found' });
      }
      const writes: [method: 'PUT' | 'DELETE' | 'POST', url: string][] = [
        ['PUT', `/properties/${id}`],
        ['PUT', `/seasonal-rates/${id}`],
        ['DELETE', `/images/${id}`],
        ['DELETE', `/bookings/${id}`],
        ['POST', `/bookings/${id}/cancel`],
        ['POST', `/calendars/${id}/sync`],
        ['POST', `/properties/${id}/availability-block/create`],
        ['POST', `/copy-property-booking-settings/${listing.id}/${id}`],
      ];
      for (const [method, url] of writes) {
        const response = await t.app.inject({ method, url, headers: host.auth, payload: {} });
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(404);
      }
    });

    it.each(BEYOND_INTEGER)('match nothing in a list filter (%s), like another user’s id', async (id) => {
      for (const url of [
        `/properties?id[]=${id}`,
        `/bookings?id[]=${id}&property[]=/properties/${id}`,
        `/images?property=/properties/${id}`,
        `/users?id[]=${id}`,
      ]) {
        const response = await get(url);
        expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
        expect(response.json<Collection>()['hydra:member']).toEqual([]);
      }
      const calendars = await get(`/property-calendars?from=2026-01-01&to=2026-01-02&propertyId[]=${id}`);
      expect(calendars.json<Collection>()['hydra:totalItems']).toBe(0);
    });

    it('in a body reference, name a listing or photo that does not exist (422 on the field)', async () => {
      const booking = await t.app.inject({
        method: 'POST',
        url: '/bookings',
        headers: host.auth,
        payload: {
          property: '/properties/2147483648',
          startDate: '2030-01-01',
          endDate: '2030-01-03',
          providerGuestName: 'Grace',
          numberOfGuest: 2,
        },
      });
      expect(violationsOf(booking)).toContainEqual({
        propertyPath: 'property',
        message: PROPERTY_MESSAGES.listingNotFound,
      });
      const bedroom = await t.app.inject({
        method: 'POST',
        url: '/property-bedrooms',
        headers: host.auth,
        payload: { property: '/properties/99999999999' },
      });
      expect(violationsOf(bedroom)).toContainEqual({
        propertyPath: 'property',
        message: PROPERTY_MESSAGES.listingNotFound,
      });
      const step = await putProperty(t.app, host, listing.id, { checkInStep1Image: '/images/2147483648' });
      expect(violationsOf(step).map((violation) => violation.propertyPath)).toEqual(['checkInStep1Image']);
      const messages = await get('/messages?booking=/bookings/1&after=2147483648');
      expect(messages.statusCode).toBe(400);
    });
  });

  describe('collections stop at their cap and still count every item', () => {
    it(`GET /properties answers ${COLLECTION_CAPS.properties} listings by name of more`, async () => {
      const owner = await signUp(t.app);
      const now = new Date().toISOString();
      const count = COLLECTION_CAPS.properties + 1;
      for (let first = 0; first < count; first += 250) {
        const rows = Array.from({ length: Math.min(250, count - first) }, (_, index) => ({
          ownerId: owner.id,
          name: `Listing ${String(first + index).padStart(4, '0')}`,
          icalExportToken: `token-${owner.id}-${first + index}`,
          createdAt: now,
          updatedAt: now,
        }));
        await t.db.insertInto('properties').values(rows).execute();
      }
      const read = (url: string) => t.app.inject({ method: 'GET', url, headers: owner.auth });
      const all = (await read('/properties')).json<Collection>();
      expect(all['hydra:member']).toHaveLength(COLLECTION_CAPS.properties);
      expect(all['hydra:totalItems']).toBe(count);
      expect(all['hydra:member'].at(-1)!.name).toBe('Listing 0999');

      // The multi-property calendar: at most 500 listings, fewer over a long window (listings × days ≤ 100,000).
      const short = (await read('/property-calendars?from=2026-01-01&to=2026-01-02')).json<Collection>();
      expect(short['hydra:member']).toHaveLength(COLLECTION_CAPS.propertyCalendars);
      expect(short['hydra:totalItems']).toBe(count);
      const long = (await read('/property-calendars?from=2026-01-01&to=2027-02-04')).json<Collection>();
      expect(long['hydra:member']).toHaveLength(COLLECTION_CAPS.propertyCalendarDays / 400);
      expect(long['hydra:totalItems']).toBe(count);
    });

    it(`GET /property-bedrooms answers ${COLLECTION_CAPS.subResources} of more`, async () => {
      const { id } = await addProperty(t.app, host, 'Many Rooms');
      const count = COLLECTION_CAPS.subResources + 1;
      const now = new Date().toISOString();
      const rows = Array.from({ length: count }, () => ({
        propertyId: id,
        doubleBeds: 1,
        singleBeds: 0,
        createdAt: now,
      }));
      for (const batch of batches(rows, 250)) await t.db.insertInto('propertyBedrooms').values(batch).execute();
      const page = (await get(`/property-bedrooms?property=/properties/${id}`)).json<Collection>();
      expect(page['hydra:member']).toHaveLength(COLLECTION_CAPS.subResources);
      expect(page['hydra:totalItems']).toBe(count);
      const under = (await get(`/property-bedrooms?property=/properties/${id}&id[]=1&id[]=2`)).json<Collection>();
      expect(under['hydra:totalItems']).toBe(under['hydra:member'].length);
    });

    it(`GET /messages answers the newest ${COLLECTION_CAPS.messages}, oldest first; with after, the first ones after it`, async () => {
      const guestless = await t.app.inject({
        method: 'POST',
        url: '/bookings',
        headers: host.auth,
        payload: {
          property: listing.iri,
          startDate: '2030-03-01',
          endDate: '2030-03-04',
          providerGuestName: 'Grace',
          numberOfGuest: 2,
        },
      });
      expect(guestless.statusCode, guestless.body).toBe(201);
      const bookingId = guestless.json<{ id: number }>().id;
      const count = COLLECTION_CAPS.messages + 1;
      const now = new Date().toISOString();
      const rows = Array.from({ length: count }, (_, index) => ({
        bookingId,
        senderId: host.id,
        content: `Message ${index}`,
        createdAt: now,
      }));
      for (const batch of batches(rows, 250)) await t.db.insertInto('messages').values(batch).execute();
      const newest = (await get(`/messages?booking=/bookings/${bookingId}`)).json<Collection>();
      expect(newest['hydra:totalItems']).toBe(count);
      expect(newest['hydra:member']).toHaveLength(COLLECTION_CAPS.messages);
      expect(newest['hydra:member'][0]!.content).toBe('Message 1');
      expect(newest['hydra:member'].at(-1)!.content).toBe(`Message ${count - 1}`);

      const messageZeroId = newest['hydra:member'][0]!.id! - 1;
      const after = (
        await get(`/messages?booking=/bookings/${bookingId}&after=${messageZeroId - 1}`)
      ).json<Collection>();
      expect(after['hydra:member']).toHaveLength(COLLECTION_CAPS.messages);
      expect(after['hydra:member'][0]!.content).toBe('Message 0');
      expect(after['hydra:totalItems']).toBe(count);
    });
  });
});
