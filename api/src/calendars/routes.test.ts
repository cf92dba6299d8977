import { MESSAGES, PROPERTY_MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { violationsOf } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { addProperty } from '../test/listings.js';
import { withResourceSuite } from '../test/resource-suite.js';

const CALENDAR_URL_MESSAGE =
  'Calendar URL not recognised. Must be from one of our currently supported portals: Airbnb, Booking.com, HomeAway, TripAdvisor';

describe.each(testDatabases())('/calendars on $name', (database) => {
  const { t, host, other, post, expectOutOfReach, expectDeleted } = withResourceSuite(database, '/calendars');

  it.each([
    ['https://www.airbnb.com/calendar/ical/40656947.ics?s=32a0a26548f45a0cfd7ceef309386670', 'airbnb', 'Airbnb'],
    [
      'https://www.airbnb.fr/calendar/ical/1499112879728152781.ics?t=7dccb868b47241b9970e6d8caa1a5de8',
      'airbnb',
      'Airbnb',
    ],
    [
      'https://admin.booking.com/hotel/hoteladmin/ical.html?t=150369dd-8bfb-4802-a4b0-e80cecf98e15',
      'bookingcom',
      'Booking.com',
    ],
    ['https://ical.booking.com/v1/export?t=4c59c943-cb74-4bb7-8a82-8705e8817040', 'bookingcom', 'Booking.com'],
    ['https://www.homeaway.co.uk/icalendar/53129a118e954927b0b0db04c07544c5.ics', 'homeaway', 'HomeAway'],
    ['https://www.abritel.fr/icalendar/e05e2860e5ec4787b14614afc00383b0.ics?nonTentative', 'homeaway', 'HomeAway'],
    ['https://www.vrbo.com/icalendar/53129a118e954927b0b0db04c07544c5.ics?nonTentative', 'vrbo', 'Vrbo'],
    ['https://www.airbnb.co.uk/calendar/ical/40656947.ics?s=32a0a26548f45a0cfd7ceef309386670', 'airbnb', 'Airbnb'],
    ['https://www.tripadvisor.co.uk/VacationRentalsIcal?id=123&key=abc', 'tripadvisor', 'TripAdvisor'],
    [
      'https://rentals.tripadvisor.com/calendar/ical/7084141.ics?s=v183475ab40db547ecb72ba1c28c24bce8',
      'tripadvisor',
      'TripAdvisor',
    ],
  ])('imports %s as %s', async (url, slug, name) => {
    const { iri } = await addProperty(t.app, host);
    const response = await post(host, { property: iri, url: `  ${url} ` });
    expect(response.statusCode, response.body).toBe(201);
    const calendar = response.json();
    expect(calendar).toEqual({
      '@id': `/calendars/${calendar.id}`,
      '@type': 'Calendar',
      id: calendar.id,
      property: iri,
      url,
      provider: { slug, name },
      // Saved, then synced at once: the test feed origin refuses connections, so the first sync failed.
      lastSyncedAt: null,
      lastSyncError: 'The feed server could not be reached: nothing was changed',
      lastSyncAttemptAt: expect.any(String),
      lastSyncResult: null,
      lastSyncWarning: null,
      bookingsCount: 0,
      blocksCount: 0,
      conflicts: [],
      createdAt: expect.any(String),
    });
    const property = (await t.app.inject({ url: iri, headers: host.auth })).json();
    expect(property.channels).toEqual([{ ota: slug, active: false }]);
  });

  it.each([
    'https://www.airbnb.com/rooms/40656947',
    'https://calendar.google.com/calendar/ical/someone%40gmail.com/public/basic.ics',
    'https://www.airbnb.com.evil.example/calendar/ical/1.ics',
    'https://admin.booking.com/hotel/hoteladmin/ical.html',
    'webcal://www.airbnb.com/calendar/ical/40656947.ics',
    'not a url',
    // Look-alike domains, plain http and another port: only the portals' own domains over https on port 443.
    'https://stayz.xyz/icalendar/e05e2860e5ec4787b14614afc00383b0.ics',
    'https://airbnb.com.evil.io/calendar/ical/40656947.ics?s=a',
    'http://www.airbnb.com/calendar/ical/40656947.ics?s=a',
    'https://www.airbnb.com:8443/calendar/ical/40656947.ics?s=a',
  ])('refuses %s with the spec message', async (url) => {
    const { iri } = await addProperty(t.app, host);
    expect(violationsOf(await post(host, { property: iri, url }))).toEqual([
      { propertyPath: 'url', message: CALENDAR_URL_MESSAGE },
    ]);
    expect(MESSAGES.calendarUrl).toBe(CALENDAR_URL_MESSAGE);
  });

  it('requires the URL and refuses the same link twice on a listing', async () => {
    const { iri } = await addProperty(t.app, host);
    expect(violationsOf(await post(host, { property: iri }))).toEqual([{ propertyPath: 'url', message: 'Required' }]);
    expect(violationsOf(await post(host, { property: iri, url: '' }))).toEqual([
      { propertyPath: 'url', message: 'Required' },
    ]);
    const url = 'https://www.airbnb.com/calendar/ical/1.ics?s=a';
    expect((await post(host, { property: iri, url })).statusCode).toBe(201);
    expect(violationsOf(await post(host, { property: iri, url }))).toEqual([
      { propertyPath: 'url', message: PROPERTY_MESSAGES.calendarDuplicate },
    ]);
  });

  it('holds at most 20 links per listing, counted when a link is added or moved to the listing', async () => {
    const full = await addProperty(t.app, host, 'Full');
    const link = (n: number) => `https://www.airbnb.com/calendar/ical/9${n}.ics?s=limit`;
    for (let n = 1; n <= 20; n++) expect((await post(host, { property: full.iri, url: link(n) })).statusCode).toBe(201);
    const message = PROPERTY_MESSAGES.calendarLimit(20);
    expect(message).toBe('A listing can import at most 20 calendar links: delete one to add another');
    expect(violationsOf(await post(host, { property: full.iri, url: link(21) }))).toEqual([
      { propertyPath: 'url', message },
    ]);
    const elsewhere = await addProperty(t.app, host, 'Elsewhere');
    const moving = (await post(host, { property: elsewhere.iri, url: link(21) })).json();
    const moved = await t.app.inject({
      method: 'PUT',
      url: moving['@id'],
      headers: host.auth,
      payload: { property: full.iri },
    });
    expect(violationsOf(moved)).toEqual([{ propertyPath: 'url', message }]);
    const count = await t.db
      .selectFrom('calendars')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('propertyId', '=', full.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.count)).toBe(20);
  });

  it('changes the link (provider follows), lists by listing, deletes', async () => {
    const a = await addProperty(t.app, host, 'A');
    const b = await addProperty(t.app, host, 'B');
    const calendar = (
      await post(host, { property: a.iri, url: 'https://www.airbnb.com/calendar/ical/2.ics?s=b' })
    ).json();
    await post(host, { property: b.iri, url: 'https://www.airbnb.com/calendar/ical/3.ics?s=c' });
    const changed = await t.app.inject({
      method: 'PUT',
      url: calendar['@id'],
      headers: host.auth,
      payload: { url: 'https://ical.booking.com/v1/export?t=abc' },
    });
    expect(changed.json()).toMatchObject({ provider: { slug: 'bookingcom', name: 'Booking.com' } });
    const bad = await t.app.inject({ method: 'PUT', url: calendar['@id'], headers: host.auth, payload: { url: 'x' } });
    expect(violationsOf(bad)).toEqual([{ propertyPath: 'url', message: CALENDAR_URL_MESSAGE }]);

    const list = await t.app.inject({ url: `/calendars?property[]=${a.iri}&property[]=${b.iri}`, headers: host.auth });
    expect(list.json()['hydra:totalItems']).toBe(2);
    await expectDeleted(host, calendar['@id']);
  });

  it('refuses to delete a calendar that has confirmed bookings; cancelled ones do not count', async () => {
    const { id, iri } = await addProperty(t.app, host);
    const calendar = (
      await post(host, { property: iri, url: 'https://www.airbnb.com/calendar/ical/4.ics?s=d' })
    ).json();
    const booking = await t.db
      .insertInto('bookings')
      .values({
        propertyId: id,
        calendarId: calendar.id,
        uid: 'abc@airbnb.com',
        startDate: '2027-07-01',
        endDate: '2027-07-05',
        providerGuestName: 'Reserved',
        ota: 'airbnb',
        createdAt: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await t.app.inject({ method: 'DELETE', url: calendar['@id'], headers: host.auth });
    expect(violationsOf(refused)).toEqual([
      { propertyPath: 'bookings', message: PROPERTY_MESSAGES.calendarHasBookings },
    ]);

    await t.db
      .updateTable('bookings')
      .set({ deletedAt: new Date().toISOString() })
      .where('id', '=', booking.id)
      .execute();
    expect((await t.app.inject({ method: 'DELETE', url: calendar['@id'], headers: host.auth })).statusCode).toBe(204);
  });

  it("keeps other users' listings and calendars out of reach", async () => {
    const theirs = await addProperty(t.app, other);
    const url = 'https://www.airbnb.com/calendar/ical/5.ics?s=e';
    expect(violationsOf(await post(host, { property: theirs.iri, url }))).toEqual([
      { propertyPath: 'property', message: PROPERTY_MESSAGES.listingNotFound },
    ]);
    const calendar = (await post(other, { property: theirs.iri, url })).json();
    await expectOutOfReach(host, calendar['@id']);
    const list = await t.app.inject({ url: `/calendars?property=${theirs.iri}`, headers: host.auth });
    expect(list.json()['hydra:member']).toEqual([]);
  });
});
