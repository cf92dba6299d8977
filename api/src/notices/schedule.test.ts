import { startFakeSmtpServer, type FakeSmtpServer } from '@portal/testkit/fake-smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../server.js';
import { signUp } from '../test/app.js';
import { addPricedProperty, joinBooking } from '../test/calendars.js';
import { testDatabases, type OpenTestDatabase } from '../test/databases.js';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

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
    const booking = (
      await api.app.inject({
        method: 'POST',
        url: '/bookings',
        headers: host.auth,
        payload: {
          property: property.iri,
          startDate: inDays(10),
          endDate: inDays(13),
          providerGuestName: 'Grace',
          numberOfGuest: 2,
        },
      })
    ).json<{ id: number; inviteCode: string }>();
    await joinBooking(api.app, guest, booking);
    const posted = await api.app.inject({
      method: 'POST',
      url: '/messages',
      headers: guest.auth,
      payload: { booking: `/bookings/${booking.id}`, content: 'Hello from the scan' },
    });
    expect(posted.statusCode).toBe(201);
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
