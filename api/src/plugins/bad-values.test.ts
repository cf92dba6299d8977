import { API_LIMITS } from '@portal/schema';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { newRegistration, violationsOf, withTestApp } from '../test/app.js';
import { addPricedProperty } from '../test/calendars.js';
import { testDatabases } from '../test/databases.js';
import { multipartBody } from '../test/multipart.js';
import { NUL_MESSAGE, nulPath } from './input-guards.js';

const NUL = '\u0000';

describe('nulPath', () => {
  it('finds a NUL in nested values and keys, by path', () => {
    expect(nulPath({ a: 'x', b: [1, { c: `y${NUL}` }] })).toBe('b.1.c');
    expect(nulPath({ [`k${NUL}`]: 'v' })).toBe(`k${NUL}`);
    expect(nulPath({ a: 'clean', b: null, c: 3 })).toBeNull();
    expect(nulPath(Buffer.from([0, 0, 0]))).toBeNull(); // raw uploads are bytes, not text
  });

  it('walks any depth without recursion', () => {
    let deep: unknown = NUL;
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(nulPath(deep)).toMatch(/^0(\.0)*$/);
  });
});

describe.each(testDatabases())('bad values on $name', (database) => {
  const t = withTestApp(database);
  const host = t.user();
  let listing: { id: number; iri: string };
  beforeAll(async () => {
    listing = await addPricedProperty(t.app, host, 'Harbour View');
  });

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: host.auth, ...(payload && { payload }) });

  it('a NUL in any string of a JSON body is a 422 on that field, on every route, and nothing is stored', async () => {
    const cases: [method: 'POST' | 'PUT', url: () => string, body: object, field: string][] = [
      ['POST', () => '/register', newRegistration({ firstName: `Ada${NUL}` }), 'firstName'],
      ['POST', () => '/login', { email: 'ada@example.com', password: `Secret${NUL}1` }, 'password'],
      ['POST', () => '/properties', { name: `Cottage${NUL}` }, 'name'],
      ['PUT', () => `/properties/${listing.id}`, { description: `Sea${NUL}view` }, 'description'],
      ['PUT', () => `/properties/${listing.id}`, { services: [1, `2${NUL}`] }, 'services.1'],
      ['PUT', () => `/users/${host.id}/profile`, { addressStreet: `${NUL}` }, 'addressStreet'],
      ['POST', () => '/seasonal-rates', { property: `${listing.iri}${NUL}`, fromDate: '2030-06-01' }, 'property'],
      [
        'POST',
        () => '/calendars',
        { property: listing.iri, url: `https://www.airbnb.com/calendar/ical/1.ics${NUL}` },
        'url',
      ],
      ['POST', () => '/message-templates', { name: 'Hello', content: `Hi${NUL}` }, 'content'],
      ['POST', () => '/messages', { booking: '/bookings/1', content: `Hi${NUL}` }, 'content'],
      [
        'POST',
        () => '/bookings',
        { property: listing.iri, startDate: '2030-01-01', endDate: '2030-01-03', providerGuestName: `G${NUL}` },
        'providerGuestName',
      ],
      ['POST', () => `/properties/${listing.id}/content/push`, { changed: `name${NUL}` }, 'changed'],
    ];
    for (const [method, url, body, field] of cases) {
      const response = await send(method, url(), body);
      expect(violationsOf(response), `${method} ${url()}`).toEqual([{ propertyPath: field, message: NUL_MESSAGE }]);
    }
    const unchanged = await send('GET', `/properties/${listing.id}`);
    expect(unchanged.json()).toMatchObject({ name: 'Harbour View', description: null });
  });

  it('a NUL in a multipart field is a 422 on that field', async () => {
    const data = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const { payload, headers } = multipartBody({ caption: `Front${NUL}door` }, [
      { filename: 'a.jpg', contentType: 'image/jpeg', data },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/images',
      headers: { ...host.auth, ...headers },
      payload,
    });
    expect(violationsOf(response)).toEqual([{ propertyPath: 'caption', message: NUL_MESSAGE }]);
  });

  it('a NUL in a query or path parameter is a 400 naming it', async () => {
    const cases: [url: string, message: string][] = [
      ['/places/autocomplete?input=Whit%00by', "Query parameter 'input'"],
      ['/bookings?from=2030-01-01%00', "Query parameter 'from'"],
      ['/bookings?property[]=/properties/1%00', "Query parameter 'property[]'"],
      ['/messages?booking=/bookings/1%00', "Query parameter 'booking'"],
      ['/places/ChIJ%00abc', "Path parameter 'placeId'"],
      ['/ical/abc%00def.ics', "Path parameter 'file'"],
      ['/uploads/files/a%00b.png', "Path parameter '*'"],
    ];
    for (const [url, message] of cases) {
      const response = await send('GET', url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(`${message}: ${NUL_MESSAGE}`);
    }
  });

  it(`a JSON body over ${API_LIMITS.jsonBodyMaxBytes} bytes is a 413`, async () => {
    const response = await send('POST', '/properties', { name: 'x'.repeat(API_LIMITS.jsonBodyMaxBytes) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'Request body is too large',
    });
  });
});
