import { PROPERTY_MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { violationsOf, withTestApp, type SignedInUser } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { addProperty } from '../test/listings.js';

describe.each(testDatabases())('content and rad pushes on $name', (database) => {
  const t = withTestApp(database);
  const host = t.user();
  const other = t.user();

  const push = (user: SignedInUser, id: number, kind: 'content' | 'rad', query = '', payload?: object) =>
    t.app.inject({ method: 'POST', url: `/properties/${id}/${kind}/push${query}`, headers: user.auth, payload });

  it('records a push (202) and says no channel manager is connected yet', async () => {
    const { id, iri } = await addProperty(t.app, host);
    const response = await push(host, id, 'content');
    expect(response.statusCode, response.body).toBe(202);
    const log = response.json();
    expect(log).toEqual({
      '@id': `/property-sync-logs/${log.id}`,
      '@type': 'PropertySyncLog',
      id: log.id,
      property: iri,
      kind: 'content',
      changed: null,
      outcome: 'recorded',
      detail: 'No channel manager is connected yet: the change was recorded, not sent to any channel.',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect((await t.app.inject({ url: log['@id'], headers: host.auth })).json()).toEqual(log);
  });

  it('takes what changed from the query or the body, and lists the log newest first', async () => {
    const a = await addProperty(t.app, host, 'A');
    const b = await addProperty(t.app, host, 'B');
    await push(host, a.id, 'content', '?changed=pricing');
    await push(host, a.id, 'rad', '', { changed: 'calendar: 2027-07-01 to 2027-07-03 blocked' });
    await push(host, b.id, 'rad');

    const logs = await t.app.inject({ url: `/property-sync-logs?property=${a.iri}`, headers: host.auth });
    expect(logs.json()['hydra:member'].map((l: { kind: string; changed: string }) => [l.kind, l.changed])).toEqual([
      ['rad', 'calendar: 2027-07-01 to 2027-07-03 blocked'],
      ['content', 'pricing'],
    ]);
    const both = await t.app.inject({
      url: `/property-sync-logs?property[]=${a.iri}&property[]=${b.iri}&kind=rad&limit=1`,
      headers: host.auth,
    });
    expect(both.json()['hydra:member']).toEqual([expect.objectContaining({ property: b.iri, kind: 'rad' })]);

    const item = (await t.app.inject({ url: `/properties/${a.id}`, headers: host.auth })).json();
    expect(item.lastPush).toMatchObject({ kind: 'rad', changed: 'calendar: 2027-07-01 to 2027-07-03 blocked' });
    expect(item.lastSyncedAt).toBe(item.lastPush.createdAt);
  });

  it('refuses an overlong description of the change and bad filters', async () => {
    const { id } = await addProperty(t.app, host);
    expect(violationsOf(await push(host, id, 'rad', '', { changed: 'x'.repeat(256) }))).toEqual([
      { propertyPath: 'changed', message: PROPERTY_MESSAGES.tooLong },
    ]);
    expect((await push(host, id, 'rad', `?changed=${'x'.repeat(256)}`)).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/property-sync-logs?property=/users/1', headers: host.auth })).statusCode).toBe(
      400,
    );
    expect((await t.app.inject({ url: '/property-sync-logs?limit=1000', headers: host.auth })).statusCode).toBe(400);
  });

  it("keeps other users' listings and logs out of reach", async () => {
    const { id, iri } = await addProperty(t.app, host);
    const log = (await push(host, id, 'content')).json();
    expect((await push(other, id, 'content')).statusCode).toBe(404);
    expect((await push(other, id, 'rad')).statusCode).toBe(404);
    expect((await t.app.inject({ url: log['@id'], headers: other.auth })).statusCode).toBe(404);
    const theirs = await t.app.inject({ url: `/property-sync-logs?property=${iri}`, headers: other.auth });
    expect(theirs.json()['hydra:member']).toEqual([]);
  });
});
