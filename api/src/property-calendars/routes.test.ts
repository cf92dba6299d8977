import { describe, expect, it } from 'vitest';
import { signUp, violationsOf, withTestApp } from '../test/app.js';
import { addPricedProperty, insertImportedBooking } from '../test/calendars.js';
import { testDatabases } from '../test/databases.js';
import { withCountedQueries } from '../test/query-count.js';

interface Day {
  rate: number | null;
  blocked: boolean;
  minNights: number | null;
  rateOverride: number | null;
  minNightsOverride: number | null;
}

describe.each(testDatabases())('property calendars on $name', (database) => {
  const t = withTestApp(database);
  const host = t.user();
  const other = t.user();

  const calendars = async (query: string, user = host) => {
    const response = await t.app.inject({ url: `/property-calendars?${query}`, headers: user.auth });
    return response;
  };
  const post = (url: string, payload: object, user = host) =>
    t.app.inject({ method: 'POST', url, headers: user.auth, payload });

  it('answers rates, blocks, overrides and bookings of several listings at once', async () => {
    // 2027-01-08 is a Friday.
    const a = await addPricedProperty(t.app, host, 'A cottage', { weekendEnabled: true, weekendMarkup: 20 });
    const b = await addPricedProperty(t.app, host, 'B flat', { seasonalEnabled: true });
    const bare = await addPricedProperty(t.app, host, 'C bare', { baseRate: null, minNights: null });
    await post('/seasonal-rates', { property: b.iri, fromDate: '2027-01-01', toDate: '2027-01-31', rateChange: -10 });
    await insertImportedBooking(t.db, a.id, 'airbnb', { startDate: '2027-01-05', endDate: '2027-01-07' });
    await insertImportedBooking(t.db, a.id, 'vrbo', {
      startDate: '2027-01-09',
      endDate: '2027-01-12',
      deletedAt: new Date().toISOString(),
    });
    await insertImportedBooking(t.db, a.id, 'airbnb', { startDate: '2027-02-05', endDate: '2027-02-07' }); // outside
    expect(
      (await post(`/properties/${b.id}/availability-block/create`, { fromDate: '2027-01-06', toDate: '2027-01-07' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await post(`/properties/${a.id}/manual-override/create?sentOnly=rate`, {
          fromDate: '2027-01-08',
          toDate: '2027-01-08',
          rate: 5000,
        })
      ).statusCode,
    ).toBe(200);

    const response = await calendars(
      `from=2027-01-04&to=2027-01-10&propertyId=${a.id}&propertyId=${b.id}&propertyId=${bare.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const members = response.json()['hydra:member'];
    expect(members.map((m: { name: string }) => m.name)).toEqual(['A cottage', 'B flat', 'C bare']);
    const [ca, cb, cc] = members;
    expect(ca).toMatchObject({
      propertyId: a.id,
      baseRate: 10000,
      minNights: 2,
      pricingMissing: false,
      bookingSettingsMissing: false,
    });
    expect(Object.keys(ca.dates)).toEqual([
      '2027-01-04',
      '2027-01-05',
      '2027-01-06',
      '2027-01-07',
      '2027-01-08',
      '2027-01-09',
      '2027-01-10',
    ]);
    expect(ca.dates['2027-01-04']).toEqual({
      rate: 10000,
      blocked: false,
      minNights: 2,
      rateOverride: null,
      minNightsOverride: null,
    });
    expect(ca.dates['2027-01-08']).toEqual({
      rate: 5000,
      blocked: false,
      minNights: 2,
      rateOverride: 5000,
      minNightsOverride: null,
    });
    expect(ca.dates['2027-01-09'].rate).toBe(12000); // Saturday
    expect(
      ca.bookings.map((x: { startDate: string; deletedAt: string | null }) => [x.startDate, x.deletedAt === null]),
    ).toEqual([
      ['2027-01-05', true],
      ['2027-01-09', false],
    ]);
    expect(ca.bookings[0]).toMatchObject({
      '@type': 'Booking',
      provider: { slug: 'airbnb' },
      purchases: [],
      quote: null,
    });
    expect(cb.dates['2027-01-06']).toMatchObject({ rate: 9000, blocked: true });
    expect(cb.dates['2027-01-08']).toMatchObject({ rate: 9000, blocked: false });
    expect(cc).toMatchObject({ pricingMissing: true, bookingSettingsMissing: true, baseRate: null });
    expect(cc.dates['2027-01-04']).toEqual({
      rate: null,
      blocked: false,
      minNights: null,
      rateOverride: null,
      minNightsOverride: null,
    });

    // propertyId[]= works too; other users' listings match nothing.
    const theirs = await calendars(`from=2027-01-04&to=2027-01-04&propertyId[]=${a.id}`, other);
    expect(theirs.json()['hydra:totalItems']).toBe(0);
    const brackets = await calendars(`from=2027-01-04&to=2027-01-04&propertyId[]=${a.id}&propertyId[]=${b.id}`);
    expect(brackets.json()['hydra:totalItems']).toBe(2);
  });

  it('refuses bad windows with 400', async () => {
    expect((await calendars('from=2027-01-04')).statusCode).toBe(400);
    expect((await calendars('from=2027-01-04&to=2027-01-03')).statusCode).toBe(400);
    expect((await calendars('from=2027-02-30&to=2027-03-03')).statusCode).toBe(400);
    expect((await calendars('from=2027-01-01&to=2028-02-05')).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/property-calendars?from=2027-01-01&to=2027-01-02' })).statusCode).toBe(401);
  });

  it('reads a fixed number of queries whatever the number of listings', async () => {
    await withCountedQueries(t, async (app, count) => {
      const user = await signUp(app);
      const ids: number[] = [];
      for (let i = 0; i < 25; i++) {
        const property = await addPricedProperty(app, user, `Listing ${String(i).padStart(2, '0')}`, {
          weekendEnabled: true,
          weekendMarkup: 10,
        });
        ids.push(property.id);
        await insertImportedBooking(t.db, property.id, 'airbnb', { startDate: '2027-03-02', endDate: '2027-03-05' });
      }
      const measure = async (some: number[]) => {
        count.queries = 0;
        const response = await app.inject({
          url: `/property-calendars?from=2027-03-01&to=2027-05-19&${some.map((id) => `propertyId=${id}`).join('&')}`,
          headers: user.auth,
        });
        expect(response.statusCode).toBe(200);
        const members = response.json()['hydra:member'];
        expect(members).toHaveLength(some.length);
        for (const member of members) {
          expect(Object.keys(member.dates)).toHaveLength(80);
          expect(member.bookings).toHaveLength(1);
        }
        return count.queries;
      };
      const few = await measure(ids.slice(0, 2));
      const many = await measure(ids);
      expect(many).toBe(few);
      expect(many).toBeLessThanOrEqual(7); // the caller, the listings, seasons, overrides, bookings, blocks
    });
  });

  it('sets and clears manual overrides, answering the changed days', async () => {
    const property = await addPricedProperty(t.app, host);
    const base = `/properties/${property.id}/manual-override`;
    const created = await post(`${base}/create?sentOnly=rate`, {
      fromDate: '2027-04-01',
      toDate: '2027-04-03',
      rate: 15000,
    });
    expect(created.statusCode, created.body).toBe(200);
    const body = created.json();
    expect(body).toMatchObject({ propertyId: property.id, fromDate: '2027-04-01', toDate: '2027-04-03' });
    expect(Object.keys(body.dates)).toEqual(['2027-04-01', '2027-04-02', '2027-04-03']);
    expect(body.dates['2027-04-02']).toEqual({
      rate: 15000,
      blocked: false,
      minNights: 2,
      rateOverride: 15000,
      minNightsOverride: null,
    });

    const minNights = await post(`${base}/create?sentOnly=minNights`, {
      fromDate: '2027-04-03',
      toDate: '2027-04-04',
      minNights: 5,
      rate: 999999,
    });
    expect(minNights.json().dates['2027-04-03']).toEqual({
      rate: 15000,
      blocked: false,
      minNights: 5,
      rateOverride: 15000,
      minNightsOverride: 5,
    });
    expect(minNights.json().dates['2027-04-04']).toEqual({
      rate: 10000,
      blocked: false,
      minNights: 5,
      rateOverride: null,
      minNightsOverride: 5,
    });

    const onlyRate = await post(`${base}/delete?sentOnly=rate`, { fromDate: '2027-04-03', toDate: '2027-04-03' });
    expect(onlyRate.json().dates['2027-04-03']).toMatchObject({
      rateOverride: null,
      minNightsOverride: 5,
      rate: 10000,
    });
    const all = await post(`${base}/delete`, { fromDate: '2027-04-01', toDate: '2027-04-30' });
    expect(Object.keys(all.json().dates)).toHaveLength(30);
    expect(all.json().dates['2027-04-04']).toMatchObject({ minNightsOverride: null, minNights: 2, rateOverride: null });
    const rows = await t.db.selectFrom('manualOverrides').selectAll().where('propertyId', '=', property.id).execute();
    expect(rows).toEqual([]);
  });

  it('refuses bad override input with 422 and other users with 404', async () => {
    const property = await addPricedProperty(t.app, host);
    const base = `/properties/${property.id}/manual-override`;
    const range = { fromDate: '2027-04-01', toDate: '2027-04-03' };
    expect(violationsOf(await post(`${base}/create?sentOnly=rate`, { ...range, minNights: 3 }))).toEqual([
      { propertyPath: 'rate', message: 'Required' },
    ]);
    expect(violationsOf(await post(`${base}/create`, range))[0]!.propertyPath).toBe('rate');
    expect(violationsOf(await post(`${base}/create`, { ...range, rate: 50 }))).toEqual([
      { propertyPath: 'rate', message: 'Price cannot be less than 1:00' },
    ]);
    expect(violationsOf(await post(`${base}/create`, { ...range, minNights: 1.5 }))[0]).toMatchObject({
      propertyPath: 'minNights',
      message: 'Must be a whole number',
    });
    expect(
      violationsOf(await post(`${base}/create`, { fromDate: '2027-04-05', toDate: '2027-04-01', rate: 5000 }))[0]!
        .propertyPath,
    ).toBe('toDate');
    expect(
      violationsOf(await post(`${base}/create`, { fromDate: '2027-02-30', toDate: '2027-04-01', rate: 5000 }))[0]!
        .propertyPath,
    ).toBe('fromDate');
    expect(
      violationsOf(await post(`${base}/create`, { fromDate: '2027-01-01', toDate: '2029-01-05', rate: 5000 }))[0]!
        .message,
    ).toBe('Choose at most 731 days at a time');
    expect((await post(`${base}/create?sentOnly=price`, { ...range, rate: 5000 })).statusCode).toBe(400);
    expect((await post(`${base}/create`, { ...range, rate: 5000 }, other)).statusCode).toBe(404);
    expect((await post(`${base}/delete`, range, other)).statusCode).toBe(404);
  });

  it('blocks and unblocks local dates, never over a booking, leaving imported blocks alone', async () => {
    const property = await addPricedProperty(t.app, host);
    const base = `/properties/${property.id}/availability-block`;
    await insertImportedBooking(t.db, property.id, 'airbnb', { startDate: '2027-06-10', endDate: '2027-06-12' });
    const over = await post(`${base}/create`, { fromDate: '2027-06-11', toDate: '2027-06-15' });
    expect(violationsOf(over)).toEqual([
      { propertyPath: 'fromDate', message: 'These dates overlap a booking, so they cannot be blocked or unblocked' },
    ]);
    // The checkout day of a stay is free.
    const created = await post(`${base}/create`, { fromDate: '2027-06-12', toDate: '2027-06-14' });
    expect(created.statusCode, created.body).toBe(200);
    expect(Object.values(created.json().dates).map((day) => (day as Day).blocked)).toEqual([true, true, true]);
    // Adjacent blocks merge into one.
    await post(`${base}/create`, { fromDate: '2027-06-15', toDate: '2027-06-20' });
    const local = () =>
      t.db
        .selectFrom('availabilityBlocks')
        .select(['startDate', 'endDate', 'calendarId'])
        .where('propertyId', '=', property.id)
        .orderBy('startDate')
        .execute();
    expect(await local()).toEqual([{ startDate: '2027-06-12', endDate: '2027-06-21', calendarId: null }]);
    // Unblocking the middle splits it.
    const removed = await post(`${base}/delete`, { fromDate: '2027-06-14', toDate: '2027-06-16' });
    expect(removed.json().dates['2027-06-15'].blocked).toBe(false);
    expect(await local()).toEqual([
      { startDate: '2027-06-12', endDate: '2027-06-14', calendarId: null },
      { startDate: '2027-06-17', endDate: '2027-06-21', calendarId: null },
    ]);
    // An imported block stays blocked.
    const { calendarId } = await insertImportedBooking(t.db, property.id, 'homeaway', {
      startDate: '2026-01-01',
      endDate: '2026-01-02',
    });
    await t.db
      .insertInto('availabilityBlocks')
      .values({
        propertyId: property.id,
        calendarId,
        startDate: '2027-07-01',
        endDate: '2027-07-03',
        createdAt: new Date().toISOString(),
      })
      .execute();
    const imported = await post(`${base}/delete`, { fromDate: '2027-07-01', toDate: '2027-07-02' });
    expect(imported.json().dates['2027-07-01'].blocked).toBe(true);
    expect((await post(`${base}/create`, { fromDate: '2027-06-01', toDate: '2027-06-02' }, other)).statusCode).toBe(
      404,
    );
    expect(violationsOf(await post(`${base}/create`, { fromDate: '2027-06-01' }))).toEqual([
      { propertyPath: 'toDate', message: 'Required' },
    ]);
  });
});
