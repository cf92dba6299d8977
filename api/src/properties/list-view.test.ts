import { PROPERTY_LIST_FIELDS } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp, type SignedInUser } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { addCompleteProperty, addProperty, putProperty } from '../test/listings.js';

/** Every key of a list member: the item's own fields the list shows, its cover photo, channels and owner. */
const LIST_KEYS = ['@id', '@type', 'id', ...PROPERTY_LIST_FIELDS, 'isActive', 'image', 'channels', 'owner'].sort();

type Member = Record<string, unknown> & { id: number };

describe.each(testDatabases())('GET /properties?view=list on $name', (database) => {
  const t = withTestApp(database);
  const host = t.user();
  const other = t.user();
  const ids: Record<'complete' | 'bare' | 'archived', number> = { complete: 0, bare: 0, archived: 0 };
  beforeAll(async () => {
    await t.app.inject({ method: 'PUT', url: `/users/${host.id}`, headers: host.auth, payload: { currency: 'eur' } });
    ids.complete = (await addCompleteProperty(t.app, t.db, host, 'Beach Hut')).id;
    ids.bare = (await addProperty(t.app, host, 'Attic Room')).id;
    ids.archived = (await addProperty(t.app, host, 'Cellar Flat')).id;
    await putProperty(t.app, host, ids.archived, { isArchived: true, addressTown: 'Bath', minNights: 3 });
    await addProperty(t.app, other, 'Not Yours');
  });

  const members = async (user: SignedInUser, query: string) => {
    const response = await t.app.inject({ url: `/properties?${query}`, headers: user.auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ 'hydra:member': Member[]; 'hydra:totalItems': number; 'hydra:view'?: object }>();
  };

  it("answers only the list fields, with the full items' values, for the caller's listings by name", async () => {
    const list = await members(host, 'view=list');
    const full = await members(host, 'view=full');
    expect(list['hydra:member'].map((member) => member.id)).toEqual([ids.bare, ids.complete, ids.archived]);
    expect(list['hydra:totalItems']).toBe(3);
    for (const [index, member] of list['hydra:member'].entries()) {
      expect(Object.keys(member).sort()).toEqual(LIST_KEYS);
      const item = full['hydra:member'][index]!;
      expect(member).toEqual(Object.fromEntries(LIST_KEYS.map((key) => [key, item[key]])));
    }
    const complete = list['hydra:member'].find((member) => member.id === ids.complete)!;
    expect(complete).toMatchObject({
      image: { mediumUrl: expect.stringContaining('medium.jpg') },
      channels: [{ ota: 'airbnb', active: expect.any(Boolean) }],
      owner: { '@id': `/users/${host.id}`, id: host.id, currency: 'eur' },
      isActive: false,
    });
    expect(list['hydra:member'].find((member) => member.id === ids.archived)).toMatchObject({
      isArchived: true,
      addressTown: 'Bath',
      minNights: 3,
      image: null,
      channels: [],
    });
  });

  it('keeps the filters, the id[] batch (owner only) and the pages', async () => {
    expect((await members(host, 'view=list&isArchived=true'))['hydra:member'].map(({ id }) => id)).toEqual([
      ids.archived,
    ]);
    const theirs = (await members(other, 'view=list'))['hydra:member'];
    expect(theirs.map(({ name }) => name)).toEqual(['Not Yours']);
    const batch = await members(host, `view=list&id[]=${ids.bare}&id[]=${theirs[0]!.id}`);
    expect(batch['hydra:member'].map(({ id }) => id)).toEqual([ids.bare]);

    const second = await members(host, 'view=list&page=2&itemsPerPage=2');
    expect(second['hydra:member'].map(({ id }) => id)).toEqual([ids.archived]);
    expect(second['hydra:totalItems']).toBe(3);
    expect(second['hydra:view']).toMatchObject({
      '@id': '/properties?view=list&page=2&itemsPerPage=2',
      'hydra:previous': '/properties?view=list&page=1&itemsPerPage=2',
    });
    expect(Object.keys(second['hydra:member'][0]!).sort()).toEqual(LIST_KEYS);
  });

  it('answers full items without ?view=, and 400 for a view it does not know', async () => {
    const full = await members(host, '');
    expect(full['hydra:member'][0]).toHaveProperty('completeness');
    expect(full['hydra:member'][0]).toHaveProperty('description');
    for (const view of ['summary', 'LIST', '']) {
      const response = await t.app.inject({ url: `/properties?view=${view}`, headers: host.auth });
      expect(response.statusCode, view).toBe(400);
    }
    expect((await t.app.inject({ url: '/properties?view=list' })).statusCode).toBe(401);
  });

  it('documents the view in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/openapi.json' })).json();
    const operation = document.paths['/properties'].get;
    expect(operation.parameters).toContainEqual(
      expect.objectContaining({
        name: 'view',
        in: 'query',
        schema: expect.objectContaining({ enum: ['full', 'list'] }),
      }),
    );
    expect(JSON.stringify(operation.responses['200'])).toContain('"additionalProperties":false');
  });
});
