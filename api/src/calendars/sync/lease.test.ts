import { FeedServer, feedOf } from '@portal/testkit/feed-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, signUp, type SignedInUser, type TestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { addIcalLink } from '../../test/calendars.js';
import { addProperty } from '../../test/listings.js';
import { dueCalendars } from './due.js';
import { CalendarSync } from './service.js';

/** Two API instances over one database: each has its own CalendarSync (its own in-process bookkeeping). */
describe.each(testDatabases())('calendar sync leases across instances on $name', (database) => {
  let t: TestApp;
  let feeds: FeedServer;
  let host: SignedInUser;
  let instances: CalendarSync[];
  let sequence = 0;
  beforeAll(async () => {
    feeds = await FeedServer.start();
    t = await openTestApp(database, {
      env: { CALENDAR_FETCH_ORIGIN: feeds.origin, CALENDAR_FETCH_TIMEOUT_MS: '5000' },
    });
    host = await signUp(t.app);
    const settings = {
      origin: feeds.origin,
      maxBytes: 200_000,
      timeoutMs: 5000,
      userAgent: 'test',
      parseInWorker: false,
    };
    instances = [new CalendarSync(t.db, settings), new CalendarSync(t.db, settings)];
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await t.close();
    await feeds.close();
  });

  /** A linked calendar whose feed answers after `delayMs`; its first sync (on linking) already done. */
  async function linked(delayMs: number) {
    sequence += 1;
    const path = `/calendar/ical/${90_000 + sequence}.ics?s=lease${sequence}`;
    feeds.serve(path, { headers: { 'content-type': 'text/calendar' }, body: feedOf([]), delayMs });
    const property = await addProperty(t.app, host);
    const { id } = await addIcalLink(t.app, host, property.iri, `https://www.airbnb.com${path}`);
    return { id, fetches: () => feeds.requestsTo(path).length };
  }
  const leaseOf = async (id: number) =>
    (await t.db.selectFrom('calendars').select('syncLeaseUntil').where('id', '=', id).executeTakeFirstOrThrow())
      .syncLeaseUntil;
  const setLease = (id: number, until: Date | null) =>
    t.db
      .updateTable('calendars')
      .set({ syncLeaseUntil: until?.toISOString() ?? null })
      .where('id', '=', id)
      .execute();

  it('syncs a link once when two instances are asked at the same time; the other waits for it to end', async () => {
    const calendar = await linked(300);
    const before = calendar.fetches();
    await Promise.all(instances.map((instance) => instance.sync(calendar.id)));
    expect(calendar.fetches()).toBe(before + 1);
    expect(await leaseOf(calendar.id)).toBeNull();
  });

  it('syncs a link whose lease ran out (its instance crashed mid-sync), and leaves no lease behind', async () => {
    const calendar = await linked(0);
    const before = calendar.fetches();
    await setLease(calendar.id, new Date(Date.now() - 1000));
    await instances[0]!.sync(calendar.id);
    expect(calendar.fetches()).toBe(before + 1);
    expect(await leaseOf(calendar.id)).toBeNull();
  });

  it('keeps a link another instance holds out of the due list until its lease runs out', async () => {
    const calendar = await linked(0);
    await t.db.updateTable('calendars').set({ lastSyncAttemptAt: null }).where('id', '=', calendar.id).execute();
    const now = new Date();
    await setLease(calendar.id, new Date(now.getTime() + 60_000));
    expect(await dueCalendars(t.db, now, 15, 1000)).not.toContain(calendar.id);
    expect(await dueCalendars(t.db, new Date(now.getTime() + 61_000), 15, 1000)).toContain(calendar.id);
  });
});
