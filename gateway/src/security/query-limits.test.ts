import { getIntrospectionQuery } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createPubSub } from '../pubsub.js';
import { createSchema } from '../schema.js';
import { withTestStack, graphql, startTestGateway } from '../test/harness.js';
import { DEFAULT_QUERY_LIMITS } from './limits.js';
import { clientSafeError, createQueryGuard } from './query-guard.js';
import { webOperations } from './web-operations.js';

/** The attack of the issue: about 150 bytes, a dozen levels of properties → bedrooms → property → … */
const NESTED = `{ properties { ${'bedrooms { property { '.repeat(6)}id ${'} } '.repeat(6)}} }`;

const stack = withTestStack({ users: ['Ada'] });
const [ada] = stack.users;

/** Sends `query` as Ada and expects it refused before execution: no REST call made, the code given. */
async function expectRefused(query: string, code: string, message: RegExp) {
  const before = stack.gateway.rest.stats.requests;
  const response = await graphql(stack.gateway.url, query, { token: ada.token });
  expect(response.data ?? null).toBeNull();
  expect(response.errors?.[0]?.extensions.code).toBe(code);
  expect(response.errors?.[0]?.message).toMatch(message);
  expect(stack.gateway.rest.stats.requests).toBe(before);
}

describe('query limits over HTTP', () => {
  it('refuses the nested query of the issue before running it', async () => {
    await expectRefused(NESTED, 'GRAPHQL_VALIDATION_FAILED', /depth limit of 10 exceeded/);
  });

  it('refuses a query whose lists multiply past the cost limit, though shallow', async () => {
    const query = `{ properties { bedrooms { property { bedrooms { property { bedrooms { id doubleBeds } } } } } } }`;
    await expectRefused(query, 'GRAPHQL_VALIDATION_FAILED', /cost limit of 10000 exceeded/);
  });

  it('counts a literal page size instead of the default list size', async () => {
    const entry = 'id kind changed outcome detail createdAt id kind changed outcome';
    // 1 + 10 listings × (1 + 10 entries × 10 fields) = 1011
    const ok = await graphql(stack.gateway.url, `{ properties { syncLog(limit: 10) { ${entry} } } }`, {
      token: ada.token,
    });
    expect(ok.errors).toBeUndefined();
    // 1 + 10 listings × (1 + 100 entries × 10 fields) = 10011
    const query = `{ properties { syncLog(limit: 100) { ${entry} } } }`;
    await expectRefused(query, 'GRAPHQL_VALIDATION_FAILED', /cost limit of 10000 exceeded, estimated 10011\./);
  });

  it('counts a connection’s lists once per item of its `first`', async () => {
    const node = 'bedrooms { id doubleBeds property { id name } }';
    const page = (first: string) => `{ propertiesPage${first} { edges { node { ${node} } } nodes { ${node} } } }`;
    // 1 + (1 + 20 edges × 52) + (1 + 20 nodes × 51) = 2063 with the default `first` of 20
    const ok = await graphql(stack.gateway.url, page(''), { token: ada.token });
    expect(ok.errors).toBeUndefined();
    // 1 + (1 + 100 × 52) + (1 + 100 × 51) = 10303
    await expectRefused(page('(first: 100)'), 'GRAPHQL_VALIDATION_FAILED', /estimated 10303\./);
    // A variable `first` counts as the largest page (100).
    const variable = `query($first: Int) ${page('(first: $first)')}`;
    await expectRefused(variable, 'GRAPHQL_VALIDATION_FAILED', /estimated 10303\./);
  });

  it('refuses more than 15 aliases, __typename ones included', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: __typename`).join(' ');
    await expectRefused(`{ ${aliases} }`, 'GRAPHQL_VALIDATION_FAILED', /Aliases limit of 15 exceeded, found 16/);
  });

  it('refuses more than 10 directives', async () => {
    const directives = Array.from({ length: 11 }, () => '@include(if: true)').join(' ');
    await expectRefused(`{ me ${directives} { id } }`, 'GRAPHQL_VALIDATION_FAILED', /Directives limit of 10 exceeded/);
  });

  it('stops parsing a document of more than 2000 tokens', async () => {
    const fields = Array.from({ length: 2001 }, () => '__typename').join(' ');
    await expectRefused(`{ ${fields} }`, 'GRAPHQL_PARSE_FAILED', /Document contains more that 2000 tokens/);
  });

  it("answers GraphiQL's introspection query, but not introspection that nests lists in lists", async () => {
    const full = await graphql(stack.gateway.url, getIntrospectionQuery());
    expect(full.errors).toBeUndefined();
    expect(full.data).toHaveProperty('__schema.types');
    const nested = `{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }`;
    await expectRefused(nested, 'GRAPHQL_VALIDATION_FAILED', /Introspection may nest at most 3 lists, found 4/);
  });

  it('keeps the schema to itself: no "Did you mean" in errors', async () => {
    const response = await graphql(
      stack.gateway.url,
      `
        {
          propertiez {
            id
          }
        }
      `,
      { token: ada.token },
    );
    expect(response.errors?.[0]?.message).toBe('Cannot query field "propertiez" on type "Query".');
  });

  it('refuses batched requests', async () => {
    const response = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
    });
    expect(response.status).toBe(400);
  });
});

describe('GRAPHIQL=development', () => {
  it('keeps the suggestions for developers', async () => {
    const developer = await startTestGateway(stack.api.url, { graphqlSuggestions: true });
    try {
      const response = await graphql(
        developer.url,
        `
          {
            propertiez {
              id
            }
          }
        `,
        { token: ada.token },
      );
      expect(response.errors?.[0]?.message).toMatch(/Did you mean "properties"/);
    } finally {
      await developer.close();
    }
  });
});

describe('what clients see of errors', () => {
  it('replaces the text of an unexpected failure and drops its details', () => {
    const leaked = {
      message: "Cannot read properties of undefined (reading 'id')",
      extensions: { stacktrace: ['at x'] },
    };
    expect(clientSafeError(leaked, { suggestions: false })).toEqual({
      message: 'Internal server error',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });

  it('keeps the messages written for people, with their code and violations', () => {
    const error = { message: 'Not found', extensions: { code: 'NOT_FOUND', stacktrace: ['at y'] }, path: ['property'] };
    expect(clientSafeError(error, { suggestions: false })).toEqual({
      message: 'Not found',
      extensions: { code: 'NOT_FOUND' },
      path: ['property'],
    });
  });
});

describe("the web app's own operations", () => {
  const schema = createSchema(createPubSub());
  const guard = createQueryGuard(DEFAULT_QUERY_LIMITS);
  const operations = webOperations();

  it('are all found', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.map((operation) => operation.name)).toEqual(
      expect.arrayContaining(['MultiCalendar', 'PropertyPage', 'PanelMessageAdded']),
    );
  });

  it.each(operations.map((operation) => [operation.name, operation.query]))('%s passes the limits', (_name, query) => {
    const checked = guard.check(schema, query);
    expect('errors' in checked ? checked.errors.map((error) => error.message) : []).toEqual([]);
  });
});
