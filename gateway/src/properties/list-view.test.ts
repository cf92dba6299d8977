import { describe, expect, it } from 'vitest';
import { webOperations } from '../security/web-operations.js';
import { graphql, withTestStack, type Answer, type TestUser } from '../test/harness.js';
import { addCompleteListing, addListing } from '../test/listings.js';

const stack = withTestStack({ users: ['Dora', 'Eli'] });
const [dora, eli] = stack.users;

/** Runs `query` as `user`: its data, the REST calls it made, and the path of the last one. */
async function read(user: TestUser, query: string, variables: Record<string, unknown> = {}) {
  const before = stack.gateway.rest.stats.requests;
  const response = await graphql<Answer>(stack.gateway.url, query, { token: user.token, variables });
  expect(response.errors).toBeUndefined();
  return {
    data: response.data!,
    calls: stack.gateway.rest.stats.requests - before,
    path: stack.gateway.rest.stats.lastPath,
  };
}

const page = webOperations().find(({ name }) => name === 'Properties')!;

/** The listings page's query with one field beyond the list view: the same answers, from full items. */
const withDescription = page.query.replace(/(properties\s*\{)/, '$1 description');

describe('the list view of GET /properties', () => {
  it("serves the web's listings page query in one REST call, with the values full items give", async () => {
    await addCompleteListing(stack.gateway, dora, 'Aardvark Lodge');
    const rest = stack.gateway.rest.forToken(dora.token);
    await addListing(rest, 'Beech House', { baseRate: 9000, addressTown: 'Ely' });
    await rest.put(`/properties/${(await addListing(rest, 'Cedar Barn')).id}`, { isArchived: true });

    const listed = await read(dora, page.query);
    expect(listed.calls).toBe(1);
    expect(listed.path).toBe('/properties?view=list');
    expect(listed.data.properties).toHaveLength(3);
    expect(listed.data.properties[0]).toMatchObject({
      name: 'Aardvark Lodge',
      image: { mediumUrl: expect.any(String) },
      channels: [{ ota: 'airbnb', active: true }],
      owner: { id: dora.id, currencySymbol: expect.any(String) },
    });

    const full = await read(dora, withDescription);
    expect(full.path).toBe('/properties');
    expect(full.calls).toBe(1); // the owner's id and currency come with the items either way
    expect(full.data.properties.map(({ description: _, ...rest }: Answer) => rest)).toEqual(listed.data.properties);
  });

  it('keeps the archived filter and reads full items for any other field', async () => {
    const open = await read(dora, 'query($archived: Boolean) { properties(archived: $archived) { id name } }', {
      archived: false,
    });
    expect(open.path).toBe('/properties?view=list&isArchived=false');
    expect(open.data.properties.map(({ name }: Answer) => name)).toEqual(['Aardvark Lodge', 'Beech House']);

    const completeness = await read(dora, '{ properties { name completeness { complete } } }');
    expect(completeness.path).toBe('/properties');
    expect(completeness.data.properties[0]).toEqual({ name: 'Aardvark Lodge', completeness: { complete: true } });

    const owner = await read(dora, '{ properties { name owner { id email } } }');
    expect(owner.calls).toBe(2);
    expect(owner.data.properties[0].owner).toEqual({ id: dora.id, email: dora.email });
  });

  it('pages through the list view when a page asks for list fields only', async () => {
    const query = /* GraphQL */ `
      query ($after: String) {
        propertiesPage(first: 2, after: $after) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            cursor
            node {
              id
              name
              baseRate
            }
          }
        }
      }
    `;
    const first = await read(dora, query);
    expect(first.path).toBe('/properties?view=list&page=1&itemsPerPage=2');
    expect(first.data.propertiesPage.totalCount).toBe(3);
    const second = await read(dora, query, { after: first.data.propertiesPage.pageInfo.endCursor });
    expect(second.data.propertiesPage.edges.map(({ node }: Answer) => node.name)).toEqual(['Cedar Barn']);

    const full = await read(dora, '{ propertiesPage(first: 2) { nodes { name description } } }');
    expect(full.path).toBe('/properties?page=1&itemsPerPage=2');
  });
});

describe('the list view read again', () => {
  const notModified = () => stack.gateway.rest.stats.notModified;

  it('reuses the answer the API says is unchanged (304), and reads the list anew once it changed', async () => {
    const rest = stack.gateway.rest.forToken(eli.token);
    await addListing(rest, 'Alder Cabin');
    const birch = await addListing(rest, 'Birch Loft');
    const first = await read(eli, page.query);
    const before = notModified();
    expect((await read(eli, page.query)).data).toEqual(first.data);
    expect(notModified()).toBe(before + 1);

    // Changed straight through REST (no gateway mutation to forget anything): only that listing comes (226),
    // merged into the answer kept, the same as a read in full.
    const deltasBefore = stack.gateway.rest.stats.deltas;
    await rest.put(`/properties/${birch.id}`, { name: 'Birch Barn', baseRate: 15000 });
    const changed = await read(eli, page.query);
    expect(notModified()).toBe(before + 1);
    expect(stack.gateway.rest.stats.deltas).toBe(deltasBefore + 1);
    const inFull = await read(eli, withDescription);
    expect(inFull.data.properties.map(({ description: _, ...rest }: Answer) => rest)).toEqual(changed.data.properties);
    expect(changed.data.properties.map(({ name, baseRate }: Answer) => [name, baseRate])).toEqual([
      ['Alder Cabin', null],
      ['Birch Barn', 15000],
    ]);
    expect((await read(eli, page.query)).data).toEqual(changed.data);
    expect(notModified()).toBe(before + 2);

    // Another user's list is never answered from this one's (kept by token).
    const doras = await read(dora, page.query);
    expect(doras.data.properties.map(({ name }: Answer) => name)).toEqual([
      'Aardvark Lodge',
      'Beech House',
      'Cedar Barn',
    ]);
  });
});

describe('GET /api/properties?view=list (integrators, through the gateway’s passthrough)', () => {
  it('answers a delta of the listings changed since the ETag sent, with A-IM: listings', async () => {
    const url = `${stack.gateway.url}/api/properties?view=list`;
    const headers = { authorization: `Bearer ${eli.token}` };
    const held = await fetch(url, { headers });
    const etag = held.headers.get('etag')!;
    expect(held.status).toBe(200);
    const rest = stack.gateway.rest.forToken(eli.token);
    const cypress = await addListing(rest, 'Cypress Hut');
    const delta = await fetch(url, { headers: { ...headers, 'if-none-match': etag, 'a-im': 'listings' } });
    expect(delta.status).toBe(226);
    expect(delta.headers.get('delta-base')).toBe(etag);
    const body = (await delta.json()) as { propertyIds: number[]; changed: { id: number }[] };
    expect(body.changed.map(({ id }) => id)).toEqual([cypress.id]);
    expect(body.propertyIds).toContain(cypress.id);
  });
});
