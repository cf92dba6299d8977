import { fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHIQL_TOKEN_PLACEHOLDER } from '../graphiql.js';
import type { RunningGateway } from '../index.js';
import { graphql, registerUser, startTestApi, startTestGateway, wsClient, type TestUser } from '../test/harness.js';

const BUDGET = 6;
let api: Awaited<ReturnType<typeof startTestApi>>;
let gateway: RunningGateway;
let ada: TestUser;
let bob: TestUser;

beforeAll(async () => {
  api = await startTestApi({
    RATE_LIMITS: JSON.stringify({ '*': { max: 1_000_000 }, 'access-token': { max: BUDGET, windowSeconds: 60 } }),
  });
  gateway = await startTestGateway(api.url);
  ada = await registerUser(gateway.url, 'Ada');
  bob = await registerUser(gateway.url, 'Bob');
});
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

const CREATE = /* GraphQL */ `
  mutation Create($input: CreateAccessTokenInput!) {
    createAccessToken(input: $input) {
      token
      accessToken {
        id
        name
        scopes
        expiresAt
        lastUsedAt
      }
    }
  }
`;

async function createToken(user: TestUser, scopes: string[]) {
  const { data, errors } = await graphql<{
    createAccessToken: { token: string; accessToken: { id: string; name: string; scopes: string[] } };
  }>(gateway.url, CREATE, { token: user.token, variables: { input: { name: 'Cleaning app', scopes } } });
  expect(errors).toBeUndefined();
  return data!.createAccessToken;
}

/** POST /graphql with a bearer token, keeping the answer's headers. */
async function post(token: string, query: string) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions: { code: string } }[];
  };
  return { headers: response.headers, ...body };
}

describe('personal access tokens over GraphQL', () => {
  it('are created, listed and revoked with a session; the secret is given once', async () => {
    const created = await createToken(ada, ['read:listings']);
    expect(created.token).toMatch(/^hp_/);
    expect(created.accessToken).toMatchObject({ name: 'Cleaning app', scopes: ['read:listings'] });
    const { data } = await graphql<{ accessTokens: { id: string }[] }>(
      gateway.url,
      '{ accessTokens { id name scopes createdAt lastUsedAt } }',
      { token: ada.token },
    );
    expect(data?.accessTokens.map((token) => token.id)).toContain(created.accessToken.id);
    expect(JSON.stringify(data)).not.toContain(created.token);
    // Bob cannot revoke it.
    const foreign = await graphql(gateway.url, 'mutation($id: ID!) { revokeAccessToken(id: $id) { revokedId } }', {
      token: bob.token,
      variables: { id: created.accessToken.id },
    });
    expect(foreign.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('authenticate /graphql within their scopes, with the budget in the headers; revoked, they are refused', async () => {
    const { token, accessToken } = await createToken(ada, ['read:listings']);
    const first = await post(token, '{ me { id } properties { id } }');
    expect(first.errors).toBeUndefined();
    expect(first.data).toEqual({ me: { id: ada.id }, properties: [] });
    expect(first.headers.get('x-ratelimit-limit')).toBe(String(BUDGET));
    // Two REST calls (GET /me, GET /properties), each counted against the token.
    expect(first.headers.get('x-ratelimit-remaining')).toBe(String(BUDGET - 2));
    expect(Number(first.headers.get('x-ratelimit-reset'))).toBeGreaterThan(0);

    const outOfScope = await post(token, '{ messageTemplates { id } }');
    expect(outOfScope.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const tokens = await post(token, '{ accessTokens { id } }');
    expect(tokens.errors?.[0]?.extensions.code).toBe('FORBIDDEN');

    const revoke = await graphql(gateway.url, 'mutation($id: ID!) { revokeAccessToken(id: $id) { revokedId } }', {
      token: ada.token,
      variables: { id: accessToken.id },
    });
    expect(revoke.errors).toBeUndefined();
    const after = await post(token, '{ properties { id } }');
    expect(after.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('answer RATE_LIMITED once the token has spent its budget, and say so in the headers', async () => {
    const { token } = await createToken(ada, ['read:listings']);
    for (let call = 0; call < BUDGET; call++)
      expect((await post(token, '{ properties { id } }')).errors).toBeUndefined();
    const limited = await post(token, '{ properties { id } }');
    expect(limited.errors?.[0]?.extensions.code).toBe('RATE_LIMITED');
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    // The host's own session is not held up.
    const session = await graphql(gateway.url, '{ properties { id } }', { token: ada.token });
    expect(session.errors).toBeUndefined();
  });

  it('subscribe to new messages only with read:messages', async () => {
    const subscribe = async (token: string) => {
      const client = wsClient(gateway.url, token);
      try {
        return await new Promise<string>((resolve) => {
          const stop = client.subscribe(
            { query: 'subscription { messageAdded { id } }' },
            {
              next: (result) => resolve(JSON.stringify(result)),
              error: (error) => resolve(JSON.stringify(error)),
              complete: () => resolve('complete'),
            },
          );
          // No error within a second: the subscription is listening.
          setTimeout(() => {
            stop();
            resolve('listening');
          }, 1000);
        });
      } finally {
        await client.dispose();
      }
    };
    expect(await subscribe((await createToken(bob, ['read:listings'])).token)).toContain('FORBIDDEN');
    expect(await subscribe((await createToken(bob, ['read:messages'])).token)).toBe('listening');
  });

  it('GraphiQL opens with an Authorization header to fill in, kept out of the browser storage', async () => {
    const html = await (await fetch(`${gateway.url}/graphiql`)).text();
    expect(html).toContain(GRAPHIQL_TOKEN_PLACEHOLDER);
    expect(html).toContain('"shouldPersistHeaders":false');
  });
});
