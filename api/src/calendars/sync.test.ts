import { PROPERTY_MESSAGES } from '@portal/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, signUp, violationsOf, type SignedInUser, type TestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { FeedServer, feedOf, fixture } from '../test/feed-server.js';
import { addProperty } from '../test/listings.js';
import * as backfillInviteCodes from '../db/migrations/2026_11_26_0600_backfill_invite_codes.js';
import { addDays } from './sync/parse.js';
import { startScheduler } from './sync/scheduler.js';

const FIXTURES = {
  kaya: 'airbnb__toneill57_muva-chat__airbnb-ics-kaya.ics',
  chilllove: 'airbnb__Chilllove43_chilllove-site__ics_airbnb.ics',
  giuliaAirbnb: 'airbnb__giuliapiva_reservation-sync__ics_airbnb__2026-08-10.ics',
  legacy: 'airbnb-legacy-0.8.8__Indika-Wijesinghe_icaltest__listing-11833914.ics',
  berta: 'booking__simonesugliano_booking-calendar__ics_berta__2026-08-20.ics',
  giuliaBooking: 'booking__giuliapiva_reservation-sync__ics_booking.ics',
  abritel: 'homeaway-abritel__ricard33_tiloc__core_tests_test_sync.py__abritel_ical.ics',
};

const today = new Date().toISOString().slice(0, 10);
const day = (offset: number) => addDays(today, offset);

let sequence = 0;
/** A portal URL of the provider, and the path and query the importer fetches from the fixture server. */
function feedUrl(provider: 'airbnb' | 'bookingcom' | 'homeaway' | 'tripadvisor') {
  sequence += 1;
  const urls: Record<typeof provider, [string, string]> = {
    airbnb: [
      `https://www.airbnb.com/calendar/ical/${sequence}.ics?s=t${sequence}`,
      `/calendar/ical/${sequence}.ics?s=t${sequence}`,
    ],
    bookingcom: [`https://ical.booking.com/v1/export?t=t${sequence}`, `/v1/export?t=t${sequence}`],
    homeaway: [`https://www.abritel.fr/icalendar/${sequence}abc.ics`, `/icalendar/${sequence}abc.ics`],
    tripadvisor: [
      `https://rentals.tripadvisor.com/calendar/ical/${sequence}.ics?s=t${sequence}`,
      `/calendar/ical/${sequence}.ics?s=t${sequence}`,
    ],
  };
  const [url, path] = urls[provider];
  return { url, path };
}

