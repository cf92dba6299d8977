import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, signUp, type SignedInUser, type TestApp } from '../test/app.js';
import { insertImportedBooking } from '../test/calendars.js';
import { testDatabases } from '../test/databases.js';
import { addProperty } from '../test/listings.js';

interface Page {
  'hydra:member': { '@id': string; id: number }[];
  'hydra:totalItems': number;
  'hydra:view'?: Record<string, string>;
}

/** `?page=` of a view link (its other parameters are checked where it matters). */
const pageNumberOf = (link: string | undefined) =>
  link === undefined ? undefined : Number(new URLSearchParams(link.split('?')[1]).get('page'));

describe.each(testDatabases())('REST pagination on $name', (database) => {
  let t: TestApp;
  let host: SignedInUser;
  let other: SignedInUser;
  const propertyIds: number[] = [];
  let propertyIri = '';
  let bookingIds: number[] = [];
  let otherBookingId = 0;

  beforeAll(async () => {
    t = await openTestApp(database);
    host = await signUp(t.app);
    other = await signUp(t.app);
    // Five listings of one name: only `id` orders them.
    for (let index = 0; index < 5; index++) propertyIds.push((await addProperty(t.app, host, 'Same Name')).id);
    await addProperty(t.app, other, 'Same Name');
    propertyIri = `/properties/${propertyIds[0]}`;
    const stays = ['2027-01-01', '2027-01-01', '2027-02-01'];
    for (const [index, startDate] of stays.entries()) {
      const endDate = `2027-0${index + 1}-05`;
      await insertImportedBooking(t.db, propertyIds[0]!, 'airbnb', { startDate, endDate });
    }
    const theirs = (await addProperty(t.app, other, 'Theirs')).id;
    await insertImportedBooking(t.db, theirs, 'airbnb', { startDate: '2027-01-01', endDate: '2027-01-04' });
    const bookings = await t.db.selectFrom('bookings').select(['id', 'propertyId']).orderBy('id').execute();
    bookingIds = bookings.filter((row) => row.propertyId === propertyIds[0]).map((row) => row.id);
    otherBookingId = bookings.find((row) => row.propertyId === theirs)!.id;
    const createdAt = new Date().toISOString();
    for (let index = 0; index < 5; index++) {
      await t.db
        .insertInto('messages')
        .values({ bookingId: bookingIds[0]!, senderId: host.id, content: `Message ${index}`, createdAt })
        .execute();
      await t.db
        .insertInto('purchases')
        .values({ bookingId: bookingIds[index % 2]!, name: `Order ${index}`, createdAt })
        .execute();
    }
    await t.db.insertInto('purchases').values({ bookingId: otherBookingId, name: 'Their order', createdAt }).execute();
  });
  afterAll(() => t.close());

  const read = async (url: string, user = host) => {
    const response = await t.app.inject({ url, headers: user.auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };

  /** Every page of `url` (which has no `page` yet), following `hydra:next`. */
  async function walk(url: string, itemsPerPage: number) {
    const seen: number[] = [];
    let next: string | undefined = `${url}${url.includes('?') ? '&' : '?'}itemsPerPage=${itemsPerPage}`;
    let pages = 0;
    let total = -1;
    while (next) {
      const page = await read(next);
      total = page['hydra:totalItems'];
      expect(page['hydra:member'].length).toBeLessThanOrEqual(itemsPerPage);
      seen.push(...page['hydra:member'].map((member) => member.id));
      next = page['hydra:view']?.['hydra:next'];
      pages++;
    }
    return { seen, pages, total };
  }

  it('answers a page of the listings with its total and view links, equal names ordered by id', async () => {
    const first = await read('/properties?isArchived=false&itemsPerPage=2');
    expect(first['hydra:member'].map((member) => member.id)).toEqual(propertyIds.slice(0, 2));
    expect(first['hydra:totalItems']).toBe(5);
    const view = first['hydra:view']!;
    expect(view['@id']).toBe('/properties?isArchived=false&itemsPerPage=2&page=1');
    expect(pageNumberOf(view['hydra:first'])).toBe(1);
    expect(pageNumberOf(view['hydra:last'])).toBe(3);
    expect(pageNumberOf(view['hydra:next'])).toBe(2);
    expect(view['hydra:previous']).toBeUndefined();
    expect(view['hydra:next']).toContain('isArchived=false');

    const last = await read('/properties?page=3&itemsPerPage=2');
    expect(last['hydra:member'].map((member) => member.id)).toEqual(propertyIds.slice(4));
    expect(last['hydra:view']!['hydra:next']).toBeUndefined();
    expect(pageNumberOf(last['hydra:view']!['hydra:previous'])).toBe(2);

    const beyond = await read('/properties?page=9&itemsPerPage=2');
    expect(beyond['hydra:member']).toEqual([]);
    expect(beyond['hydra:totalItems']).toBe(5);

    expect(await walk('/properties', 2)).toEqual({ seen: propertyIds, pages: 3, total: 5 });
    // `page` alone takes the default size.
    expect((await read('/properties?page=1'))['hydra:member']).toHaveLength(5);
  });

  it('answers as before without page parameters', async () => {
    const all = await read('/properties');
    expect(all['hydra:view']).toBeUndefined();
    expect(all['hydra:member'].map((member) => member.id)).toEqual(propertyIds);
    expect(all).toEqual({ 'hydra:member': all['hydra:member'], 'hydra:totalItems': 5 });
  });

  it.each(['itemsPerPage=0', 'itemsPerPage=101', 'page=0', 'page=-1', 'page=1000001', 'page=two', 'itemsPerPage=1.5'])(
    'refuses %s with 400',
    async (query) => {
      for (const path of ['/properties', '/bookings', '/calendars', `/messages?booking=/bookings/1`, '/purchases']) {
        const url = `${path}${path.includes('?') ? '&' : '?'}${query}`;
        const response = await t.app.inject({ url, headers: host.auth });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      }
    },
  );

  it('pages for a personal access token with the read scope of the list, not with another scope', async () => {
    const created = async (scopes: string[]) => {
      const payload = { name: `Pages ${scopes.join(',')}`, scopes, expiresInDays: null };
      const response = await t.app.inject({ method: 'POST', url: '/access-tokens', headers: host.auth, payload });
      expect(response.statusCode, response.body).toBe(201);
      return { authorization: `Bearer ${response.json<{ token: string }>().token}` };
    };
    const listings = await created(['read:listings']);
    const page = await t.app.inject({ url: '/properties?itemsPerPage=2&page=2', headers: listings });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<Page>()['hydra:member'].map((member) => member.id)).toEqual(propertyIds.slice(2, 4));
    const bookings = await created(['read:bookings']);
    expect((await t.app.inject({ url: '/properties?itemsPerPage=2', headers: bookings })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/bookings?itemsPerPage=2', headers: bookings })).statusCode).toBe(200);
  });

  it('pages the bookings (by start date, then id) and never shows another user’s', async () => {
    expect(await walk('/bookings', 2)).toEqual({ seen: bookingIds, pages: 2, total: 3 });
    expect(await walk(`/bookings?property[]=${propertyIri}`, 1)).toEqual({ seen: bookingIds, pages: 3, total: 3 });
    const view = (await read(`/bookings?property[]=${propertyIri}&page=2&itemsPerPage=1`))['hydra:view']!;
    expect(new URLSearchParams(view['hydra:next']!.split('?')[1]).get('property[]')).toBe(propertyIri);
  });

  it('pages the iCal links of a listing', async () => {
    const all = (await read(`/calendars?property=${propertyIri}`))['hydra:member'].map((member) => member.id);
    expect(all).toHaveLength(3);
    expect(await walk(`/calendars?property=${propertyIri}`, 2)).toEqual({ seen: all, pages: 2, total: 3 });
  });

  it('pages a conversation oldest first, for its participants only', async () => {
    const url = `/messages?booking=/bookings/${bookingIds[0]}`;
    const all = (await read(url))['hydra:member'].map((member) => member.id);
    expect(all).toEqual([...all].sort((a, b) => a - b));
    expect(await walk(url, 2)).toEqual({ seen: all, pages: 3, total: 5 });
    const after = await read(`${url}&after=${all[1]}&itemsPerPage=2&page=2`);
    expect(after['hydra:member'].map((member) => member.id)).toEqual([all[4]]);
    expect(after['hydra:totalItems']).toBe(3);
    const stranger = await t.app.inject({ url: `${url}&itemsPerPage=2`, headers: other.auth });
    expect(stranger.statusCode).toBe(404);
  });

  it('pages the purchases of the caller’s bookings only', async () => {
    const asked = `booking[]=/bookings/${bookingIds[0]}&booking[]=/bookings/${bookingIds[1]}`;
    const mixed = `/purchases?${asked}&booking[]=/bookings/${otherBookingId}`;
    const all = (await read(mixed))['hydra:member'].map((member) => member.id);
    expect(all).toHaveLength(5);
    expect(await walk(mixed, 2)).toEqual({ seen: all, pages: 3, total: 5 });
    expect((await read(`/purchases?booking[]=/bookings/${otherBookingId}&itemsPerPage=5`))['hydra:totalItems']).toBe(0);
  });
});
