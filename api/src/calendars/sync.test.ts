import { addDays, PROPERTY_MESSAGES } from '@portal/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, signUp, violationsOf, type SignedInUser, type TestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { FeedServer, feedOf, fixture, icalDate } from '@portal/testkit/feed-server';
import { addProperty } from '../test/listings.js';
import * as backfillInviteCodes from '../db/migrations/2026_11_26_0600_backfill_invite_codes.js';
import { EmbeddedJobQueue } from '../integrations/jobs/index.js';
import { dueCalendars, retryMinutes } from './sync/due.js';
import { enqueueDueSyncs, handleSyncJobs } from './sync/scheduler.js';
import { CalendarSync } from './sync/service.js';

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
/** Where Booking.com's export window ends: 18 months from today. */
const windowEnd = (() => {
  const [year, month, date] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1 + 18, date)).toISOString().slice(0, 10);
})();
const CLOSED = 'CLOSED - Not available';

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
  let jobs: EmbeddedJobQueue;
  beforeAll(async () => {
    feeds = await FeedServer.start();
    t = await openTestApp(database, {
      jobs: (db) => (jobs = new EmbeddedJobQueue(db)),
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

  /** Makes the calendars `ids` the only ones due for a sync (every other one was just tried). */
  async function onlyDue(ids: number[]) {
    await t.db.updateTable('calendars').set({ lastSyncAttemptAt: new Date().toISOString() }).execute();
    await t.db
      .updateTable('calendars')
      .set({ lastSyncAttemptAt: '2000-01-01T00:00:00.000Z' })
      .where('id', 'in', ids)
      .execute();
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
      name: null,
      ota: 'airbnb',
      uid: '1418fb94e984-90cc2a3bcdbdba6de239f64ae4ea2fe7@airbnb.com',
      deletedAt: null,
      missingSince: null,
      conflict: false,
      numberOfGuest: null,
      paymentMethod: null,
      guestEmail: null,
      inviteCode: expect.stringMatching(/^[\w-]{16}$/),
      cancellationRequestedAt: null,
      mainGuest: null,
      owner: { '@id': `/users/${host.id}`, id: host.id },
      quote: null,
      purchases: [],
      ratingCleanliness: null,
      ratingCondition: null,
      ratingApp: null,
      ratingOverall: null,
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
    // Its 385-night closure (2027-02-01 → 2028-02-21) is blocked dates; see the Booking.com test below.
    [FIXTURES.berta, 'bookingcom', 3, 1, []],
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
      missing: 0,
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

  it('cancels a stay only when two fetches in a row miss it, restores it when it comes back, lets past stays age out', async () => {
    const past = ['past@airbnb.com', day(-6), day(-1), 'Reserved'] as [string, string, string, string];
    const stay = ['stay@airbnb.com', day(10), day(12), 'Reserved'] as [string, string, string, string];
    const keep = ['keep@airbnb.com', day(30), day(32), 'Reserved'] as [string, string, string, string];
    const { property, calendar, path } = await imported('airbnb', feedOf([past, stay, keep]));
    const state = async () =>
      (await bookingsOf(property.iri)).map(
        (b: { uid: string; deletedAt: string | null; missingSince: string | null }) => [
          b.uid,
          b.deletedAt !== null,
          b.missingSince !== null,
        ],
      );

    // Missing once (channels drop an event for one fetch): marked, not cancelled; back on the next fetch: cleared.
    feeds.serve(path, feedOf([keep]));
    expect((await syncNow(calendar)).json()).toMatchObject({
      lastSyncResult: { missing: 1, cancelled: 0, created: 0 },
      bookingsCount: 3,
    });
    expect(await state()).toEqual([
      ['past@airbnb.com', false, false],
      ['stay@airbnb.com', false, true],
      ['keep@airbnb.com', false, false],
    ]);
    feeds.serve(path, feedOf([stay, keep]));
    expect((await syncNow(calendar)).json().lastSyncResult).toMatchObject({ updated: 1, missing: 0, cancelled: 0 });
    expect((await state())[1]).toEqual(['stay@airbnb.com', false, false]);

    // Missing from two fetches in a row: cancelled; the past stay simply aged out of the feed.
    feeds.serve(path, feedOf([keep]));
    expect((await syncNow(calendar)).json().lastSyncResult).toMatchObject({ missing: 1, cancelled: 0 });
    expect((await syncNow(calendar)).json()).toMatchObject({
      lastSyncResult: { missing: 0, cancelled: 1 },
      bookingsCount: 2,
    });
    expect(await state()).toEqual([
      ['past@airbnb.com', false, false],
      ['stay@airbnb.com', true, false],
      ['keep@airbnb.com', false, false],
    ]);

    feeds.serve(path, feedOf([stay, keep]));
    expect((await syncNow(calendar)).json().lastSyncResult).toMatchObject({ restored: 1, created: 0, cancelled: 0 });
    expect(
      (await bookingsOf(property.iri)).filter((b: { deletedAt: string | null }) => b.deletedAt === null),
    ).toHaveLength(3);
  });

  it('never counts a failed, refused or empty fetch as one that missed a stay; a 304 confirms the last one', async () => {
    const stay = ['stay@airbnb.com', day(10), day(12), 'Reserved'] as [string, string, string, string];
    const keep = ['keep@airbnb.com', day(30), day(32), 'Reserved'] as [string, string, string, string];
    const { property, calendar, path } = await imported('airbnb', feedOf([stay, keep]));
    const stayRow = async () =>
      (await bookingsOf(property.iri))[0] as { deletedAt: string | null; missingSince: string | null };

    feeds.serve(path, feedOf([keep]));
    await syncNow(calendar);
    const since = (await stayRow()).missingSince;
    expect(since).toEqual(expect.any(String));
    for (const broken of [
      { status: 500, body: 'error' },
      { status: 200, body: '' },
      { status: 200, body: feedOf([]) },
    ]) {
      feeds.serve(path, broken);
      expect((await syncNow(calendar)).json().lastSyncError).toEqual(expect.any(String));
      expect(await stayRow()).toMatchObject({ deletedAt: null, missingSince: since });
    }

    // The next successful fetch is the second in a row to miss it, whatever failed in between.
    feeds.serve(path, feedOf([keep]));
    expect((await syncNow(calendar)).json().lastSyncResult).toMatchObject({ cancelled: 1 });
    expect(await stayRow()).toMatchObject({ deletedAt: expect.any(String), missingSince: null });

    // A 304 Not Modified is a successful fetch of the feed that missed a stay: the second one in a row.
    const later = ['later@airbnb.com', day(40), day(42), 'Reserved'] as [string, string, string, string];
    feeds.serve(path, feedOf([keep, later]));
    await syncNow(calendar);
    feeds.serveWithEtag(path, feedOf([keep]), '"v2"');
    expect((await syncNow(calendar)).json().lastSyncResult).toMatchObject({ unchanged: false, missing: 1 });
    expect((await syncNow(calendar)).json().lastSyncResult).toMatchObject({ unchanged: true, cancelled: 1 });
    expect((await bookingsOf(property.iri)).find((b: { uid: string }) => b.uid === 'later@airbnb.com')).toMatchObject({
      deletedAt: expect.any(String),
      missingSince: null,
    });
  });

  it('takes a new stay on the arrival day of a cancelled one to come as a new booking, not as its new UID', async () => {
    const cancelled = ['a@airbnb.com', day(20), day(25), 'Reserved'] as [string, string, string, string];
    const { property, calendar, path } = await imported('airbnb', feedOf([cancelled]));
    feeds.serve(path, feedOf([['b@airbnb.com', day(20), day(22), 'Reserved']]));
    expect((await syncNow(calendar)).json().lastSyncResult).toMatchObject({ created: 1, missing: 1, updated: 0 });
    expect((await syncNow(calendar)).json().lastSyncResult).toMatchObject({ created: 0, cancelled: 1, updated: 0 });
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
    expect((await syncNow(named.calendar)).json().lastSyncResult).toMatchObject({ created: 1, missing: 1 });
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

    // Cancelled while it was missing (two fetches in a row), back inside the closure: restored.
    feeds.serve(path, feedOf([closure]));
    expect((await syncNow(calendar)).json().lastSyncResult).toMatchObject({ missing: 1 });
    expect((await syncNow(calendar)).json().lastSyncResult).toMatchObject({ cancelled: 1 });
    feeds.serve(path, feedOf([stay, closure]));
    expect((await syncNow(calendar)).json().lastSyncResult).toMatchObject({ restored: 1, created: 0, cancelled: 0 });
    expect((await bookingsOf(property.iri)).every((b: { deletedAt: string | null }) => b.deletedAt === null)).toBe(
      true,
    );
  });

  it('leaves out an event with an impossible date, says so on the link, imports the others and keeps its stay', async () => {
    const first = ['first@airbnb.com', day(10), day(12), 'Reserved'] as [string, string, string, string];
    const second = ['second@airbnb.com', day(20), day(22), 'Reserved'] as [string, string, string, string];
    const third = ['third@airbnb.com', day(30), day(33), 'Reserved'] as [string, string, string, string];
    const { property, calendar, path } = await imported('airbnb', feedOf([first, second]));
    const broken = feedOf([first, second, third]).replace(
      `DTSTART;VALUE=DATE:${icalDate(day(20))}`,
      'DTSTART;VALUE=DATE:20271345',
    );
    feeds.serve(path, broken);
    const synced = (await syncNow(calendar)).json();
    expect(synced).toMatchObject({
      lastSyncError: null,
      lastSyncWarning: '1 event skipped: impossible date 20271345',
      lastSyncResult: { created: 1, missing: 0, cancelled: 0 },
      bookingsCount: 3,
    });
    const bookings = await bookingsOf(property.iri);
    expect(
      bookings.map((b: { uid: string; startDate: string; missingSince: string | null }) => [
        b.uid,
        b.startDate,
        b.missingSince,
      ]),
    ).toEqual([
      ['first@airbnb.com', day(10), null],
      ['second@airbnb.com', day(20), null],
      ['third@airbnb.com', day(30), null],
    ]);
    // Nothing rolled into a real date in 2028.
    expect(bookings.some((b: { startDate: string }) => b.startDate.startsWith('2028-02'))).toBe(false);
    expect((await t.app.inject({ url: calendar['@id'], headers: host.auth })).json().lastSyncWarning).toBe(
      '1 event skipped: impossible date 20271345',
    );

    feeds.serve(path, feedOf([first, second, third]));
    expect((await syncNow(calendar)).json()).toMatchObject({ lastSyncWarning: null, lastSyncResult: { created: 0 } });
  });

  it("imports Booking.com's closures as blocked dates and shows its other events as 'Booking.com: booked or closed'", async () => {
    const { property, calendar, path } = await imported('bookingcom', fixture(FIXTURES.berta));
    expect(calendar).toMatchObject({
      lastSyncError: null,
      lastSyncResult: { reservations: 3, blocks: 1, created: 3 },
      bookingsCount: 3,
      blocksCount: 1,
    });
    const bookings = await bookingsOf(property.iri);
    expect(
      bookings.map((b: { startDate: string; name: string; providerGuestName: null }) => [
        b.startDate,
        b.name,
        b.providerGuestName,
      ]),
    ).toEqual([
      ['2026-08-21', 'Booking.com: booked or closed', null],
      ['2026-09-04', 'Booking.com: booked or closed', null],
      ['2026-12-27', 'Booking.com: booked or closed', null],
    ]);
    // The 385-night closure from the booking horizon to the end of the window: its days show as blocked.
    expect(await blocksOf(property.id)).toEqual([{ startDate: '2027-02-01', endDate: '2028-02-21', summary: CLOSED }]);
    const days = await t.app.inject({
      url: `/property-calendars?propertyId=${property.id}&from=2027-01-31&to=2027-02-01`,
      headers: host.auth,
    });
    expect(days.json()['hydra:member'][0].dates).toMatchObject({
      '2027-01-31': { blocked: false },
      '2027-02-01': { blocked: true },
    });

    // Imported as a booking before closures were told apart: removed on the next sync (no guest joined it), the
    // days staying blocked; one a guest joined is cancelled instead.
    const oldImport = (uid: string, startDate: string, endDate: string, mainGuestId: number | null) =>
      t.db
        .insertInto('bookings')
        .values({
          propertyId: property.id,
          calendarId: calendar.id,
          uid,
          startDate,
          endDate,
          ota: 'bookingcom',
          mainGuestId,
          createdAt: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const phantom = await oldImport('023bab3858c5c2aeaef8946722a0e91e@booking.com', '2027-02-01', '2028-02-21', null);
    const whole = ['whole@booking.com', day(0), day(549), CLOSED] as [string, string, string, string];
    const joined = await oldImport('whole@booking.com', day(0), day(549), other.id);
    // The same export a day later (its events as they were), now with a closure of the whole 18-month window.
    feeds.serve(
      path,
      feedOf([
        ['7a91897f0c5c0d151f49a9f6275fc2fe@booking.com', '2026-08-21', '2026-08-31', CLOSED],
        ['c2bccc28426a9550a80550a7f642fde8@booking.com', '2026-09-04', '2026-09-07', CLOSED],
        ['67cc0972618b2c1b64866e2032a14e8a@booking.com', '2026-12-27', '2026-12-28', CLOSED],
        ['023bab3858c5c2aeaef8946722a0e91e@booking.com', '2027-02-01', '2028-02-21', CLOSED],
        whole,
      ]),
    );
    expect((await syncNow(calendar)).json()).toMatchObject({
      lastSyncError: null,
      lastSyncResult: { reservations: 3, blocks: 2, cancelled: 2 },
      bookingsCount: 3,
    });
    const after = await bookingsOf(property.iri);
    expect(after.find((b: { id: number }) => b.id === phantom.id)).toBeUndefined();
    expect(after.find((b: { id: number }) => b.id === joined.id)).toMatchObject({ deletedAt: expect.any(String) });

    // The rolling closure at the end of the 18-month window is closed dates however short; a stay before it is not.
    const rolling = await imported(
      'bookingcom',
      feedOf([
        ['stay@booking.com', addDays(windowEnd, -40), addDays(windowEnd, -33), CLOSED],
        ['rolling@booking.com', addDays(windowEnd, -20), windowEnd, CLOSED],
      ]),
    );
    expect(rolling.calendar).toMatchObject({ bookingsCount: 1, blocksCount: 1 });
    expect(await blocksOf(rolling.property.id)).toEqual([
      { startDate: addDays(windowEnd, -20), endDate: windowEnd, summary: CLOSED },
    ]);
  });

  it('counts the failed syncs of a link in a row and backs it off (doubling, at most 6 hours); a success resets', async () => {
    expect([0, 1, 2, 3, 4, 5, 6, 12].map((failures) => retryMinutes(15, failures))).toEqual([
      15, 15, 30, 60, 120, 240, 360, 360,
    ]);
    expect(retryMinutes(480, 4)).toBe(480);
    const { calendar, path } = await imported('airbnb', feedOf([['s@airbnb.com', day(5), day(8), 'Reserved']]));
    const failures = async () =>
      (
        await t.db
          .selectFrom('calendars')
          .select('syncFailures')
          .where('id', '=', calendar.id)
          .executeTakeFirstOrThrow()
      ).syncFailures;
    feeds.serve(path, { status: 503, body: 'busy' });
    for (let n = 0; n < 3; n++) await syncNow(calendar);
    expect(await failures()).toBe(3);

    const due = async (syncFailures: number, minutesAgo: number) => {
      const lastSyncAttemptAt = new Date(Date.now() - minutesAgo * 60_000).toISOString();
      await t.db
        .updateTable('calendars')
        .set({ syncFailures, lastSyncAttemptAt })
        .where('id', '=', calendar.id)
        .execute();
      return (await dueCalendars(t.db, new Date(), 15, 10_000)).includes(calendar.id);
    };
    expect(await due(0, 14)).toBe(false);
    expect(await due(0, 16)).toBe(true);
    expect(await due(3, 50)).toBe(false); // 15 × 2² = 60 minutes
    expect(await due(3, 61)).toBe(true);
    expect(await due(9, 5 * 60)).toBe(false); // capped at 6 hours
    expect(await due(9, 6 * 60 + 1)).toBe(true);

    feeds.serve(path, feedOf([['s@airbnb.com', day(5), day(8), 'Reserved']]));
    expect((await syncNow(calendar)).json().lastSyncError).toBeNull();
    expect(await failures()).toBe(0);
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

    // A feed still listing a stay counts: the one it dropped is cancelled once the next fetch misses it too.
    feeds.serve(path, feedOf([inHouse, ['b2@airbnb.com', day(20), day(24), 'Airbnb (Not available)']]));
    expect((await syncNow(calendar)).json()).toMatchObject({
      lastSyncError: null,
      lastSyncResult: { missing: 1, cancelled: 0, created: 0 },
    });
    expect((await syncNow(calendar)).json().lastSyncResult).toMatchObject({ cancelled: 1, created: 0 });
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
      [`shared@vrbo.com#${icalDate(day(20))}`, 'Ann', null],
      [`shared@vrbo.com#${icalDate(day(40))}`, 'Bob', null],
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
    // Booking.com 08-21→08-31 / Airbnb 08-24→09-02, Airbnb 09-02→09-08 / Booking.com 09-04→09-07. (Booking.com's
    // 2027-02-01→2028-02-21 is closed dates, not a stay: Airbnb's 2027-07-18 stay is no double booking.)
    expect(conflicting.map((b: { startDate: string; ota: string }) => [b.startDate, b.ota])).toEqual([
      ['2026-08-21', 'bookingcom'],
      ['2026-08-24', 'airbnb'],
      ['2026-09-02', 'airbnb'],
      ['2026-09-04', 'bookingcom'],
    ]);
    const [bookingCom, airbnbStay] = conflicting;
    expect(second.conflicts).toHaveLength(2);
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

  it('keeps syncing the other links while one feed hangs: every fetch has a deadline', async () => {
    const stay = ['s1@airbnb.com', day(5), day(8), 'Reserved'] as [string, string, string, string];
    const more = ['s2@airbnb.com', day(9), day(11), 'Reserved'] as [string, string, string, string];
    const hanging = await imported('airbnb', feedOf([stay]));
    const others = [await imported('airbnb', feedOf([stay])), await imported('airbnb', feedOf([stay]))];
    others.push(await imported('airbnb', feedOf([stay])));
    feeds.serve(hanging.path, { body: feedOf([stay, more]), delayMs: 60_000 });
    for (const { path } of others) feeds.serve(path, feedOf([stay, more]));
    // Only these are due, the hanging one first.
    await onlyDue([hanging, ...others].map(({ calendar }) => calendar.id));
    const deadline = 8000;
    const sync = new CalendarSync(t.db, {
      origin: feeds.origin,
      maxBytes: 200_000,
      timeoutMs: deadline,
      userAgent: 'test',
    });
    // A worker of its own, two jobs at a time.
    const jobs = new EmbeddedJobQueue(t.db, { pollMs: 20, concurrency: 2 });
    handleSyncJobs(jobs, sync);
    jobs.start();
    await enqueueDueSyncs(t.db, jobs, { intervalMinutes: 15 });
    const synced = async () =>
      (await Promise.all(others.map(({ property }) => bookingsOf(property.iri)))).map((b) => b.length);
    await expect.poll(synced, { timeout: deadline - 1000 }).toEqual([2, 2, 2]);
    const lease = await t.db
      .selectFrom('calendars')
      .select('syncLeaseUntil')
      .where('id', '=', hanging.calendar.id)
      .executeTakeFirstOrThrow();
    expect(lease.syncLeaseUntil).not.toBeNull(); // still syncing
    await jobs.close();
    await sync.close();
    const item = (await t.app.inject({ url: hanging.calendar['@id'], headers: host.auth })).json();
    expect(item.lastSyncError).toBe('The feed did not answer within 8 s: nothing was changed');
  });

  it('syncs due calendars as queue jobs, one sync per calendar at a time', async () => {
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
    await onlyDue([calendar.id]);
    const before = feeds.requestsTo(path).length;
    expect(await enqueueDueSyncs(t.db, t.app.jobs, { intervalMinutes: 15 })).toEqual([calendar.id]);
    expect(await jobs.runDue()).toBe(1);
    expect((await bookingsOf(property.iri)).length).toBe(2);
    expect(feeds.requestsTo(path).length - before).toBe(1);
    // Synced: not due again this round.
    expect(await enqueueDueSyncs(t.db, t.app.jobs, { intervalMinutes: 15 })).toEqual([]);
    const item = (await t.app.inject({ url: calendar['@id'], headers: host.auth })).json();
    expect(item.lastSyncAttemptAt > '2000-01-02').toBe(true);

    feeds.serve(path, { body: feedOf([['s1@airbnb.com', day(5), day(8), 'Reserved']]), delayMs: 300 });
    const [a, b] = await Promise.all([syncNow(calendar), syncNow(calendar)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(feeds.requestsTo(path).length - before).toBe(2); // the second request joined the sync under way
  });
});
