import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withTestApp, type SignedInUser } from '../test/app.js';
import { refreshAround } from '../nightly-rates/refresh.js';
import { testDatabases } from '../test/databases.js';
import { filePart, postImage, testPng } from '../test/images.js';
import { addProperty, insertPhotos, putProperty } from '../test/listings.js';
import type { Updateable } from 'kysely';
import type { PropertiesTable } from '../db/tables.js';
import type { PROPERTY_LIST_FIELDS } from '@portal/contract';

type Member = { id: number; name: string; image: { mediumUrl: string } | null; channels: object[] };
type Collection = { 'hydra:member': Member[]; 'hydra:totalItems': number };

describe.each(testDatabases())('the list view’s ETag on $name', (database) => {
  const t = withTestApp(database);
  const host = t.user();
  const other = t.user();
  const loner = t.user();
  const stranger = t.user();
  const columns = t.user();
  const deltas = t.user();

  const read = (user: SignedInUser, etag?: string, query = 'view=list') =>
    t.app.inject({ url: `/properties?${query}`, headers: { ...user.auth, ...(etag && { 'if-none-match': etag }) } });

  /** The list as `user` reads it now, and its tag: the tag held before must no longer be named (a 200). */
  const changedSince = async (etag: string, user = host, query = 'view=list') => {
    const response = await read(user, etag, query);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers.etag).not.toBe(etag);
    return { etag: response.headers.etag as string, list: response.json<Collection>() };
  };
  const unchangedSince = async (etag: string, user = host, query = 'view=list') => {
    const response = await read(user, etag, query);
    expect(response.statusCode, response.body).toBe(304);
    expect(response.body).toBe('');
    expect(response.headers.etag).toBe(etag);
  };
  const link = (propertyId: number, lastSyncError: string | null = null) =>
    t.db
      .insertInto('calendars')
      .values({
        propertyId,
        providerSlug: 'booking',
        lastSyncError,
        url: `https://example.com/${randomUUID()}.ics`,
        lastSyncedAt: null,
        createdAt: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

  const nightlyVersionOf = async (id: number) =>
    (await t.db.selectFrom('properties').select('nightlyVersion').where('id', '=', id).executeTakeFirstOrThrow())
      .nightlyVersion;
  /** A stay on an iCal link added before the tag was read (a new link is a new channel on the list). */
  const insertStay = async (propertyId: number) => {
    const { id: calendarId } = await link(propertyId);
    const tag = (await read(host)).headers.etag as string;
    await t.db
      .insertInto('bookings')
      .values({
        propertyId,
        calendarId,
        uid: randomUUID(),
        ota: 'booking',
        providerGuestName: 'Ada',
        startDate: '2027-03-01',
        endDate: '2027-03-04',
        deletedAt: null,
        createdAt: new Date().toISOString(),
      })
      .execute();
    await refreshAround(t.db, propertyId, { startDate: '2027-03-01', endDate: '2027-03-04' });
    return tag;
  };

  it('answers 304 with no body while nothing the list shows changed, and the new list once something did', async () => {
    const cottage = await addProperty(t.app, host, 'Cottage');
    const flat = await addProperty(t.app, host, 'Flat');
    const first = await read(host);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    let etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    await unchangedSince(etag);
    // A list of tags, the tag without its weak mark.
    expect((await read(host, `"nope", ${etag.replace(/^W\//, '')}`)).statusCode).toBe(304);

    // The listing's own fields.
    await putProperty(t.app, host, flat.id, { name: 'Flat by the sea' });
    let now = await changedSince(etag);
    expect(now.list['hydra:member'].map(({ name }) => name)).toEqual(['Cottage', 'Flat by the sea']);
    etag = now.etag;

    // Photos: added through the API, a new main one, reordered, deleted; the cover follows each.
    const added = await postImage(t.app, host, { property: cottage.iri, propertyPhotoType: 'bedroom' }, [
      filePart(await testPng(40, 30)),
    ]);
    expect(added.statusCode, added.body).toBe(201);
    const photo = added.json<{ id: number; mediumUrl: string }>();
    now = await changedSince(etag);
    expect(now.list['hydra:member'][0]!.image?.mediumUrl).toBe(photo.mediumUrl);
    etag = now.etag;
    await insertPhotos(t.db, host.id, cottage.id, 2, false);
    etag = (await changedSince(etag)).etag;
    const photos = await t.db
      .selectFrom('images')
      .select('id')
      .where('propertyId', '=', cottage.id)
      .orderBy('position')
      .orderBy('id')
      .execute();
    const last = photos.at(-1)!.id;
    const ordered = await t.app.inject({
      method: 'PUT',
      url: `/properties/${cottage.id}/images/order`,
      headers: host.auth,
      payload: { imageIds: [last, ...photos.slice(0, -1).map(({ id }) => id)] },
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    now = await changedSince(etag);
    const lastPhoto = await t.db
      .selectFrom('images')
      .select('mediumKey')
      .where('id', '=', last)
      .executeTakeFirstOrThrow();
    expect(now.list['hydra:member'][0]!.image?.mediumUrl).toContain(lastPhoto.mediumKey);
    etag = now.etag;
    const deleted = await t.app.inject({ method: 'DELETE', url: `/images/${last}`, headers: host.auth });
    expect(deleted.statusCode, deleted.body).toBe(204);
    now = await changedSince(etag);
    expect(now.list['hydra:member'][0]!.image?.mediumUrl).not.toContain(lastPhoto.mediumKey);
    etag = now.etag;

    // iCal links: added, failing, syncing again; a sync that changes nothing the list shows keeps the tag.
    const { id: linkId } = await link(flat.id);
    now = await changedSince(etag);
    expect(now.list['hydra:member'][1]!.channels).toEqual([{ ota: 'booking', active: true }]);
    etag = now.etag;
    const synced = (changes: { lastSyncError: string | null; lastSyncedAt: string }) =>
      t.db.updateTable('calendars').set(changes).where('id', '=', linkId).execute();
    await synced({ lastSyncError: null, lastSyncedAt: new Date().toISOString() });
    await unchangedSince(etag);
    await synced({ lastSyncError: 'HTTP 500', lastSyncedAt: new Date().toISOString() });
    now = await changedSince(etag);
    expect(now.list['hydra:member'][1]!.channels).toEqual([{ ota: 'booking', active: false }]);
    etag = now.etag;
    await t.db.deleteFrom('calendars').where('id', '=', linkId).execute();
    now = await changedSince(etag);
    expect(now.list['hydra:member'][1]!.channels).toEqual([]);
    etag = now.etag;

    // The owner's currency is in every member.
    const currency = await t.app.inject({
      method: 'PUT',
      url: `/users/${host.id}`,
      headers: host.auth,
      payload: { currency: 'eur' },
    });
    expect(currency.statusCode, currency.body).toBe(200);
    etag = (await changedSince(etag)).etag;

    // A new listing, an archived one (out of `isArchived=false`, still in the whole list).
    const barn = await addProperty(t.app, host, 'Barn');
    etag = (await changedSince(etag)).etag;
    const open = await read(host, undefined, 'view=list&isArchived=false');
    await putProperty(t.app, host, barn.id, { isArchived: true });
    await changedSince(etag);
    const stillOpen = await changedSince(open.headers.etag as string, host, 'view=list&isArchived=false');
    expect(stillOpen.list['hydra:totalItems']).toBe(2);

    // What the list does not show (a stay raises the listing's nightly version), and another host's listings, keep
    // the tag.
    const before = await nightlyVersionOf(cottage.id);
    etag = await insertStay(cottage.id);
    expect(await nightlyVersionOf(cottage.id)).toBeGreaterThan(before);
    const theirs = await addProperty(t.app, other, 'Theirs');
    await putProperty(t.app, other, theirs.id, { name: 'Still theirs' });
    await insertPhotos(t.db, other.id, theirs.id, 1);
    await unchangedSince(etag);
  });

  it('is the caller’s and the page’s own: no other caller or page is answered 304 with it', async () => {
    const lonerTag = (await read(loner)).headers.etag as string;
    // Two callers with no listings: the same empty list but not the same answer (each member names its owner).
    expect((await read(stranger, lonerTag)).statusCode).toBe(200);
    await addProperty(t.app, loner, 'One');
    await addProperty(t.app, loner, 'Two');
    const pageOne = await read(loner, undefined, 'view=list&page=1&itemsPerPage=1');
    const pageTwo = await read(loner, pageOne.headers.etag as string, 'view=list&page=2&itemsPerPage=1');
    expect(pageTwo.statusCode).toBe(200);
    expect(pageTwo.json<Collection>()['hydra:member'].map(({ name }) => name)).toEqual(['Two']);
    expect((await read(loner, pageTwo.headers.etag as string, 'view=list&page=2&itemsPerPage=1')).statusCode).toBe(304);
    // The full items send no tag: a conditional read of them is always answered in full.
    const full = await read(loner, '*', 'view=full');
    expect(full.statusCode).toBe(200);
    expect(full.headers.etag).toBeUndefined();
    // Signed out, a held tag answers nothing.
    const anonymous = await t.app.inject({ url: '/properties?view=list', headers: { 'if-none-match': lonerTag } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is raised by a change to each column the list shows, whoever writes it', async () => {
    // Typed by the list's fields: a new one fails to compile here until the migration raises on it too.
    const shown: Record<(typeof PROPERTY_LIST_FIELDS)[number] | 'isActive', Updateable<PropertiesTable>> = {
      name: { name: 'Renamed' },
      addressTown: { addressTown: 'Whitby' },
      airbnbUrl: { airbnbUrl: 'https://www.airbnb.com/rooms/42' },
      baseRate: { baseRate: 321 },
      minNights: { minNights: 5 },
      isArchived: { isArchived: 1 },
      isActive: { isActive: 1 },
    };
    const { id } = await addProperty(t.app, columns, 'Columns');
    let etag = (await read(columns)).headers.etag as string;
    for (const [field, change] of Object.entries(shown)) {
      await t.db.updateTable('properties').set(change).where('id', '=', id).execute();
      const now = await read(columns, etag);
      expect(now.statusCode, field).toBe(200);
      etag = now.headers.etag as string;
    }
    await t.db.updateTable('properties').set({ description: 'Not on the list' }).where('id', '=', id).execute();
    await unchangedSince(etag, columns);
  });

  it('answers a delta (226) of the listings changed since a tag it answered, when asked', async () => {
    const readDelta = (etag: string, query = 'view=list', user = deltas) =>
      t.app.inject({
        url: `/properties?${query}`,
        headers: { ...user.auth, 'if-none-match': etag, 'a-im': 'listings' },
      });
    const membersOf = async (query = 'view=list') => (await read(deltas, undefined, query)).json<Collection>();
    const [alpha, bravo, charlie] = [
      await addProperty(t.app, deltas, 'Alpha'),
      await addProperty(t.app, deltas, 'Bravo'),
      await addProperty(t.app, deltas, 'Charlie'),
    ];
    const base = (await read(deltas)).headers.etag as string;
    expect((await readDelta(base)).statusCode).toBe(304);

    await putProperty(t.app, deltas, bravo.id, { name: 'Zulu' });
    const renamed = await readDelta(base);
    expect(renamed.statusCode, renamed.body).toBe(226);
    expect(renamed.headers).toMatchObject({ im: 'listings', 'delta-base': base });
    const whole = await membersOf();
    expect(renamed.json()).toEqual({
      propertyIds: [alpha.id, charlie.id, bravo.id],
      changed: [whole['hydra:member'][2]],
      'hydra:totalItems': 3,
    });
    expect(renamed.headers.etag).toBe((await read(deltas)).headers.etag);

    // A listing added, another archived out of the list asked for.
    const open = 'view=list&isArchived=false';
    const openBase = (await read(deltas, undefined, open)).headers.etag as string;
    const delta = await addProperty(t.app, deltas, 'Delta');
    await putProperty(t.app, deltas, charlie.id, { isArchived: true });
    const moved = await readDelta(openBase, open);
    expect(moved.statusCode, moved.body).toBe(226);
    const openList = await membersOf(open);
    expect(moved.json()).toEqual({
      propertyIds: [alpha.id, delta.id, bravo.id],
      changed: [openList['hydra:member'][1]],
      'hydra:totalItems': 3,
    });

    // A tag it never answered, another host's, or a page's (its links are not in a delta): answered in full.
    expect((await readDelta('W/"not-a-tag"')).statusCode).toBe(200);
    const othersTag = (await read(other)).headers.etag as string;
    expect((await readDelta(othersTag)).statusCode).toBe(200);
    expect((await readDelta(base, 'view=list', other)).statusCode).toBe(200);
    const paged = 'view=list&page=1&itemsPerPage=2';
    const pageBase = (await read(deltas, undefined, paged)).headers.etag as string;
    await putProperty(t.app, deltas, alpha.id, { name: 'Alpha Hut' });
    const page = await readDelta(pageBase, paged);
    expect(page.statusCode).toBe(200);
    expect(page.json<Collection>()['hydra:member'].map(({ name }) => name)).toEqual(['Alpha Hut', 'Charlie']);
  });

  it('raises nothing for a photo on no listing', async () => {
    const loose = await postImage(t.app, host, {}, [filePart(await testPng(20, 20))]);
    expect(loose.statusCode, loose.body).toBe(201);
    expect(
      await t.db.selectFrom('listVersions').select('propertyId').where('propertyId', 'is', null).execute(),
    ).toEqual([]);
  });
});
