import { API_LIMITS } from '@portal/schema';
import { fetch, FormData } from 'undici';
import { describe, expect, it } from 'vitest';
import { createContext } from '../context.js';
import { withTestStack, graphql, registerUser, restCall } from '../test/harness.js';
import { png } from '../test/listings.js';
import { MULTIPART_ALLOWANCE_BYTES } from './body-limits.js';

const GRAPHQL_LIMIT = 256 * 1024;
const UPLOAD_LIMIT = 200 * 1024;

const stack = withTestStack({
  apiEnv: { UPLOAD_MAX_BYTES: String(UPLOAD_LIMIT) },
  gateway: { graphqlMaxBodyBytes: GRAPHQL_LIMIT, uploadMaxBytes: UPLOAD_LIMIT },
  users: ['Ada'],
});
const [host] = stack.users;

const CALENDARS = /* GraphQL */ `
  query Calendars($ids: [ID!]) {
    propertyCalendars(from: "2030-01-01", to: "2030-01-07", propertyIds: $ids) {
      propertyId
    }
  }
`;

describe('list bounds through the gateway', () => {
  it('propertyCalendars with 10,000 ids is a BAD_USER_INPUT, without a REST call', async () => {
    const before = stack.gateway.rest.stats.requests;
    const ids = Array.from({ length: 10_000 }, (_, index) => String(index + 1));
    const { data, errors } = await graphql(stack.gateway.url, CALENDARS, { variables: { ids }, token: host.token });
    expect(data).toBeNull();
    expect(errors).toEqual([
      expect.objectContaining({
        message: 'propertyIds takes at most 100 ids in one query',
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
      }),
    ]);
    expect(stack.gateway.rest.stats.requests).toBe(before);
  });

  it('propertyCalendars with 100 ids answers the caller’s listings among them', async () => {
    const listing = await restCall<{ id: number }>(stack.api.url, host, 'POST', '/properties', {
      name: 'Harbour View',
    });
    const ids = Array.from({ length: API_LIMITS.filterValuesMax - 1 }, (_, index) => String(listing.id + 1000 + index));
    const { data, errors } = await graphql<{ propertyCalendars: { propertyId: string }[] }>(
      stack.gateway.url,
      CALENDARS,
      {
        variables: { ids: [String(listing.id), ...ids] },
        token: host.token,
      },
    );
    expect(errors).toBeUndefined();
    expect(data?.propertyCalendars.map((row) => row.propertyId)).toEqual([String(listing.id)]);
  });

  it('loaders send at most 100 ids in one REST call', async () => {
    const client = stack.gateway.rest;
    const { loaders } = createContext(client, host.token);
    const before = client.stats.requests;
    const ids = Array.from({ length: 250 }, (_, index) => 900_000 + index);
    const answers = await Promise.all([
      loaders.propertiesById.loadMany(ids),
      loaders.imagesById.loadMany(ids),
      loaders.bedroomsByProperty.loadMany(ids),
    ]);
    expect(answers[0].every((answer) => answer instanceof Error)).toBe(true); // none of them exists
    expect(answers[2].every((answer) => Array.isArray(answer) && answer.length === 0)).toBe(true);
    expect(client.stats.requests - before).toBe(3 * 3); // 100 + 100 + 50, per loader
  });

  it('a batched read the REST cap cut short is read again in halves, so no listing loses its rows', async () => {
    const user = await registerUser(stack.gateway.url, 'Bea');
    const crowded = await restCall<{ '@id': string; id: number }>(stack.api.url, user, 'POST', '/properties', {
      name: 'A',
    });
    const quiet = await restCall<{ '@id': string; id: number }>(stack.api.url, user, 'POST', '/properties', {
      name: 'B',
    });
    const add = (property: string) =>
      stack.api.app.inject({
        method: 'POST',
        url: '/property-bedrooms',
        headers: { authorization: `Bearer ${user.token}` },
        payload: { property, doubleBeds: 1 },
      });
    for (let index = 0; index < 500; index++) expect((await add(crowded['@id'])).statusCode).toBe(201);
    expect((await add(quiet['@id'])).statusCode).toBe(201);

    const { loaders } = createContext(stack.gateway.rest, user.token);
    const [ofCrowded, ofQuiet] = await Promise.all([
      loaders.bedroomsByProperty.load(crowded.id),
      loaders.bedroomsByProperty.load(quiet.id),
    ]);
    expect(ofCrowded).toHaveLength(500);
    expect(ofQuiet).toHaveLength(1);
  });
});

describe('bodies over the limit answer 413, never 500', () => {
  const json = (url: string, body: string, token?: string) =>
    fetch(`${stack.gateway.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      body,
    });

  it('through the /api proxy: a JSON body over the API’s 1 MiB', async () => {
    const response = await json('/api/properties', JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }), host.token);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'Request body is too large',
    });
    // Under the limit the same route is reached as before.
    expect((await json('/api/properties', JSON.stringify({ name: 'Small' }), host.token)).status).toBe(201);
  });

  it('through the /api proxy: uploads over UPLOAD_MAX_BYTES, as a multipart file or a raw body', async () => {
    const message = 'The file is too large: at most 0 MB';
    const big = Buffer.concat([png(), Buffer.alloc(UPLOAD_LIMIT + MULTIPART_ALLOWANCE_BYTES)]);
    const form = new FormData();
    form.set('file', new Blob([big], { type: 'image/png' }), 'big.png');
    const multipart = await fetch(`${stack.gateway.url}/api/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${host.token}` },
      body: form,
    });
    expect(multipart.status).toBe(413);
    expect((await multipart.json()) as object).toMatchObject({ message });

    // Over the file limit but within the multipart framing allowance: the API refuses it, still a 413.
    const justOver = new FormData();
    justOver.set(
      'file',
      new Blob([Buffer.concat([png(), Buffer.alloc(UPLOAD_LIMIT)])], { type: 'image/png' }),
      'a.png',
    );
    const refusedByApi = await fetch(`${stack.gateway.url}/api/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${host.token}` },
      body: justOver,
    });
    expect(refusedByApi.status).toBe(413);
    expect((await refusedByApi.json()) as object).toMatchObject({ message });

    const raw = await fetch(`${stack.gateway.url}/api/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${host.token}`, 'content-type': 'image/png' },
      body: Buffer.concat([png(), Buffer.alloc(UPLOAD_LIMIT)]),
    });
    expect(raw.status).toBe(413);
  });

  it(`at /graphql: a body over GRAPHQL_MAX_BODY_BYTES (${GRAPHQL_LIMIT} here)`, async () => {
    const query = '{ plans { name } }';
    const over = await json('/graphql', JSON.stringify({ query, variables: { pad: 'x'.repeat(GRAPHQL_LIMIT) } }));
    expect(over.status).toBe(413);
    expect((await over.json()) as object).toMatchObject({ statusCode: 413, message: 'Request body is too large' });
    const under = await json('/graphql', JSON.stringify({ query, variables: { pad: 'x'.repeat(GRAPHQL_LIMIT / 2) } }));
    expect(under.status).toBe(200);
  });
});
