import { describe, expect, it, vi } from 'vitest';
import { AppHeader_UserFragmentDoc, LoginDocument, MeDocument } from '../__generated__/graphql';
import { createApolloClient, type ClientSession } from './client';

function session(token: string | null) {
  const logout = vi.fn<() => void>();
  const s: ClientSession = { token: () => token, logout, subscribe: () => () => {} };
  return { ...s, logout };
}

function gateway(body: unknown) {
  const calls: { headers: Headers; body: { operationName: string } }[] = [];
  const fetch = vi.fn(async (_uri: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) });
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const unauthenticated = (message: string, path: string) => ({
  data: null,
  errors: [{ message, path: [path], extensions: { code: 'UNAUTHENTICATED' } }],
});

describe('createApolloClient', () => {
  it('sends the bearer token of the session', async () => {
    const { fetch, calls } = gateway({
      data: {
        me: {
          __typename: 'User',
          id: 'user-1',
          onboardModeSelection: 'host',
          firstName: 'Ada',
          lastName: 'Lovelace',
          fullName: 'Ada Lovelace',
          activeSubscription: null,
          avatarImage: null,
        },
      },
    });
    const client = createApolloClient({ session: session('token-1'), fetch, wsUrl: 'ws://localhost/graphql' });
    const { data } = await client.query({ query: MeDocument });
    // Data masking: the name is the header's field (its fragment), read from the cache the answer went to.
    const me = client.readFragment({ fragment: AppHeader_UserFragmentDoc, id: client.cache.identify(data!.me) });
    expect(me?.fullName).toBe('Ada Lovelace');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer token-1');
    expect(calls[0]?.body.operationName).toBe('Me');
  });

  it('sends no Authorization header when signed out', async () => {
    const { fetch, calls } = gateway(unauthenticated('Incorrect email or password', 'login'));
    const client = createApolloClient({ session: session(null), fetch, wsUrl: 'ws://localhost/graphql' });
    await expect(
      client.mutate({ mutation: LoginDocument, variables: { email: 'a@b.co', password: 'x' } }),
    ).rejects.toThrow('Incorrect email or password');
    expect(calls[0]?.headers.has('authorization')).toBe(false);
  });

  it('signs out when the gateway answers UNAUTHENTICATED to a signed-in operation', async () => {
    const { fetch } = gateway(unauthenticated('Token expired', 'me'));
    const s = session('stale-token');
    const client = createApolloClient({ session: s, fetch, wsUrl: 'ws://localhost/graphql' });
    await expect(client.query({ query: MeDocument })).rejects.toThrow();
    expect(s.logout).toHaveBeenCalledTimes(1);
  });

  it('does not sign out on a failed login', async () => {
    const { fetch } = gateway(unauthenticated('Incorrect email or password', 'login'));
    const s = session('token-1');
    const client = createApolloClient({ session: s, fetch, wsUrl: 'ws://localhost/graphql' });
    await expect(
      client.mutate({ mutation: LoginDocument, variables: { email: 'a@b.co', password: 'x' } }),
    ).rejects.toThrow();
    expect(s.logout).not.toHaveBeenCalled();
  });
});
