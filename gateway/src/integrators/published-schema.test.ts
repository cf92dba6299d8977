import { createHash } from 'node:crypto';
import { buildSchema, getIntrospectionQuery, buildClientSchema, printSchema, type IntrospectionQuery } from 'graphql';
import { fetch } from 'undici';
import { describe, expect, it } from 'vitest';
import { withTestStack, graphql } from '../test/harness.js';
import { PUBLISHED_SCHEMA_PATH } from './published-schema.js';

const stack = withTestStack();

describe('the published SDL', () => {
  it('is the schema introspection describes, as text, with no token', async () => {
    const response = await fetch(`${stack.gateway.url}${PUBLISHED_SCHEMA_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const published = buildSchema(await response.text());
    const { data } = await graphql<IntrospectionQuery>(stack.gateway.url, getIntrospectionQuery());
    expect(printSchema(published)).toBe(printSchema(buildClientSchema(data!)));
  });
});

describe('automatic persisted queries', () => {
  const post = async (body: object) => {
    const response = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as {
      data?: unknown;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
  };
  const persisted = (query: string) => ({
    persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') },
  });

  it('answers a hash alone once the query was sent with it, and asks for the query before', async () => {
    const query = '{ plans { identifier } }';
    const first = await post({ extensions: persisted(query) });
    expect(first.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const registered = await post({ query, extensions: persisted(query) });
    expect(registered.errors).toBeUndefined();
    const byHash = await post({ extensions: persisted(query) });
    expect(byHash).toEqual(registered);
  });

  it('refuses a query whose hash does not match it', async () => {
    const answer = await post({ query: '{ plans { name } }', extensions: persisted('{ plans { identifier } }') });
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]).toMatchObject({
      message: 'provided sha does not match query',
      extensions: { code: 'BAD_REQUEST' },
    });
  });

  it('applies the query limits to a persisted query as to any other', async () => {
    const deep = `{ properties { ${'bedrooms { property { '.repeat(12)}id${' } }'.repeat(12)} } }`;
    const answer = await post({ query: deep, extensions: persisted(deep) });
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const byHash = await post({ extensions: persisted(deep) });
    expect(byHash.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });
});
