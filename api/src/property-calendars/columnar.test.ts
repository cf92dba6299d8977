import {
  addDays,
  daysBetween,
  fromNightRuns,
  nightsOfColumns,
  todayUtc,
  type NightRuns,
  type NightValues,
} from '@portal/schema';
import { collectionOf, propertyCalendarColumnsSchema } from '@portal/contract';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { nightlyWindow } from '../nightly-rates/window.js';
import { withTestApp } from '../test/app.js';
import { addPricedProperty, insertImportedBooking } from '../test/calendars.js';
import { testDatabases } from '../test/databases.js';

interface Columns {
  propertyId: number;
  from: string;
  to: string;
  rates: NightRuns<number | null>;
  minNights: NightRuns<number | null>;
  blocked: NightRuns<boolean>;
  rateOverridden: NightRuns<boolean>;
  minNightsOverridden: NightRuns<boolean>;
  bars: unknown[][];
  bookings?: Record<string, unknown>[];
}

describe.each(testDatabases())('property calendars ?view=columnar on $name', (database) => {
  const t = withTestApp(database);
  const host = t.user();
  const guest = t.user();

  const post = (url: string, payload: object, user = host) =>
    t.app.inject({ method: 'POST', url, headers: user.auth, payload });
  const read = async (query: string, user = host) => {
    const response = await t.app.inject({ url: `/property-calendars?${query}`, headers: user.auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('answers the same nights as ?view=days, as nightly runs, and each stay once as a bar', async () => {
    const a = await addPricedProperty(t.app, host, 'A cottage', { weekendEnabled: true, weekendMarkup: 20 });
    const b = await addPricedProperty(t.app, host, 'B flat', { seasonalEnabled: true });
    const bare = await addPricedProperty(t.app, host, 'C bare', { baseRate: null, minNights: null });
    const theirs = await addPricedProperty(t.app, guest, 'Not the host’s');
    await post('/seasonal-rates', { property: b.iri, fromDate: '2027-01-01', toDate: '2027-01-31', rateChange: -10 });
    const airbnb = await insertImportedBooking(t.db, a.id, 'airbnb', {
      startDate: '2027-01-03',
      endDate: '2027-01-05',
      providerGuestName: 'Ada',
    });
    const cancelled = await insertImportedBooking(t.db, a.id, 'vrbo', {
      startDate: '2027-01-09',
      endDate: '2027-01-12',
      deletedAt: '2026-12-01T10:00:00.000Z',
    });
    await insertImportedBooking(t.db, a.id, 'airbnb', { startDate: '2027-02-05', endDate: '2027-02-07' }); // outside
    await insertImportedBooking(t.db, theirs.id, 'airbnb', { startDate: '2027-01-05', endDate: '2027-01-07' });
    const direct = await post('/bookings', {
      property: b.iri,
      startDate: '2027-01-09',
      endDate: '2027-01-11',
      providerGuestName: 'Grace',
      numberOfGuest: 2,
    });
    expect(direct.statusCode, direct.body).toBe(201);
    const made = direct.json<{ id: number; inviteCode: string }>();
    expect((await post(`/bookings/${made.id}/join`, { inviteCode: made.inviteCode }, guest)).statusCode).toBe(200);
    const blocks = `/properties/${b.id}/availability-block/create`;
    expect((await post(blocks, { fromDate: '2027-01-04', toDate: '2027-01-05' })).statusCode).toBe(200);
    expect((await post(blocks, { fromDate: '2027-01-07', toDate: '2027-01-07' })).statusCode).toBe(200);
    const overrides = `/properties/${a.id}/manual-override/create`;
    expect(
      (await post(`${overrides}?sentOnly=rate`, { fromDate: '2027-01-07', toDate: '2027-01-08', rate: 5000 }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(`${overrides}?sentOnly=minNights`, { fromDate: '2027-01-08', toDate: '2027-01-10', minNights: 4 }))
        .statusCode,
    ).toBe(200);

    const ids = [a, b, bare, theirs].map((p) => `propertyId[]=${p.id}`).join('&');
    const window = `from=2027-01-04&to=2027-01-10&${ids}`;
    const columnar = await read(`${window}&view=columnar`);
    const days = await read(`${window}&view=days`);
    expect(columnar['hydra:totalItems']).toBe(3); // the other user's listing is left out
    // Written without the schema's serializer: it must still be the contract's shape and carry nothing else.
    const withBookings = await read(`${window}&view=columnar&bookings=1`);
    for (const answer of [columnar, withBookings]) {
      expect(Value.Check(collectionOf(propertyCalendarColumnsSchema), answer)).toBe(true);
      for (const member of answer['hydra:member'] as Record<string, unknown>[]) {
        expect(Object.keys(member).filter((key) => !(key in propertyCalendarColumnsSchema.properties))).toEqual([]);
      }
    }
    const [ca, cb, cc] = columnar['hydra:member'] as [Columns, Columns, Columns];
    // Each stay once as a bar by position: id, arrival, nights, guest (the joined guest's name first), channel,
    // status; the objects only when asked for (`bookings=1`), the rest of the answer the same.
    const guestName = async () => {
      const me = (await t.app.inject({ url: '/me', headers: guest.auth })).json<{
        firstName: string;
        lastName: string;
      }>();
      return `${me.firstName} ${me.lastName}`.trim();
    };
    expect(ca.bars).toEqual([
      [airbnb.bookingId, '2027-01-03', 2, 'Ada', 'airbnb', null],
      [cancelled.bookingId, '2027-01-09', 3, null, 'vrbo', 'cancelled'],
    ]);
    expect(cb.bars).toEqual([[made.id, '2027-01-09', 2, await guestName(), null, null]]);
    expect(cc.bars).toEqual([]);
    expect('bookings' in ca).toBe(false);
    const withObjects = await read(`${window}&view=columnar&bookings=1`);
    const unknown = await t.app.inject({
      url: `/property-calendars?${window}&view=columnar&bookings=all`,
      headers: host.auth,
    });
    expect(unknown.statusCode).toBe(400);
    const [wa, wb, wc] = withObjects['hydra:member'] as [Columns, Columns, Columns];
    expect({ ...wa, bookings: undefined }).toEqual({ ...ca, bookings: undefined });
    expect(ca).toMatchObject({
      '@type': 'PropertyCalendar',
      propertyId: a.id,
      property: `/properties/${a.id}`,
      name: 'A cottage',
      baseRate: 10000,
      pricingMissing: false,
      bookingSettingsMissing: false,
      from: '2027-01-04',
      to: '2027-01-10',
      // 2027-01-08 is a Friday: the weekend markup, then the override.
      rates: [
        [10000, 3],
        [5000, 2],
        [12000, 1],
        [10000, 1],
      ],
      minNights: [
        [2, 4],
        [4, 3],
      ],
      blocked: [[false, 7]],
      rateOverridden: [
        [false, 3],
        [true, 2],
        [false, 2],
      ],
      minNightsOverridden: [
        [false, 4],
        [true, 3],
      ],
    });
    expect(cb).toMatchObject({
      rates: [[9000, 7]],
      blocked: [
        [true, 2],
        [false, 1],
        [true, 1],
        [false, 3],
      ],
    });
    expect(cc).toMatchObject({
      baseRate: null,
      pricingMissing: true,
      rates: [[null, 7]],
      minNights: [[null, 7]],
    });
    expect('dates' in ca).toBe(false);

    // The columns decode to the nights ?view=days answers, listing by listing.
    for (const [index, listing] of (days['hydra:member'] as { dates: Record<string, NightValues> }[]).entries()) {
      const byDate = Object.keys(listing.dates)
        .sort()
        .map((date) => listing.dates[date]);
      expect(nightsOfColumns(columnar['hydra:member'][index])).toEqual(byDate);
      // The header too, though this view reads only the fields it checks.
      const header = ({ name, baseRate, pricingMissing, bookingSettingsMissing }: Record<string, unknown>) => ({
        name,
        baseRate,
        pricingMissing,
        bookingSettingsMissing,
      });
      expect(header(columnar['hydra:member'][index])).toEqual(header(listing));
    }

    expect(wa.bookings).toEqual([
      {
        id: airbnb.bookingId,
        startDate: '2027-01-03',
        endDate: '2027-01-05',
        calendar: `/calendars/${airbnb.calendarId}`,
        provider: { slug: 'airbnb', name: 'Airbnb' },
        ota: 'airbnb',
        providerGuestName: 'Ada',
        name: 'Ada',
        deletedAt: null,
        conflict: false,
        mainGuest: null,
      },
      expect.objectContaining({
        id: cancelled.bookingId,
        deletedAt: '2026-12-01T10:00:00.000Z',
        provider: { slug: 'vrbo', name: 'Vrbo' },
      }),
    ]);
    const me = (await t.app.inject({ url: '/me', headers: guest.auth })).json<{
      firstName: string;
      lastName: string;
    }>();
    expect(wb.bookings).toEqual([
      {
        id: made.id,
        startDate: '2027-01-09',
        endDate: '2027-01-11',
        calendar: null,
        provider: null,
        ota: null,
        providerGuestName: 'Grace',
        name: 'Grace',
        deletedAt: null,
        conflict: false,
        mainGuest: { '@id': `/users/${guest.id}`, id: guest.id, firstName: me.firstName, lastName: me.lastName },
      },
    ]);
    expect(wc.bookings).toEqual([]);
  });

  it('names each bar’s guest as the Booking item names the stay, and marks conflicts', async () => {
    const listing = await addPricedProperty(t.app, host, 'D bars');
    const unnamed = await insertImportedBooking(t.db, listing.id, 'bookingcom', {
      startDate: '2027-03-02',
      endDate: '2027-03-04',
    });
    const blank = await insertImportedBooking(t.db, listing.id, 'airbnb', {
      startDate: '2027-03-05',
      endDate: '2027-03-06',
      providerGuestName: '',
    });
    const overlapping = await insertImportedBooking(t.db, listing.id, 'vrbo', {
      startDate: '2027-03-05',
      endDate: '2027-03-08',
      providerGuestName: 'Émilie Dupont',
    });
    await t.db.updateTable('bookings').set({ conflict: 1 }).where('id', '=', overlapping.bookingId).execute();
    const { 'hydra:member': rows } = await read(
      `from=2027-03-01&to=2027-03-10&view=columnar&propertyId[]=${listing.id}`,
    );
    const named = async (id: number) =>
      (await t.app.inject({ url: `/bookings/${id}`, headers: host.auth })).json<{ name: string | null }>().name;
    expect(rows[0].bars).toEqual([
      [unnamed.bookingId, '2027-03-02', 2, await named(unnamed.bookingId), 'bookingcom', null],
      [blank.bookingId, '2027-03-05', 1, null, 'airbnb', null],
      [overlapping.bookingId, '2027-03-05', 3, 'Émilie Dupont', 'vrbo', 'conflict'],
    ]);
    expect(await named(unnamed.bookingId)).toEqual(expect.any(String));
    expect(await named(blank.bookingId)).toBeNull();
  });

  it('marks pricing and booking settings missing as the property page does, from the fields it reads', async () => {
    const weekend = await addPricedProperty(t.app, host, 'Weekend markup unset', { weekendEnabled: true });
    const guests = await addPricedProperty(t.app, host, 'Guests unset', { standardGuests: null });
    const seasons = await addPricedProperty(t.app, host, 'Seasons on, none yet', { seasonalEnabled: true });
    const { 'hydra:member': rows } = await read(`from=2027-01-01&to=2027-01-02&view=columnar`);
    const flags = (id: number) => {
      const row = (rows as (Columns & Record<string, unknown>)[]).find((member) => member.propertyId === id)!;
      return [row.pricingMissing, row.bookingSettingsMissing];
    };
    expect(flags(weekend.id)).toEqual([true, false]);
    expect(flags(guests.id)).toEqual([false, true]);
    expect(flags(seasons.id)).toEqual([true, false]);
    for (const { id } of [weekend, guests, seasons]) {
      const property = (await t.app.inject({ url: `/properties/${id}`, headers: host.auth })).json();
      expect(flags(id)).toEqual([!property.completeness.pricing, !property.completeness.bookingSettings]);
    }
  });

  it('answers the same nights as ?view=days where the nightly table lacks them: a listing not filled, a window past its edge', async () => {
    const filled = await addPricedProperty(t.app, host, 'D filled', { weekendEnabled: true, weekendMarkup: 20 });
    const unfilled = await addPricedProperty(t.app, host, 'E unfilled', { seasonalEnabled: true });
    await post('/seasonal-rates', {
      property: unfilled.iri,
      fromDate: addDays(todayUtc(), 3),
      toDate: addDays(todayUtc(), 9),
      rateChange: 15,
    });
    await post(`/properties/${filled.id}/availability-block/create`, {
      fromDate: addDays(todayUtc(), 2),
      toDate: addDays(todayUtc(), 4),
    });
    // As before the day's roll-forward has filled a new listing: no row for one night of the window.
    await t.db
      .deleteFrom('nightlyRates')
      .where('propertyId', '=', unfilled.id)
      .where('date', '=', addDays(todayUtc(), 5))
      .execute();
    const ids = [filled, unfilled].map((p) => `propertyId[]=${p.id}`).join('&');
    const kept = nightlyWindow();
    const windows = [
      { from: addDays(todayUtc(), -3), to: addDays(todayUtc(), 12) },
      { from: addDays(kept.from, -5), to: addDays(kept.from, 5) },
      { from: addDays(kept.to, -5), to: addDays(kept.to, 5) },
    ];
    for (const { from, to } of windows) {
      const columnar = await read(`from=${from}&to=${to}&${ids}&view=columnar`);
      const days = await read(`from=${from}&to=${to}&${ids}&view=days`);
      const listings = days['hydra:member'] as { dates: Record<string, NightValues> }[];
      expect(listings).toHaveLength(2);
      for (const [index, listing] of listings.entries()) {
        const byDate = Object.keys(listing.dates)
          .sort()
          .map((date) => listing.dates[date]);
        expect(byDate).toHaveLength(daysBetween(from, to) + 1);
        expect(nightsOfColumns(columnar['hydra:member'][index]), `${from}..${to} #${index}`).toEqual(byDate);
      }
    }
    const [, near] = (await read(`from=${windows[0]!.from}&to=${windows[0]!.to}&${ids}&view=columnar`))[
      'hydra:member'
    ] as Columns[];
    expect(fromNightRuns(near!.rates).slice(6, 13)).toEqual(Array(7).fill(11500)); // the season, read past the missing row
  });

  it('keeps a listing’s nights in memory until its nightly version changes, with every write', async () => {
    const listing = await addPricedProperty(t.app, host, 'F kept');
    const from = addDays(todayUtc(), 1);
    const to = addDays(todayUtc(), 10);
    const rates = async () =>
      fromNightRuns(
        (
          (await read(`from=${from}&to=${to}&propertyId[]=${listing.id}&view=columnar`))['hydra:member'] as Columns[]
        )[0]!.rates,
      );
    const before = await rates();
    expect(before).toEqual(Array(10).fill(10000));
    const onlyTable = (rate: number) =>
      t.db.updateTable('nightlyRates').set({ rate }).where('propertyId', '=', listing.id).where('date', '=', from);
    // A row changed behind the API's back, its version unchanged: the kept nights answer.
    await onlyTable(1).execute();
    expect(await rates()).toEqual(before);
    // Another instance's write bumps the version: the table is read again.
    await t.db
      .updateTable('properties')
      .set((eb) => ({ nightlyVersion: eb('nightlyVersion', '+', 1) }))
      .where('id', '=', listing.id)
      .execute();
    expect((await rates())[0]).toBe(1);
    // Every write through the API refreshes the rows and bumps the version with them.
    const override = await post(`/properties/${listing.id}/manual-override/create?sentOnly=rate`, {
      fromDate: addDays(from, 2),
      toDate: addDays(from, 2),
      rate: 7000,
    });
    expect(override.statusCode, override.body).toBe(200);
    const after = await rates();
    expect(after[2]).toBe(7000);
    const days = await read(`from=${from}&to=${to}&propertyId[]=${listing.id}&view=days`);
    expect(
      nightsOfColumns(
        (await read(`from=${from}&to=${to}&propertyId[]=${listing.id}&view=columnar`))['hydra:member'][0],
      ),
    ).toEqual(
      Object.keys(days['hydra:member'][0].dates)
        .sort()
        .map((date) => days['hydra:member'][0].dates[date]),
    );
  });

  it('documents both views in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/openapi.json' })).json();
    const route = document.paths['/property-calendars'].get;
    expect(route.parameters).toContainEqual(
      expect.objectContaining({
        name: 'view',
        in: 'query',
        schema: expect.objectContaining({ enum: ['days', 'columnar'] }),
      }),
    );
    const answers = JSON.stringify(route.responses['200']);
    expect(answers).toContain('rateOverridden');
    expect(answers).toContain('dates');
    // The bars are tuples the JSON Schema 2020-12 way (OpenAPI 3.1): by position, nothing after the sixth.
    const find = (node: unknown, key: string): unknown => {
      if (node === null || typeof node !== 'object') return undefined;
      if (key in node) return (node as Record<string, unknown>)[key];
      for (const child of Object.values(node)) {
        const found = find(child, key);
        if (found !== undefined) return found;
      }
      return undefined;
    };
    const bars = find(route.responses['200'], 'bars') as { items: unknown };
    expect(bars.items).toMatchObject({
      type: 'array',
      prefixItems: [
        { type: 'integer' },
        { type: 'string' },
        { type: 'integer' },
        { type: ['string', 'null'] },
        { type: ['string', 'null'] },
        { type: ['string', 'null'] },
      ],
      items: false,
    });
  });

  it('refuses a view it does not know with 400', async () => {
    const response = await t.app.inject({
      url: '/property-calendars?from=2027-01-04&to=2027-01-05&view=weeks',
      headers: host.auth,
    });
    expect(response.statusCode).toBe(400);
  });
});
