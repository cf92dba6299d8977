import { startFakeSmtpServer, type FakeSmtpServer } from '@portal/testkit/fake-smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../server.js';
import { signUp } from '../test/app.js';
import { addDirectBooking } from '../test/bookings.js';
import { addPricedProperty, joinBooking, postMessage } from '../test/calendars.js';
import { testDatabases, type OpenTestDatabase } from '../test/databases.js';

describe.each(testDatabases())('the notice scan of a running API on $name', (database) => {
  let smtp: FakeSmtpServer;
  let opened: OpenTestDatabase;
  let api: RunningApi;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
    opened = await database.open({ SMTP_URL: smtp.url, NOTICE_SCAN_INTERVAL_MS: '50' });
    api = await startApi({ ...opened.config, port: 0 }, { log: false });
  });
  afterAll(async () => {
    await api.close();
    await opened.close();
    await smtp.close();
  });

  it('runs every NOTICE_SCAN_INTERVAL_MS and mails a notice once it is due', async () => {
    const host = await signUp(api.app);
    const guest = await signUp(api.app, { firstName: 'Grace', lastName: 'Hopper' });
    const property = await addPricedProperty(api.app, host, 'Scan House');
    const booking = await addDirectBooking(api.app, host, property.iri, 10);
    await joinBooking(api.app, guest, booking);
    await postMessage(api.app, guest, `/bookings/${booking.id}`, 'Hello from the scan');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails).toEqual([]); // not due yet

    // 20 minutes on: the message is due and the host has been away.
    const past = new Date(Date.now() - 20 * 60_000).toISOString();
    await opened.db.updateTable('messageNotices').set({ dueAt: past }).where('bookingId', '=', booking.id).execute();
    await opened.db.updateTable('users').set({ lastSeenAt: past }).where('id', '=', host.id).execute();
    const deadline = Date.now() + 10_000;
    while (smtp.mails.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(smtp.mails.map((mail) => mail.to)).toEqual([[host.email]]);
    expect(smtp.mails[0]!.text).toContain('Hello from the scan');
  });
});
