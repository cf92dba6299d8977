import type { PropertyCalendarColumnsDto, PropertyCalendarsDeltaDto } from '@portal/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { calendarBarsOfProperties } from '../bookings/repository.js';
import { withTestApp } from '../test/app.js';
import { addPricedProperty, insertImportedBooking, joinBooking } from '../test/calendars.js';
import { testDatabases } from '../test/databases.js';
import { namesEtag } from '../plugins/etags.js';
import { dropVersionsOfDeletedListings } from './versions.js';

const WINDOW = 'from=2027-01-01&to=2027-01-31&view=columnar';

type Collection = { 'hydra:member': PropertyCalendarColumnsDto[] };

/** What a client holding `members` makes of a delta: each listing of `propertyIds`, changed or as it was. */
const merged = (
  members: PropertyCalendarColumnsDto[],
  propertyIds: number[],
  changed: PropertyCalendarColumnsDto[],
) => {
  const byId = new Map([...members, ...changed].map((member) => [member.propertyId, member]));
  return propertyIds.map((id) => byId.get(id));
};

describe.each(testDatabases())('the columnar calendar’s ETag on $name', (database) => {
  const t = withTestApp(database);
  const host = t.user();
  const guest = t.user();
  const other = t.user();

  const read = (etag?: string, user = host, query = WINDOW, delta = false) =>
    t.app.inject({
      url: `/property-calendars?${query}`,
      headers: { ...user.auth, ...(etag && { 'if-none-match': etag }), ...(delta && { 'a-im': 'listings' }) },
    });
  const archive = async (id: number) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/properties/${id}`,
      headers: host.auth,
      payload: { isArchived: true },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const etagOf = async (user = host, query = WINDOW) => {
    const response = await read(undefined, user, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.headers.etag as string;
  };

  it('answers 304 with no body while nothing the calendar shows changed, and the answer once something did', async () => {
    const cottage = await addPricedProperty(t.app, host, 'Cottage');
    const flat = await addPricedProperty(t.app, host, 'Flat');
    const theirs = await addPricedProperty(t.app, other, 'Not the host’s');
    const { calendarId, bookingId } = await insertImportedBooking(t.db, cottage.id, 'airbnb', {
      startDate: '2027-01-03',
      endDate: '2027-01-05',
    });
    const direct = await t.app.inject({
      method: 'POST',
      url: '/bookings',
      headers: host.auth,
      payload: {
        property: flat.iri,
        startDate: '2027-01-09',
        endDate: '2027-01-11',
        providerGuestName: 'Grace',
        numberOfGuest: 2,
      },
    });
    expect(direct.statusCode, direct.body).toBe(201);
    await joinBooking(t.app, guest, direct.json<{ id: number; inviteCode: string }>());

    const first = await read();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    let etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    const unchanged = await read(etag);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers['content-length']).toBeUndefined();
    expect(unchanged.headers.etag).toBe(etag);
    expect((await read(etag, host, WINDOW, true)).statusCode).toBe(304);

    // Each write goes straight to the database, as a code path that forgot the calendar would: the triggers alone
    // raise the version.
    const now = new Date().toISOString();
    const changes: [string, { id: number }, () => Promise<unknown>][] = [
      [
        'the listing renamed',
        cottage,
        () => t.db.updateTable('properties').set({ name: 'Cottage by the sea' }).where('id', '=', cottage.id).execute(),
      ],
      [
        'a stay added',
        flat,
        () =>
          t.db
            .insertInto('bookings')
            .values({
              propertyId: flat.id,
              startDate: '2027-01-20',
              endDate: '2027-01-22',
              ota: 'direct',
              createdAt: now,
            })
            .execute(),
      ],
      [
        'a stay cancelled',
        cottage,
        () => t.db.updateTable('bookings').set({ deletedAt: now }).where('id', '=', bookingId).execute(),
      ],
      ['a stay removed', cottage, () => t.db.deleteFrom('bookings').where('id', '=', bookingId).execute()],
      [
        'its guest renamed',
        flat,
        () => t.db.updateTable('users').set({ firstName: 'Renamed' }).where('id', '=', guest.id).execute(),
      ],
      [
        'a link’s channel changed',
        cottage,
        () => t.db.updateTable('calendars').set({ providerSlug: 'vrbo' }).where('id', '=', calendarId).execute(),
      ],
      [
        'a season added',
        flat,
        () =>
          t.db
            .insertInto('seasonalRates')
            .values({
              propertyId: flat.id,
              fromDate: '2027-01-01',
              toDate: '2027-01-10',
              rateChange: 10,
              repeatYearly: 0,
              createdAt: now,
            })
            .execute(),
      ],
      [
        'an override set',
        flat,
        () =>
          t.db
            .insertInto('manualOverrides')
            .values({ propertyId: flat.id, date: '2027-01-15', rate: 9000, minNights: null, updatedAt: now })
            .execute(),
      ],
      [
        'a block added',
        cottage,
        () =>
          t.db
            .insertInto('availabilityBlocks')
            .values({ propertyId: cottage.id, startDate: '2027-01-25', endDate: '2027-01-27', createdAt: now })
            .execute(),
      ],
      [
        'an override cleared through the API',
        flat,
        () =>
          t.app.inject({
            method: 'POST',
            url: `/properties/${flat.id}/manual-override/delete`,
            headers: host.auth,
            payload: { fromDate: '2027-01-15', toDate: '2027-01-15' },
          }),
      ],
    ];
    // The bars the database has now: the answer's (partly kept in memory under the versions) must be these.
    const barsNow = async () =>
      Object.fromEntries(await calendarBarsOfProperties(t.db, [cottage.id, flat.id], '2027-01-01', '2027-02-01'));
    let members = first.json<Collection>()['hydra:member'];
    for (const [what, listing, change] of changes) {
      await change();
      // Asked as a delta of the answer held: only the changed listing, which merged gives the answer in full.
      const delta = await read(etag, host, WINDOW, true);
      expect(delta.statusCode, what).toBe(226);
      expect([delta.headers.im, delta.headers['delta-base']], what).toEqual(['listings', etag]);
      const { changed, propertyIds } = delta.json<PropertyCalendarsDeltaDto>();
      expect(
        changed.map((member) => member.propertyId),
        what,
      ).toEqual([listing.id]);
      const answer = await read(etag);
      expect(answer.statusCode, what).toBe(200);
      expect(answer.headers.etag, what).not.toBe(etag);
      expect(delta.headers.etag, what).toBe(answer.headers.etag);
      etag = answer.headers.etag as string;
      const full = answer.json<Collection>()['hydra:member'];
      expect(merged(members, propertyIds, changed), what).toEqual(full);
      members = full;
      const now = await barsNow();
      for (const { propertyId, bars } of full) expect(bars, what).toEqual(now[propertyId] ?? []);
    }

    // What the calendar does not show, or another host's listing, leaves the tag as it was.
    const unrelated: [string, () => Promise<unknown>][] = [
      [
        'a link synced',
        () => t.db.updateTable('calendars').set({ lastSyncedAt: now }).where('id', '=', calendarId).execute(),
      ],
      [
        'another host’s listing renamed',
        () => t.db.updateTable('properties').set({ name: 'Theirs' }).where('id', '=', theirs.id).execute(),
      ],
      [
        'the guest’s phone',
        () => t.db.updateTable('users').set({ phone: '+441234567890' }).where('id', '=', guest.id).execute(),
      ],
    ];
    for (const [what, change] of unrelated) {
      await change();
      expect((await read(etag)).statusCode, what).toBe(304);
    }
  });

  it('tags each window, view and host apart', async () => {
    await addPricedProperty(t.app, host, 'Another');
    const tags = await Promise.all([
      etagOf(),
      etagOf(host, 'from=2027-01-01&to=2027-01-30&view=columnar'),
      etagOf(host, `${WINDOW}&bookings=1`),
      etagOf(other),
    ]);
    expect(new Set(tags).size).toBe(4);
    // Another host sending this host's tag is answered in full: a tag is of one host's data.
    expect((await read(tags[0], other)).statusCode).toBe(200);
    // The days view has no tag.
    expect((await read(undefined, host, 'from=2027-01-01&to=2027-01-31')).headers.etag).toBeUndefined();
  });

  it('a new listing or an archived one changes the tag', async () => {
    const before = await etagOf();
    const added = await addPricedProperty(t.app, host, 'Added');
    const withAdded = await etagOf();
    expect(withAdded).not.toBe(before);
    await archive(added.id);
    expect((await read(withAdded)).statusCode).toBe(200);
  });

  it('sends a delta only of a base it answered this host for this window', async () => {
    const first = await addPricedProperty(t.app, host, 'A first');
    await addPricedProperty(t.app, host, 'B second');
    const base = await etagOf();
    const deltaOf = async (etag: string, user = host, query = WINDOW) => {
      const response = await read(etag, user, query, true);
      return { status: response.statusCode, body: response.json<PropertyCalendarsDeltaDto>() };
    };
    // A tag it never answered, another host's, another window's: answered in full.
    expect((await deltaOf('W/"not-a-tag"')).status).toBe(200);
    expect((await deltaOf(base, other)).status).toBe(200);
    expect((await deltaOf(base, host, 'from=2027-01-01&to=2027-01-30&view=columnar')).status).toBe(200);
    expect((await deltaOf(base, host, `${WINDOW}&bookings=1`)).status).toBe(200);

    // A listing added comes in full, in its place by name; one archived leaves the order.
    const added = await addPricedProperty(t.app, host, 'Aa added');
    const withAdded = await deltaOf(base);
    expect(withAdded.status).toBe(226);
    expect(withAdded.body.changed.map((member) => member.name)).toEqual(['Aa added']);
    const ids = withAdded.body.propertyIds;
    expect(ids.indexOf(added.id)).toBe(ids.indexOf(first.id) + 1);
    expect(withAdded.body['hydra:totalItems']).toBe(ids.length);
    await archive(first.id);
    const withArchived = await deltaOf(base);
    expect(withArchived.status).toBe(226);
    expect(withArchived.body.changed.map((member) => member.name)).toEqual(['Aa added']);
    expect(withArchived.body.propertyIds).toEqual(ids.filter((id) => id !== first.id));
  });

  // PostgreSQL only (SQLite has one writer at a time: nothing to lock against).
  if (database.name === 'postgres') {
    it('raises versions at commit: a transaction holds no counter while it works', async () => {
      const listing = await addPricedProperty(t.app, host, 'Busy');
      const counter = sql`select version from calendar_versions where property_id = ${listing.id} for update nowait`;
      const before = (await counter.execute(t.db)).rows[0];
      await t.db.transaction().execute(async (trx) => {
        await trx.updateTable('properties').set({ name: 'Busier' }).where('id', '=', listing.id).execute();
        // Another connection takes the counter at once: raised mid-transaction, it would be locked (NOWAIT fails).
        expect((await counter.execute(t.db)).rows).toHaveLength(1);
      });
      const after = (await counter.execute(t.db)).rows[0] as { version: number };
      expect(after.version).toBeGreaterThan((before as { version: number }).version);
    });
  }

  it('the roll-forward drops the versions of deleted listings, the calendar’s and the list’s', async () => {
    const gone = await addPricedProperty(t.app, host, 'Gone soon');
    await t.db.updateTable('properties').set({ name: 'Going' }).where('id', '=', gone.id).execute();
    const versionsOf = () =>
      Promise.all(
        (['calendarVersions', 'listVersions'] as const).map((table) =>
          t.db.selectFrom(table).select('version').where('propertyId', '=', gone.id).executeTakeFirst(),
        ),
      );
    expect(await versionsOf()).toEqual([{ version: expect.any(Number) }, { version: expect.any(Number) }]);
    await t.db.deleteFrom('properties').where('id', '=', gone.id).execute();
    await dropVersionsOfDeletedListings(t.db);
    expect(await versionsOf()).toEqual([undefined, undefined]);
  });
});

describe('If-None-Match', () => {
  it('names a tag weakly, in a list, or as *', () => {
    const etag = 'W/"abc"';
    expect(namesEtag(undefined, etag)).toBe(false);
    expect(namesEtag('W/"abc"', etag)).toBe(true);
    expect(namesEtag('"abc"', etag)).toBe(true);
    expect(namesEtag('"x", W/"abc"', etag)).toBe(true);
    expect(namesEtag('*', etag)).toBe(true);
    expect(namesEtag('W/"abd"', etag)).toBe(false);
  });
});
