import { addDays } from '@portal/schema';
import { FeedServer, fixture, icalDate } from '@portal/testkit/feed-server';
import { startFakeSmtpServer, type FakeSmtpServer } from '@portal/testkit/fake-smtp';
import { startWebhookReceiver, type WebhookReceiver } from '@portal/testkit/webhook-receiver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedJobQueue } from '../integrations/jobs/embedded.js';
import { openTestApp, signUp, type SignedInUser, type TestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { addIcalLink } from '../test/calendars.js';
import { addProperty } from '../test/listings.js';

const KAYA = 'airbnb__toneill57_muva-chat__airbnb-ics-kaya.ics';
const today = new Date().toISOString().slice(0, 10);
const day = (offset: number) => addDays(today, offset);

/** The real Airbnb export with extra reservations in Airbnb's own shape, before END:VCALENDAR. */
function kayaWith(stays: { uid: string; start: string; end: string }[]): string {
  const events = stays.map(({ uid, start, end }) =>
    [
      'BEGIN:VEVENT',
      'DTSTAMP:20260101T000000Z',
      `DTSTART;VALUE=DATE:${icalDate(start)}`,
      `DTEND;VALUE=DATE:${icalDate(end)}`,
      'SUMMARY:Reserved',
      `UID:${uid}@airbnb.com`,
      'END:VEVENT',
    ].join('\r\n'),
  );
  const body = fixture(KAYA).toString('utf8');
  return body.replace(/END:VCALENDAR\s*$/, [...events, 'END:VCALENDAR', ''].join('\r\n'));
}

let sequence = 0;

describe.each(testDatabases())('channel booking notices on $name', (database) => {
  let smtp: FakeSmtpServer;
  let feeds: FeedServer;
  let receiver: WebhookReceiver;
  let jobs: EmbeddedJobQueue;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
    feeds = await FeedServer.start();
    receiver = await startWebhookReceiver();
    t = await openTestApp(database, {
      jobs: (db) => (jobs = new EmbeddedJobQueue(db)),
      env: {
        WEBHOOKS_ALLOW_LOOPBACK: '1',
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'https://portal.example.test',
        CALENDAR_FETCH_ORIGIN: feeds.origin,
        CALENDAR_FETCH_TIMEOUT_MS: '1500',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await feeds.close();
    await smtp.close();
    await receiver.close();
  });

  /** A listing with an Airbnb link serving the fixture: its first sync imports the fixture's stays. */
  async function linked(host: SignedInUser, name: string) {
    sequence += 1;
    const path = `/calendar/ical/${sequence}.ics?s=n${sequence}`;
    feeds.serve(path, kayaWith([]));
    const property = await addProperty(t.app, host, name);
    type Link = { '@id': string; lastSyncResult: { created: number } };
    const calendar = await addIcalLink<Link>(t.app, host, property.iri, `https://www.airbnb.com${path}`);
    await t.app.calendarSync.idle();
    return { property, path, calendar };
  }
  const syncNow = async (host: SignedInUser, calendar: { '@id': string }) => {
    const response = await t.app.inject({ method: 'POST', url: `${calendar['@id']}/sync`, headers: host.auth });
    expect(response.statusCode, response.body).toBe(200);
    await t.app.calendarSync.idle();
    return response.json<{ lastSyncResult: Record<string, number> }>().lastSyncResult;
  };
  const mailsTo = (user: SignedInUser) => smtp.mails.filter((mail) => mail.to.includes(user.email));

  it('mails the host the stays a sync added, then those it cancelled; not the first import', async () => {
    const host = await signUp(t.app, { firstName: 'Ada' });
    const { property, path, calendar } = await linked(host, 'Kaya Loft');
    expect(calendar.lastSyncResult.created).toBe(5);
    expect(mailsTo(host)).toEqual([]);

    const stays = [
      { uid: 'new-a', start: day(20), end: day(23) },
      { uid: 'new-b', start: day(30), end: day(34) },
    ];
    feeds.serve(path, kayaWith(stays));
    expect(await syncNow(host, calendar)).toMatchObject({ created: 2, cancelled: 0 });
    expect(mailsTo(host)).toHaveLength(1);
    const added = mailsTo(host)[0]!;
    expect(added.subject).toBe('Airbnb: 2 new stays at Kaya Loft');
    expect(added.text).toContain('The Airbnb calendar of Kaya Loft just changed.');
    expect(added.text).toContain(`New stays:\n- ${day(20)} to ${day(23)}\n- ${day(30)} to ${day(34)}\n`);
    expect(added.text).not.toContain('Cancelled stays');
    expect(added.text).toContain(`https://portal.example.test/calendar/${property.id}`);

    // Nothing changed: no mail. Missing once: not cancelled yet, no mail; missing twice: cancelled, one mail.
    expect(await syncNow(host, calendar)).toMatchObject({ created: 0, cancelled: 0 });
    feeds.serve(path, kayaWith([stays[0]!]));
    expect(await syncNow(host, calendar)).toMatchObject({ missing: 1, cancelled: 0 });
    expect(mailsTo(host)).toHaveLength(1);
    feeds.serve(path, kayaWith([stays[0]!, { uid: 'new-c', start: day(40), end: day(41) }]));
    expect(await syncNow(host, calendar)).toMatchObject({ created: 1, cancelled: 1 });
    expect(mailsTo(host)).toHaveLength(2);
    const changed = mailsTo(host)[1]!;
    expect(changed.subject).toBe('Airbnb: 1 new, 1 cancelled stays at Kaya Loft');
    expect(changed.text).toContain(
      `New stays:\n- ${day(40)} to ${day(41)}\n\nCancelled stays:\n- ${day(30)} to ${day(34)}\n`,
    );
  });

  it('sends nothing to a host who switched channel mail off', async () => {
    const host = await signUp(t.app);
    const { path, calendar } = await linked(host, 'Quiet Flat');
    const off = await t.app.inject({
      method: 'PUT',
      url: `/users/${host.id}/notification-settings`,
      headers: host.auth,
      payload: { channelBookings: false },
    });
    expect(off.statusCode).toBe(200);
    feeds.serve(path, kayaWith([{ uid: 'quiet', start: day(50), end: day(52) }]));
    expect(await syncNow(host, calendar)).toMatchObject({ created: 1 });
    expect(mailsTo(host)).toEqual([]);
  });

  it('a refused mail leaves the sync as it was', async () => {
    const host = await signUp(t.app);
    const { path, calendar } = await linked(host, 'Refused Flat');
    feeds.serve(path, kayaWith([{ uid: 'refused', start: day(60), end: day(62) }]));
    smtp.refuse({ code: 550, message: 'Mailbox unavailable' });
    try {
      expect(await syncNow(host, calendar)).toMatchObject({ created: 1 });
    } finally {
      smtp.refuse(null);
    }
    const stored = await t.app.inject({ url: calendar['@id'], headers: host.auth });
    expect(stored.json()).toMatchObject({ lastSyncError: null, bookingsCount: 6 });
    expect(mailsTo(host)).toEqual([]);
  });

  it("announces the stays a sync added and cancelled to the host's webhooks, not the first import", async () => {
    const host = await signUp(t.app);
    const endpoint = await t.app.inject({
      method: 'POST',
      url: '/webhook-endpoints',
      headers: host.auth,
      payload: { url: `${receiver.origin}/channel`, events: ['booking.created', 'booking.cancelled'] },
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    const { path, calendar } = await linked(host, 'Hooked Loft');
    const stay = { uid: 'hooked', start: day(70), end: day(73) };
    feeds.serve(path, kayaWith([stay]));
    expect(await syncNow(host, calendar)).toMatchObject({ created: 1 });
    feeds.serve(path, kayaWith([]));
    await syncNow(host, calendar);
    expect(await syncNow(host, calendar)).toMatchObject({ cancelled: 1 });

    while ((await jobs.runDue()) > 0);
    const events = receiver.received
      .filter((request) => request.path === '/channel')
      .map((request) => JSON.parse(request.body) as { type: string; data: { startDate: string; endDate: string } });
    expect(events.map(({ type, data }) => [type, data.startDate, data.endDate])).toEqual([
      ['booking.created', stay.start, stay.end],
      ['booking.cancelled', stay.start, stay.end],
    ]);
  });
});