describe.each(testDatabases())('iCal import on $name', (database) => {
  let t: TestApp;
  let feeds: FeedServer;
  let host: SignedInUser;
  let other: SignedInUser;
  beforeAll(async () => {
    feeds = await FeedServer.start();
    t = await openTestApp(database, {
      env: {
        CALENDAR_FETCH_ORIGIN: feeds.origin,
        CALENDAR_FETCH_MAX_BYTES: '200000',
        CALENDAR_FETCH_TIMEOUT_MS: '1500',
      },
    });
    host = await signUp(t.app);
    other = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
    await feeds.close();
  });

  const link = async (propertyIri: string, url: string, user = host) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/calendars',
      headers: user.auth,
      payload: { property: propertyIri, url },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const syncNow = async (calendar: { '@id': string }, user = host) => {
    const response = await t.app.inject({ method: 'POST', url: `${calendar['@id']}/sync`, headers: user.auth });
    return response;
  };
  const bookingsOf = async (propertyIri: string) =>
    (await t.app.inject({ url: `/bookings?property=${propertyIri}`, headers: host.auth })).json()['hydra:member'];
  const blocksOf = (propertyId: number) =>
    t.db
      .selectFrom('availabilityBlocks')
      .select(['startDate', 'endDate', 'summary'])
      .where('propertyId', '=', propertyId)
      .orderBy('startDate')
      .execute();

  /** A listing with one calendar of `provider` serving `body`. */
  async function imported(provider: Parameters<typeof feedUrl>[0], body: string | Buffer) {
    const property = await addProperty(t.app, host);
    const { url, path } = feedUrl(provider);
    feeds.serve(path, body);
    const calendar = await link(property.iri, url);
    return { property, calendar, path };
  }

  it('imports an Airbnb feed: nameless reservations, Not available blocks, as soon as the link is added', async () => {
    const { property, calendar } = await imported('airbnb', fixture(FIXTURES.kaya));
    expect(calendar).toMatchObject({
      lastSyncError: null,
      lastSyncedAt: expect.any(String),
      lastSyncResult: { unchanged: false, reservations: 5, blocks: 8, created: 5, updated: 0, cancelled: 0 },
      bookingsCount: 5,
      blocksCount: 8,
      conflicts: [],
    });
    const bookings = await bookingsOf(property.iri);
    expect(bookings.map((b: { startDate: string; endDate: string }) => `${b.startDate}/${b.endDate}`)).toEqual([
      '2025-10-19/2025-10-22',
      '2025-10-22/2025-10-25',
      '2025-10-28/2025-11-01',
      '2025-11-03/2025-11-08',
      '2025-11-08/2025-11-12',
    ]);
    expect(bookings[0]).toEqual({
      '@id': bookings[0]['@id'],
      '@type': 'Booking',
      id: bookings[0].id,
      startDate: '2025-10-19',
      endDate: '2025-10-22',
      property: property.iri,
      calendar: calendar['@id'],
      provider: { slug: 'airbnb', name: 'Airbnb' },
      providerGuestName: null,
      ota: 'airbnb',
      uid: '1418fb94e984-90cc2a3bcdbdba6de239f64ae4ea2fe7@airbnb.com',
      deletedAt: null,
      conflict: false,
      numberOfGuest: null,
      paymentMethod: null,
      inviteCode: expect.stringMatching(/^[\w-]{16}$/),
      cancellationRequestedAt: null,
      mainGuest: null,
      owner: { '@id': `/users/${host.id}`, id: host.id },
      quote: null,
      purchases: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await blocksOf(property.id))[0]).toEqual({
      startDate: '2025-10-25',
      endDate: '2025-10-28',
      summary: 'Airbnb (Not available)',
    });
    const item = (await t.app.inject({ url: property.iri, headers: host.auth })).json();
    expect(item.channels).toEqual([{ ota: 'airbnb', active: true }]);
  });

  it.each([
    [FIXTURES.chilllove, 'airbnb', 25, 3, []],
    [FIXTURES.giuliaAirbnb, 'airbnb', 4, 4, []],
    [FIXTURES.legacy, 'airbnb', 0, 2, []],
    [FIXTURES.berta, 'bookingcom', 4, 0, []],
    [FIXTURES.giuliaBooking, 'bookingcom', 2, 0, []],
    [FIXTURES.abritel, 'homeaway', 6, 1, ['Melanie', 'M & Mme', 'Charlotte & Fred', 'Khatleen', null, 'Sylvie']],
  ] as const)('imports %s (%s)', async (name, provider, reservations, blocks, names) => {
    const { property, calendar } = await imported(provider, fixture(name));
    expect(calendar).toMatchObject({ lastSyncError: null, bookingsCount: reservations, blocksCount: blocks });
    const bookings = await bookingsOf(property.iri);
    expect(bookings.every((booking: { ota: string }) => booking.ota === provider)).toBe(true);
    if (names.length > 0) {
      expect(bookings.map((booking: { providerGuestName: string | null }) => booking.providerGuestName)).toEqual(names);
    }
  });

  it('imports a TripAdvisor feed served without a Content-Type, with guest names', async () => {
    const property = await addProperty(t.app, host);
    const { url, path } = feedUrl('tripadvisor');
    feeds.serve(path, {
      body: feedOf([['ta-1', day(10), day(14), 'Tripadvisor Booking: Tom Jones']], '-//TripAdvisor//EN'),
    });
    const calendar = await link(property.iri, url);
    expect(calendar).toMatchObject({ lastSyncError: null, bookingsCount: 1 });
    expect((await bookingsOf(property.iri))[0]).toMatchObject({ providerGuestName: 'Tom Jones', ota: 'tripadvisor' });
  });

  it('re-syncs idempotently, and a 304 to the stored ETag changes nothing', async () => {
    const property = await addProperty(t.app, host);
    const { url, path } = feedUrl('airbnb');
    feeds.serveWithEtag(path, fixture(FIXTURES.chilllove), '"v1"');
    const calendar = await link(property.iri, url);
    const before = await bookingsOf(property.iri);

    const again = await syncNow(calendar);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ lastSyncError: null, lastSyncResult: { unchanged: true }, bookingsCount: 25 });
    expect(feeds.requestsTo(path).map((request) => request.headers['if-none-match'])).toEqual([undefined, '"v1"']);
    expect(feeds.requestsTo(path)[1]!.headers['if-modified-since']).toBe(new Date(0).toUTCString());

    feeds.serve(path, fixture(FIXTURES.chilllove)); // no validators: a full read of the same feed
    const full = (await syncNow(calendar)).json();
    expect(full.lastSyncResult).toEqual({
      unchanged: false,
      reservations: 25,
      blocks: 3,
      created: 0,
      updated: 0,
      cancelled: 0,
      restored: 0,
    });
    expect(await bookingsOf(property.iri)).toEqual(before);
    expect(await blocksOf(property.id)).toHaveLength(3);
  });

  it('follows UID churn (the stay under way gets a new UID, cut to start today): no duplicate, no cancellation', async () => {
    const v1 = feedOf([
      ['underway-day1@airbnb.com', day(-2), day(3), 'Reserved'],
      ['future@airbnb.com', day(20), day(25), 'Reserved'],
      ['block-day1@airbnb.com', day(-1), day(2), 'Airbnb (Not available)'],
    ]);
    const { property, calendar, path } = await imported('airbnb', v1);
    const [underway] = await bookingsOf(property.iri);

    feeds.serve(
      path,
      feedOf([
        ['underway-day2@airbnb.com', day(0), day(3), 'Reserved'],
        ['future@airbnb.com', day(20), day(25), 'Reserved'],
        ['block-day2@airbnb.com', day(0), day(2), 'Airbnb (Not available)'],
      ]),
    );
    const synced = (await syncNow(calendar)).json();
    expect(synced.lastSyncResult).toMatchObject({ created: 0, cancelled: 0, updated: 1 });
    const bookings = await bookingsOf(property.iri);
    expect(bookings).toHaveLength(2);
    expect(bookings[0]).toMatchObject({
      id: underway.id,
      uid: 'underway-day2@airbnb.com',
      startDate: day(-2),
      endDate: day(3),
      deletedAt: null,
    });
    expect(await blocksOf(property.id)).toEqual([
      { startDate: day(0), endDate: day(2), summary: 'Airbnb (Not available)' },
    ]);
    // The same cut feed again (its UID now known): the nights already stayed are kept, nothing changes.
    expect((await syncNow(calendar)).json().lastSyncResult).toMatchObject({ created: 0, cancelled: 0, updated: 0 });
    expect((await bookingsOf(property.iri))[0]).toMatchObject({ id: underway.id, startDate: day(-2) });

    // Booking.com: same dates, new UID.
    const booking = await imported(
      'bookingcom',
      feedOf([['a@booking.com', day(-1), day(4), 'CLOSED - Not available']]),
    );
    feeds.serve(booking.path, feedOf([['b@booking.com', day(-1), day(4), 'CLOSED - Not available']]));
    expect((await syncNow(booking.calendar)).json().lastSyncResult).toMatchObject({ created: 0, cancelled: 0 });
    expect(await bookingsOf(booking.property.iri)).toMatchObject([{ uid: 'b@booking.com', deletedAt: null }]);
  });

  it('cancels a stay gone from the feed, restores it when it comes back, lets past stays age out', async () => {
    const past = ['past@airbnb.com', day(-6), day(-1), 'Reserved'] as [string, string, string, string];
    const stay = ['stay@airbnb.com', day(10), day(12), 'Reserved'] as [string, string, string, string];
    const keep = ['keep@airbnb.com', day(30), day(32), 'Reserved'] as [string, string, string, string];
    const { property, calendar, path } = await imported('airbnb', feedOf([past, stay, keep]));

    feeds.serve(path, feedOf([keep]));
    expect((await syncNow(calendar)).json()).toMatchObject({
      lastSyncResult: { cancelled: 1, created: 0 },
      bookingsCount: 2,
    });
    let bookings = await bookingsOf(property.iri);
    expect(bookings.map((b: { uid: string; deletedAt: string | null }) => [b.uid, b.deletedAt !== null])).toEqual([
      ['past@airbnb.com', false],
      ['stay@airbnb.com', true],
      ['keep@airbnb.com', false],
    ]);

    feeds.serve(path, feedOf([stay, keep]));
    expect((await syncNow(calendar)).json().lastSyncResult).toMatchObject({ restored: 1, created: 0, cancelled: 0 });
    bookings = await bookingsOf(property.iri);
    expect(bookings.filter((b: { deletedAt: string | null }) => b.deletedAt === null)).toHaveLength(3);
  });

  it('takes a new stay on the arrival day of a cancelled one to come as a new booking, not as its new UID', async () => {
    const cancelled = ['a@airbnb.com', day(20), day(25), 'Reserved'] as [string, string, string, string];
    const { property, calendar, path } = await imported('airbnb', feedOf([cancelled]));
    feeds.serve(path, feedOf([['b@airbnb.com', day(20), day(22), 'Reserved']]));
    expect((await syncNow(calendar)).json().lastSyncResult).toMatchObject({ created: 1, cancelled: 1, updated: 0 });
    const rows = (await bookingsOf(property.iri)).map((b: { uid: string; deletedAt: string | null }) => [
      b.uid,
      b.deletedAt !== null,
    ]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['a@airbnb.com', true],
        ['b@airbnb.com', false],
      ]),
    );

    // Another guest on the same dates (TripAdvisor names its guests): not the cancelled guest's booking either.
    const named = await imported('tripadvisor', feedOf([['t1', day(40), day(43), 'Tripadvisor Booking: Zoe Old']]));
    feeds.serve(named.path, feedOf([['t2', day(40), day(43), 'Tripadvisor Booking: Max New']]));
    expect((await syncNow(named.calendar)).json().lastSyncResult).toMatchObject({ created: 1, cancelled: 1 });
  });

  it('keeps a stay the feed still lists when a closure around it appears (Booking.com), and restores it', async () => {
    const stay = ['stay@booking.com', day(10), day(13), 'CLOSED - Not available'] as [string, string, string, string];
    const closure = ['closure@booking.com', day(5), day(30), 'CLOSED - Not available'] as [
      string,
      string,
      string,
      string,
    ];
    const { property, calendar, path } = await imported('bookingcom', feedOf([stay]));
    feeds.serve(path, feedOf([stay, closure]));
    expect((await syncNow(calendar)).json().lastSyncResult).toMatchObject({ created: 1, cancelled: 0 });
    const uids = (await bookingsOf(property.iri)).map((b: { uid: string; deletedAt: string | null }) => [
      b.uid,
      b.deletedAt,
    ]);
    expect(uids).toEqual([
      ['closure@booking.com', null],
      ['stay@booking.com', null],
    ]);

    // Cancelled while it was missing, back inside the closure: restored.
    feeds.serve(path, feedOf([closure]));
    expect((await syncNow(calendar)).json().lastSyncResult).toMatchObject({ cancelled: 1 });
    feeds.serve(path, feedOf([stay, closure]));
    expect((await syncNow(calendar)).json().lastSyncResult).toMatchObject({ restored: 1, created: 0, cancelled: 0 });
    expect((await bookingsOf(property.iri)).every((b: { deletedAt: string | null }) => b.deletedAt === null)).toBe(
      true,
    );
  });

  it('stores a clear error for every broken feed and leaves the bookings alone', async () => {
    const { property, calendar, path } = await imported('airbnb', fixture(FIXTURES.kaya));
    const before = await bookingsOf(property.iri);
    const blocksBefore = await blocksOf(property.id);
    const big = 'BEGIN:VCALENDAR\r\n' + 'X-PAD:'.padEnd(1000, 'x').concat('\r\n').repeat(300) + 'END:VCALENDAR\r\n';
    const cases: [Parameters<FeedServer['serve']>[1], string][] = [
      [
        {
          status: 200,
          headers: { 'content-type': 'text/html' },
          body: '<!DOCTYPE html><html><body>Oops</body></html>',
        },
        'The feed answered a web page instead of a calendar: nothing was changed',
      ],
      [{ status: 200, body: '' }, 'The feed was empty: nothing was changed'],
      [{ status: 200, body: '\n' }, 'The feed was empty: nothing was changed'],
      [
        { status: 200, body: 'Service Unavailable' },
        'The feed is not an iCalendar file (no BEGIN:VCALENDAR): nothing was changed',
      ],
      [
        { status: 200, body: fixture(FIXTURES.kaya).subarray(0, 1500) },
        'The feed is incomplete (no END:VCALENDAR): nothing was changed',
      ],
      [{ status: 500, body: 'error' }, 'The feed answered HTTP 500: nothing was changed'],
      [{ status: 404 }, 'The feed answered HTTP 404: nothing was changed'],
      [{ status: 200, body: big }, 'The feed is larger than 200000 bytes: nothing was changed'],
      [
        { status: 200, body: fixture(FIXTURES.kaya), delayMs: 4000 },
        'The feed did not answer within 1.5 s: nothing was changed',
      ],
    ];
    for (const [response, message] of cases) {
      feeds.serve(path, response);
      const synced = await syncNow(calendar);
      expect(synced.statusCode).toBe(200);
      expect(synced.json()).toMatchObject({ lastSyncError: message, lastSyncedAt: calendar.lastSyncedAt });
      expect(await bookingsOf(property.iri)).toEqual(before);
    }
    expect(await blocksOf(property.id)).toEqual(blocksBefore);
    expect(blocksBefore).toHaveLength(8);
    const item = (await t.app.inject({ url: property.iri, headers: host.auth })).json();
    expect(item.channels).toEqual([{ ota: 'airbnb', active: false }]);
  });

  it('refuses an empty calendar while stays to come were imported from it', async () => {
    const { property, calendar, path } = await imported(
      'airbnb',
      feedOf([['soon@airbnb.com', day(5), day(8), 'Reserved']]),
    );
    feeds.serve(path, 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n');
    expect((await syncNow(calendar)).json().lastSyncError).toBe(
      'The feed lists no events while 1 upcoming booking(s) came from it: nothing was changed',
    );
    expect((await bookingsOf(property.iri))[0].deletedAt).toBeNull();
  });

  it('refuses a feed of blocked dates only while stays to come came from it, the guest in the house included', async () => {
    const inHouse = ['here@airbnb.com', day(-2), day(2), 'Reserved'] as [string, string, string, string];
    const later = ['later@airbnb.com', day(20), day(24), 'Reserved'] as [string, string, string, string];
    const { property, calendar, path } = await imported('airbnb', feedOf([inHouse, later]));
    const blocksBefore = await blocksOf(property.id);
    feeds.serve(
      path,
      feedOf([
        ['b1@airbnb.com', day(-2), day(2), 'Airbnb (Not available)'],
        ['b2@airbnb.com', day(20), day(24), 'Airbnb (Not available)'],
      ]),
    );
    expect((await syncNow(calendar)).json().lastSyncError).toBe(
      'The feed lists no bookings while 2 upcoming booking(s) came from it: nothing was changed',
    );
    expect((await bookingsOf(property.iri)).map((b: { deletedAt: string | null }) => b.deletedAt)).toEqual([
      null,
      null,
    ]);
    expect(await blocksOf(property.id)).toEqual(blocksBefore);

    // A feed still listing a stay cancels the one it dropped, as always.
    feeds.serve(path, feedOf([inHouse, ['b2@airbnb.com', day(20), day(24), 'Airbnb (Not available)']]));
    expect((await syncNow(calendar)).json()).toMatchObject({
      lastSyncError: null,
      lastSyncResult: { cancelled: 1, created: 0 },
    });
    expect(
      (await bookingsOf(property.iri)).map((b: { uid: string; deletedAt: string | null }) => [b.uid, b.deletedAt]),
    ).toEqual([
      ['here@airbnb.com', null],
      ['later@airbnb.com', expect.any(String)],
    ]);
  });

  it("takes Booking.com's nameless repeats of our stays' dates as blocks, and its other stays as bookings", async () => {
    const { property, calendar } = await imported(
      'airbnb',
      feedOf([['airbnb-stay@airbnb.com', day(20), day(24), 'Reserved']]),
    );
    const now = new Date().toISOString();
    await t.db
      .insertInto('bookings')
      .values({ propertyId: property.id, startDate: day(10), endDate: day(13), createdAt: now })
      .execute();
    const { url, path } = feedUrl('bookingcom');
    const closed = (uid: string, start: number, end: number) =>
      [uid, day(start), day(end), 'CLOSED - Not available'] as [string, string, string, string];
    feeds.serve(
      path,
      feedOf([closed('a@booking.com', 10, 13), closed('b@booking.com', 20, 24), closed('c@booking.com', 30, 33)]),
    );
    const booking = await link(property.iri, url);
    expect(booking).toMatchObject({
      lastSyncError: null,
      lastSyncResult: { reservations: 1, blocks: 2, created: 1 },
      bookingsCount: 1,
      blocksCount: 2,
      conflicts: [],
    });
    const live = (await bookingsOf(property.iri)).filter((b: { deletedAt: string | null }) => b.deletedAt === null);
    expect(
      live.map((b: { startDate: string; ota: string | null; conflict: boolean }) => [b.startDate, b.ota, b.conflict]),
    ).toEqual([
      [day(10), null, false],
      [day(20), 'airbnb', false],
      [day(30), 'bookingcom', false],
    ]);
    expect((await t.app.inject({ url: calendar['@id'], headers: host.auth })).json().conflicts).toEqual([]);

    // A stay Booking.com sent first stays a stay when the same dates are taken elsewhere later: a conflict.
    await t.db
      .insertInto('bookings')
      .values({ propertyId: property.id, startDate: day(30), endDate: day(33), createdAt: new Date().toISOString() })
      .execute();
    expect((await syncNow(booking)).json()).toMatchObject({
      lastSyncResult: { reservations: 1, blocks: 2, created: 0, cancelled: 0 },
      conflicts: [{ startDate: day(30) }],
    });
  });

  it('keeps every stay of a UID the feed gives to several stays, and matches them again on the next sync', async () => {
    const first = ['shared@vrbo.com', day(20), day(25), 'Reserved - Ann'] as [string, string, string, string];
    const second = ['shared@vrbo.com', day(40), day(43), 'Reserved - Bob'] as [string, string, string, string];
    // Imported when the UID was still one stay's: that booking is matched, not duplicated.
    const { property, calendar, path } = await imported('homeaway', feedOf([first]));
    feeds.serve(path, feedOf([first, second]));
    expect((await syncNow(calendar)).json().lastSyncResult).toMatchObject({ created: 1, updated: 1, cancelled: 0 });
    feeds.serve(path, feedOf([second, first]));
    expect((await syncNow(calendar)).json().lastSyncResult).toMatchObject({
      reservations: 2,
      created: 0,
      updated: 0,
      cancelled: 0,
    });
    expect(
      (await bookingsOf(property.iri)).map((b: { uid: string; providerGuestName: string; deletedAt: null }) => [
        b.uid,
        b.providerGuestName,
        b.deletedAt,
      ]),
    ).toEqual([
      [`shared@vrbo.com#${day(20).replaceAll('-', '')}`, 'Ann', null],
      [`shared@vrbo.com#${day(40).replaceAll('-', '')}`, 'Bob', null],
    ]);
  });

  it('gives imported stays an invite code their guest joins with; the migration gives older ones theirs', async () => {
    const { property } = await imported('airbnb', feedOf([['join@airbnb.com', day(5), day(8), 'Reserved']]));
    const [booking] = await bookingsOf(property.iri);
    expect(booking.inviteCode).toMatch(/^[\w-]{16}$/);
    const join = (id: number, inviteCode: string) =>
      t.app.inject({ method: 'POST', url: `/bookings/${id}/join`, headers: other.auth, payload: { inviteCode } });
    const joined = await join(booking.id, booking.inviteCode);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().mainGuest).toMatchObject({ id: other.id });

    // Imported before codes were given: the backfill gives one to imported stays only.
    const direct = await t.db
      .insertInto('bookings')
      .values({ propertyId: property.id, startDate: day(30), endDate: day(32), createdAt: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('bookings').set({ inviteCode: null }).where('propertyId', '=', property.id).execute();
    await backfillInviteCodes.up(t.db.withoutPlugins());
    const codes = await t.db
      .selectFrom('bookings')
      .select(['id', 'inviteCode'])
      .where('propertyId', '=', property.id)
      .orderBy('id')
      .execute();
    expect(codes).toEqual([
      { id: booking.id, inviteCode: expect.stringMatching(/^[\w-]{16}$/) },
      { id: direct.id, inviteCode: null },
    ]);
    expect((await join(booking.id, codes[0]!.inviteCode!)).statusCode).toBe(200);
  });

  it('follows up to 3 redirects, not 4', async () => {
    const { calendar, path } = await imported('airbnb', fixture(FIXTURES.kaya));
    const hop = (n: number) => `/hop/${sequence}/${n}`;
    feeds.serve(hop(3), fixture(FIXTURES.kaya));
    for (const n of [0, 1, 2]) feeds.serve(hop(n), { status: 302, headers: { location: hop(n + 1) } });
    feeds.serve(path, { status: 301, headers: { location: `https://www.airbnb.com${hop(1)}` } });
    expect((await syncNow(calendar)).json()).toMatchObject({ lastSyncError: null, bookingsCount: 5 });
    feeds.serve(path, { status: 302, headers: { location: hop(0) } });
    expect((await syncNow(calendar)).json().lastSyncError).toBe('The feed redirected more than 3 times');
  });

  it('keeps a link whose first sync fails, with the error', async () => {
    const property = await addProperty(t.app, host);
    const calendar = await link(property.iri, feedUrl('airbnb').url); // nothing served there: 404
    expect(calendar).toMatchObject({
      lastSyncError: 'The feed answered HTTP 404: nothing was changed',
      lastSyncedAt: null,
    });
    expect((await t.app.inject({ url: calendar['@id'], headers: host.auth })).statusCode).toBe(200);
  });

  it('flags overlapping stays from two channels as conflicts on both calendars and bookings', async () => {
    const property = await addProperty(t.app, host);
    const airbnb = feedUrl('airbnb');
    const booking = feedUrl('bookingcom');
    feeds.serve(airbnb.path, fixture(FIXTURES.giuliaAirbnb)); // Reserved 2026-08-24 → 09-02
    feeds.serve(booking.path, fixture(FIXTURES.berta)); // CLOSED 2026-08-21 → 08-31
    const first = await link(property.iri, airbnb.url);
    const second = await link(property.iri, booking.url);
    const bookings = await bookingsOf(property.iri);
    const conflicting = bookings.filter((b: { conflict: boolean }) => b.conflict);
    // Booking.com 08-21→08-31 / Airbnb 08-24→09-02, Airbnb 09-02→09-08 / Booking.com 09-04→09-07,
    // Booking.com 2027-02-01→2028-02-21 / Airbnb 2027-07-18→07-22.
    expect(conflicting.map((b: { startDate: string; ota: string }) => [b.startDate, b.ota])).toEqual([
      ['2026-08-21', 'bookingcom'],
      ['2026-08-24', 'airbnb'],
      ['2026-09-02', 'airbnb'],
      ['2026-09-04', 'bookingcom'],
      ['2027-02-01', 'bookingcom'],
      ['2027-07-18', 'airbnb'],
    ]);
    const [bookingCom, airbnbStay] = conflicting;
    expect(second.conflicts).toHaveLength(3);
    expect(second.conflicts[0]).toEqual({
      booking: bookingCom['@id'],
      startDate: '2026-08-21',
      endDate: '2026-08-31',
      conflictsWith: [airbnbStay['@id']],
    });
    const firstAgain = (await t.app.inject({ url: first['@id'], headers: host.auth })).json();
    expect(firstAgain.conflicts[0]).toEqual({
      booking: airbnbStay['@id'],
      startDate: '2026-08-24',
      endDate: '2026-09-02',
      conflictsWith: [bookingCom['@id']],
    });
    // The Booking.com link goes (its stays cancelled first): the conflicts clear.
    await t.db
      .updateTable('bookings')
      .set({ deletedAt: new Date().toISOString() })
      .where('calendarId', '=', second.id)
      .execute();
    expect((await t.app.inject({ method: 'DELETE', url: second['@id'], headers: host.auth })).statusCode).toBe(204);
    expect((await bookingsOf(property.iri)).some((b: { conflict: boolean }) => b.conflict)).toBe(false);
  });

  it('refuses to delete a calendar with confirmed imported stays; only past ones do not count', async () => {
    const { calendar, path } = await imported('airbnb', feedOf([['soon@airbnb.com', day(5), day(8), 'Reserved']]));
    violationsOf(await t.app.inject({ method: 'DELETE', url: calendar['@id'], headers: host.auth }));
    expect(violationsOf(await t.app.inject({ method: 'DELETE', url: calendar['@id'], headers: host.auth }))).toEqual([
      { propertyPath: 'bookings', message: PROPERTY_MESSAGES.calendarHasBookings },
    ]);
    const pastOnly = await imported('airbnb', fixture(FIXTURES.kaya)); // every stay ended in 2025
    expect(
      (await t.app.inject({ method: 'DELETE', url: pastOnly.calendar['@id'], headers: host.auth })).statusCode,
    ).toBe(204);
    feeds.serve(path, feedOf([['other@airbnb.com', day(40), day(42), 'Reserved']]));
    await syncNow(calendar); // the stay to come is cancelled, a new one arrives: still refused
    expect((await t.app.inject({ method: 'DELETE', url: calendar['@id'], headers: host.auth })).statusCode).toBe(422);
  });

  it("keeps other users' calendars and bookings out of reach", async () => {
    const theirs = await addProperty(t.app, other);
    const { url, path } = feedUrl('airbnb');
    feeds.serve(path, fixture(FIXTURES.kaya));
    const calendar = await link(theirs.iri, url, other);
    expect((await syncNow(calendar, host)).statusCode).toBe(404);
    expect((await syncNow(calendar, other)).statusCode).toBe(200);
    const [booking] = (await t.app.inject({ url: `/bookings?property=${theirs.iri}`, headers: other.auth })).json()[
      'hydra:member'
    ];
    expect((await t.app.inject({ url: booking['@id'], headers: host.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: booking['@id'], headers: other.auth })).json()).toMatchObject({ id: booking.id });
    const listed = await t.app.inject({
      url: `/bookings?property=${theirs.iri}&id[]=${booking.id}`,
      headers: host.auth,
    });
    expect(listed.json()).toEqual({ 'hydra:member': [], 'hydra:totalItems': 0 });
    expect((await t.app.inject({ url: '/bookings', headers: {} })).statusCode).toBe(401);
  });

  it('filters bookings by listing, id and dates', async () => {
    const { property } = await imported('airbnb', fixture(FIXTURES.kaya));
    const all = await bookingsOf(property.iri);
    const byId = await t.app.inject({ url: `/bookings?id[]=${all[1].id}&id[]=${all[2].id}`, headers: host.auth });
    expect(byId.json()['hydra:totalItems']).toBe(2);
    const window = await t.app.inject({
      url: `/bookings?property[]=${property.iri}&from=2025-10-25&to=2025-11-03`,
      headers: host.auth,
    });
    expect(window.json()['hydra:member'].map((b: { startDate: string }) => b.startDate)).toEqual([
      '2025-10-28',
      '2025-11-03',
    ]);
    expect((await t.app.inject({ url: '/bookings?from=tomorrow', headers: host.auth })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/bookings?property=/users/1', headers: host.auth })).statusCode).toBe(400);
  });

  it('syncs due calendars on a schedule, one sync per calendar at a time', async () => {
    const { property, calendar, path } = await imported(
      'airbnb',
      feedOf([['s1@airbnb.com', day(5), day(8), 'Reserved']]),
    );
    feeds.serve(
      path,
      feedOf([
        ['s1@airbnb.com', day(5), day(8), 'Reserved'],
        ['s2@airbnb.com', day(9), day(11), 'Reserved'],
      ]),
    );
    // Only this calendar is due.
    await t.db.updateTable('calendars').set({ lastSyncAttemptAt: new Date().toISOString() }).execute();
    await t.db
      .updateTable('calendars')
      .set({ lastSyncAttemptAt: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', calendar.id)
      .execute();
    const before = feeds.requestsTo(path).length;
    const scheduler = startScheduler(t.db, t.app.calendarSync, { intervalMinutes: 15, tickMs: 20, concurrency: 2 });
    await expect.poll(async () => (await bookingsOf(property.iri)).length, { timeout: 10_000 }).toBe(2);
    await scheduler.stop();
    expect(feeds.requestsTo(path).length - before).toBe(1);
    const item = (await t.app.inject({ url: calendar['@id'], headers: host.auth })).json();
    expect(item.lastSyncAttemptAt > '2000-01-02').toBe(true);

    feeds.serve(path, { body: feedOf([['s1@airbnb.com', day(5), day(8), 'Reserved']]), delayMs: 300 });
    const [a, b] = await Promise.all([syncNow(calendar), syncNow(calendar)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(feeds.requestsTo(path).length - before).toBe(2); // the second request joined the sync under way
  });
});
