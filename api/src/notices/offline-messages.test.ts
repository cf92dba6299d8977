import { startFakeSmtpServer, type FakeSmtpServer } from '@portal/testkit/fake-smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openTestApp, signUp, withTestApp, type SignedInUser, type TestApp } from '../test/app.js';
import { loggingApp } from '../test/logging-app.js';
import { addDirectBooking } from '../test/bookings.js';
import { addPricedProperty, joinBooking, postMessage } from '../test/calendars.js';
import { testDatabases } from '../test/databases.js';
import type { OfflineMessageNotices } from './offline-messages.js';
import { OFFLINE_NOTICE_DELAY_MS } from './offline-messages.js';

const MINUTE = 60_000;

describe.each(testDatabases())('offline message notices on $name', (database) => {
  let smtp: FakeSmtpServer;
  let t: TestApp;
  let scanner: OfflineMessageNotices;
  let day = 10;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
    t = await openTestApp(database, { env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://portal.example.test' } });
    scanner = t.app.messageNotices!;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** A host's listing, a booking of it joined by a guest; the host's last request is an hour old. */
  async function conversation(listing = 'Harbour View') {
    const host = await signUp(t.app, { firstName: 'Ada' });
    const guest = await signUp(t.app, { firstName: 'Grace', lastName: 'Hopper' });
    const property = await addPricedProperty(t.app, host, listing);
    day += 5;
    const booking = await addDirectBooking(t.app, host, property.iri, day);
    await joinBooking(t.app, guest, booking);
    await seenAt(host, new Date(Date.now() - 60 * MINUTE));
    return { host, guest, booking };
  }
  const seenAt = (user: SignedInUser, at: Date) =>
    t.db.updateTable('users').set({ lastSeenAt: at.toISOString() }).where('id', '=', user.id).execute();
  const post = async (user: SignedInUser, booking: { '@id': string }, content: string) =>
    new Date((await postMessage(t.app, user, booking['@id'], content)).createdAt);
  const markRead = (user: SignedInUser, booking: { id: number }) =>
    t.app.inject({ method: 'POST', url: `/bookings/${booking.id}/messages-read`, headers: user.auth });
  const after = (from: Date, ms: number) => new Date(from.getTime() + ms);
  const mailsTo = (user: SignedInUser) => smtp.mails.filter((mail) => mail.to.includes(user.email));

  it('mails the host once per burst, 15 minutes after the first unread message, with the link', async () => {
    const { host, guest, booking } = await conversation('Harbour View');
    const sent = await post(guest, booking, 'Hello! Where do we pick up the keys?');
    await post(guest, booking, 'And is there parking?');
    expect(await scanner.scan(after(sent, OFFLINE_NOTICE_DELAY_MS - 1000))).toBe(0);
    expect(await scanner.scan(after(sent, OFFLINE_NOTICE_DELAY_MS + 1000))).toBe(1);
    const [mail, ...others] = mailsTo(host);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('New message from Grace Hopper about Harbour View');
    expect(mail!.text).toContain('Grace Hopper wrote about Harbour View (2 unread messages):');
    expect(mail!.text).toContain('Hello! Where do we pick up the keys?');
    expect(mail!.text).toContain(`https://portal.example.test/?conversation=${booking.id}`);
    expect(mail!.text).toContain('https://portal.example.test/settings#notifications');

    // More messages before the host reads: no second mail.
    await post(guest, booking, 'Hello?');
    expect(await scanner.scan(after(sent, 3 * OFFLINE_NOTICE_DELAY_MS))).toBe(0);
    // Once the host read the conversation, a new message starts a new burst.
    expect((await markRead(host, booking)).statusCode).toBe(204);
    await seenAt(host, new Date(Date.now() - 60 * MINUTE));
    const again = await post(guest, booking, 'We arrived.');
    expect(await scanner.scan(after(again, OFFLINE_NOTICE_DELAY_MS + 1000))).toBe(1);
    expect(mailsTo(host)).toHaveLength(2);
    expect(mailsTo(host)[1]!.text).toContain('Grace Hopper wrote about Harbour View:\n\nWe arrived.');
  });

  it('quotes at most 500 characters of the message', async () => {
    const { host, guest, booking } = await conversation();
    const sent = await post(guest, booking, `${'a'.repeat(600)}`);
    expect(await scanner.scan(after(sent, OFFLINE_NOTICE_DELAY_MS + 1000))).toBe(1);
    expect(mailsTo(host)[0]!.text).toContain(`${'a'.repeat(500)}…`);
    expect(mailsTo(host)[0]!.text).not.toContain('a'.repeat(501));
  });

  it('sends nothing when the host read the conversation or answered within 15 minutes', async () => {
    const read = await conversation();
    const sent = await post(read.guest, read.booking, 'Hi');
    expect((await markRead(read.host, read.booking)).statusCode).toBe(204);
    const answered = await conversation();
    await post(answered.guest, answered.booking, 'Hi');
    await post(answered.host, answered.booking, 'Hello Grace');
    await seenAt(read.host, new Date(Date.now() - 60 * MINUTE));
    await seenAt(answered.host, new Date(Date.now() - 60 * MINUTE));
    expect(await scanner.scan(after(sent, 2 * OFFLINE_NOTICE_DELAY_MS))).toBe(0);
    expect([...mailsTo(read.host), ...mailsTo(answered.host)]).toEqual([]);
  });

  it("fetching the messages (the unread counts) or the guest's reading is not the host reading", async () => {
    const { host, guest, booking } = await conversation();
    const sent = await post(guest, booking, 'Hi');
    const listed = await t.app.inject({ url: `/messages?booking=${booking['@id']}`, headers: host.auth });
    expect(listed.statusCode).toBe(200);
    expect((await markRead(guest, booking)).statusCode).toBe(204);
    await seenAt(host, new Date(Date.now() - 60 * MINUTE));
    expect(await scanner.scan(after(sent, OFFLINE_NOTICE_DELAY_MS + 1000))).toBe(1);
    expect(mailsTo(host)).toHaveLength(1);
  });

  it("marking another's conversation read: 404, and their notice still goes; a token is required", async () => {
    const { host, guest, booking } = await conversation();
    const stranger = await signUp(t.app);
    const sent = await post(guest, booking, 'Hi');
    expect((await markRead(stranger, booking)).statusCode).toBe(404);
    expect((await markRead(stranger, { id: 999_999 })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/bookings/${booking.id}/messages-read` })).statusCode).toBe(401);
    expect(await scanner.scan(after(sent, OFFLINE_NOTICE_DELAY_MS + 1000))).toBe(1);
    expect(mailsTo(host)).toHaveLength(1);
  });

  it('waits while the host was seen in the last 15 minutes, then mails if still unread', async () => {
    const { host, guest, booking } = await conversation();
    const sent = await post(guest, booking, 'Hi');
    await seenAt(host, after(sent, 5 * MINUTE));
    expect(await scanner.scan(after(sent, OFFLINE_NOTICE_DELAY_MS + 1000))).toBe(0);
    expect(await scanner.scan(after(sent, 19 * MINUTE))).toBe(0);
    expect(mailsTo(host)).toEqual([]);
    expect(await scanner.scan(after(sent, 20 * MINUTE + 1000))).toBe(1);
    expect(mailsTo(host)).toHaveLength(1);
  });

  it('an authenticated request marks the host seen, writing at most once a minute', async () => {
    const { host } = await conversation();
    const lastSeen = async () =>
      (await t.db.selectFrom('users').select('lastSeenAt').where('id', '=', host.id).executeTakeFirstOrThrow())
        .lastSeenAt;
    const before = Date.now();
    await t.app.inject({ url: '/me', headers: host.auth });
    const first = await lastSeen();
    expect(Date.parse(first!)).toBeGreaterThanOrEqual(before);
    await t.app.inject({ url: '/me', headers: host.auth });
    expect(await lastSeen()).toBe(first);
  });

  it('sends nothing to a host who switched the notice off, for pending and new messages', async () => {
    const { host, guest, booking } = await conversation();
    const sent = await post(guest, booking, 'Hi');
    const off = await t.app.inject({
      method: 'PUT',
      url: `/users/${host.id}/notification-settings`,
      headers: host.auth,
      payload: { offlineMessages: false },
    });
    expect(off.json()).toMatchObject({ offlineMessages: false, channelBookings: true });
    await seenAt(host, new Date(Date.now() - 60 * MINUTE));
    expect(await scanner.scan(after(sent, 2 * OFFLINE_NOTICE_DELAY_MS))).toBe(0);
    await post(guest, booking, 'Still there?');
    expect(await scanner.scan(after(sent, 3 * OFFLINE_NOTICE_DELAY_MS))).toBe(0);
    expect(mailsTo(host)).toEqual([]);
  });

  it('two API instances scanning one database mail each notice once', async () => {
    const conversations = await Promise.all([conversation(), conversation(), conversation(), conversation()]);
    let last = new Date(0);
    for (const { guest, booking } of conversations) last = await post(guest, booking, 'Hi from a guest');
    const other = buildApp({ db: t.db, config: t.config });
    try {
      const now = after(last, OFFLINE_NOTICE_DELAY_MS + 1000);
      const counts = await Promise.all([scanner.scan(now), other.messageNotices!.scan(now), scanner.scan(now)]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(4);
      for (const { host } of conversations) expect(mailsTo(host)).toHaveLength(1);
      expect(await other.messageNotices!.scan(after(now, 10 * MINUTE))).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('a refused mail is tried again once its lease ran out; the log has neither the text nor a password', async () => {
    const lines: string[] = [];
    const logged = loggingApp(t, lines);
    try {
      const { host, guest, booking } = await conversation();
      const sent = await post(guest, booking, 'My secret door code is 4321');
      smtp.refuse({ code: 451, message: 'Try again later' });
      const due = after(sent, OFFLINE_NOTICE_DELAY_MS + 1000);
      expect(await logged.messageNotices!.scan(due)).toBe(0);
      smtp.refuse(null);
      expect(await logged.messageNotices!.scan(after(due, MINUTE))).toBe(0); // still leased
      expect(await logged.messageNotices!.scan(after(due, 3 * MINUTE))).toBe(1);
      expect(mailsTo(host)).toHaveLength(1);
      const log = lines.join('\n');
      expect(log).toContain('451 Try again later');
      for (const secret of ['4321', 'smtp-test-password', host.email]) expect(log).not.toContain(secret);
    } finally {
      smtp.refuse(null);
      await logged.close();
    }
  });
});

describe.each(testDatabases())('offline message notices without mail on $name', (database) => {
  const t = withTestApp(database);

  it('has no scanner: nothing is mailed', async () => {
    expect(t.app.messageNotices).toBeNull();
  });
});
