import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, signUp, type SignedInUser, type TestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { FeedServer, fixture } from '@portal/testkit/feed-server';
import { addProperty } from '../test/listings.js';
import { parseFeed } from './sync/parse.js';

describe.each(testDatabases())('iCal export on $name', (database) => {
  let t: TestApp;
  let feeds: FeedServer;
  let host: SignedInUser;
  let other: SignedInUser;
  beforeAll(async () => {
    feeds = await FeedServer.start();
    t = await openTestApp(database, {
      env: { CALENDAR_FETCH_ORIGIN: feeds.origin, PUBLIC_URL: 'https://portal.example.com/' },
    });
    host = await signUp(t.app);
    other = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
    await feeds.close();
  });

  const exportPath = (url: string) => new URL(url).pathname.replace(/^\/api/, '');
  const propertyItem = async (id: number, user = host) =>
    (await t.app.inject({ url: `/properties/${id}`, headers: user.auth })).json();
  const stays = async (propertyIri: string) => {
    const response = await t.app.inject({ url: `/bookings?property=${propertyIri}`, headers: host.auth });
    const members: { startDate: string; endDate: string; deletedAt: string | null }[] = response.json()['hydra:member'];
    return members.filter((b) => b.deletedAt === null).map((b) => `${b.startDate}/${b.endDate}`);
  };
  /** Adds an iCal link (synced at once) to the listing: the link's item. */
  const importFeed = async (propertyIri: string, url: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/calendars',
        headers: host.auth,
        payload: { property: propertyIri, url },
      })
    ).json();

  it('serves every channel, direct bookings and blocks made here; another listing imports it back, not its own', async () => {
    const source = await addProperty(t.app, host, 'Source');
    feeds.serve('/calendar/ical/900.ics?s=a', fixture('airbnb__toneill57_muva-chat__airbnb-ics-kaya.ics'));
    feeds.serve(
      '/icalendar/901abc.ics',
      fixture('homeaway-abritel__ricard33_tiloc__core_tests_test_sync.py__abritel_ical.ics'),
    );
    for (const url of [
      'https://www.airbnb.com/calendar/ical/900.ics?s=a',
      'https://www.abritel.fr/icalendar/901abc.ics',
    ]) {
      expect((await importFeed(source.iri, url)).lastSyncError).toBeNull();
    }
    const now = new Date().toISOString();
    await t.db
      .insertInto('bookings')
      .values([
        {
          propertyId: source.id,
          calendarId: null,
          startDate: '2027-05-01',
          endDate: '2027-05-04',
          providerGuestName: 'Direct Guest',
          createdAt: now,
        },
        {
          propertyId: source.id,
          calendarId: null,
          startDate: '2027-06-01',
          endDate: '2027-06-02',
          deletedAt: now,
          createdAt: now,
        },
      ])
      .execute();
    await t.db
      .insertInto('availabilityBlocks')
      .values({
        propertyId: source.id,
        calendarId: null,
        startDate: '2027-08-10',
        endDate: '2027-08-12',
        createdAt: now,
      })
      .execute();

    const { icalExportUrl } = await propertyItem(source.id);
    expect(icalExportUrl).toMatch(/^https:\/\/portal\.example\.com\/api\/ical\/[\w-]{32}\.ics$/);
    const response = await t.app.inject({ url: exportPath(icalExportUrl) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = parseFeed(response.body);
    expect(events).toHaveLength(5 + 6 + 1 + 1); // Airbnb stays, Abritel stays, the direct booking, the block
    expect(response.body).not.toContain('Direct Guest');
    expect(response.body).toContain('DTSTART;VALUE=DATE:20270501');
    expect(events.find((event) => event.startDate === '2027-08-10')).toMatchObject({ summary: 'Not available' });
    const again = await t.app.inject({ url: exportPath(icalExportUrl) });
    expect(again.body).toBe(response.body); // stable UIDs and stamps
    const cached = await t.app.inject({
      url: exportPath(icalExportUrl),
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);

    // Read back by the same listing (a channel echoing our UIDs): its own stays, never imported twice.
    const before = await stays(source.iri);
    feeds.serve('/calendar/ical/902.ics?s=b', response.body);
    const echoed = await importFeed(source.iri, 'https://www.airbnb.com/calendar/ical/902.ics?s=b');
    expect(echoed).toMatchObject({ lastSyncError: null, bookingsCount: 0, blocksCount: 0 });
    expect(await stays(source.iri)).toEqual(before);

    // Round trip: another listing imports this feed as if it were a channel's, and gets the same stays.
    const target = await addProperty(t.app, host, 'Target');
    const imported = await importFeed(target.iri, 'https://www.airbnb.com/calendar/ical/902.ics?s=b');
    expect(imported).toMatchObject({ lastSyncError: null, bookingsCount: 12, blocksCount: 1 });
    expect(await stays(target.iri)).toEqual(before);
  });

  it('rotates the token: the old URL answers 404, the new one the feed; unknown tokens are 404', async () => {
    const property = await addProperty(t.app, host);
    const before = (await propertyItem(property.id)).icalExportUrl;
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/properties/${property.id}/ical-export/rotate`,
      headers: host.auth,
    });
    expect(rotated.statusCode).toBe(200);
    const after = rotated.json().icalExportUrl;
    expect(after).not.toBe(before);
    expect((await t.app.inject({ url: exportPath(before) })).statusCode).toBe(404);
    const fresh = await t.app.inject({ url: exportPath(after) });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r?\n?$/);
    expect((await t.app.inject({ url: '/ical/not-a-token.ics' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: exportPath(after).replace('.ics', '') })).statusCode).toBe(404);
    // Another user can neither rotate nor see it.
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/properties/${property.id}/ical-export/rotate`,
      headers: other.auth,
    });
    expect(theirs.statusCode).toBe(404);
  });
});
