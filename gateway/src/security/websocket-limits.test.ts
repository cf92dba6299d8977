import type { Client } from 'graphql-ws';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { publishMessageAdded } from '../messages/resolvers.js';
import {
  graphql,
  registerUser,
  restCall,
  startTestApi,
  startTestGateway,
  withTestStack,
  wsClient,
  type TestUser,
} from '../test/harness.js';
import { publishedMessage } from '../test/messages.js';

import { DEFAULT_SOCKET_LIMITS } from './limits.js';
import { until } from '../test/until.js';

const MESSAGE_ADDED = 'subscription { messageAdded { id content } }';
const PUBLIC_URL = 'http://portal.test:4000';

const stack = withTestStack({
  gateway: {
    publicUrl: PUBLIC_URL,
    // Every event re-checks its token here, so the test can say that nothing at all arrives once it is retired.
    socketLimits: { ...DEFAULT_SOCKET_LIMITS, maxSocketsPerUser: 3, tokenRecheckMs: 0 },
  },
});
const clients: Client[] = [];
afterAll(() => Promise.all(clients.map((client) => client.dispose())));

/** A graphql-ws client that records how its socket closed. */
function connect(user: TestUser, url = stack.gateway.url) {
  const closed: { code?: number; reason?: string } = {};
  const client = wsClient(url, user.token);
  client.on('closed', (event) => {
    const { code, reason } = event as { code: number; reason: string };
    Object.assign(closed, { code, reason });
  });
  const connected = new Promise((resolve) => client.on('connected', resolve));
  clients.push(client);
  return { client, closed, connected };
}

function subscribe(client: Client, query = MESSAGE_ADDED) {
  const data: unknown[] = [];
  const errors: { message: string; extensions?: { code?: string } }[] = [];
  client.subscribe(
    { query },
    {
      next: (result) => (result.data ? data.push(result.data) : errors.push(...(result.errors ?? []))),
      error: (error) => errors.push(...(Array.isArray(error) ? error : [{ message: String(error) }])),
      complete: () => {},
    },
  );
  return { data, errors };
}

/** A raw socket's upgrade: the HTTP status when refused, 101 when accepted. */
function upgradeStatus(headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${stack.gateway.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
      headers,
    });
    socket.on('upgrade', () => {
      socket.close();
      resolve(101);
    });
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.on('error', reject);
  });
}

/** A second sign-in of the same user: another token. */
async function signIn(url: string, user: TestUser): Promise<string> {
  const { data } = await graphql<{ login: { token: string } }>(
    url,
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { variables: { email: user.email, password: user.password } },
  );
  return data!.login.token;
}

const message = (user: TestUser, content: string) => publishedMessage(stack.gateway, user, content);

describe('WebSocket limits', () => {
  it('refuses the nested query before running it, as over HTTP', async () => {
    const user = await registerUser(stack.gateway.url);
    const { client, connected } = connect(user);
    await connected;
    const before = stack.gateway.rest.stats.requests;
    const nested = `{ properties { ${'bedrooms { property { '.repeat(6)}id ${'} } '.repeat(6)}} }`;
    const { errors } = subscribe(client, nested);
    await until(() => errors.length > 0, 'the refusal');
    expect(errors[0]).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(errors[0]!.message).toMatch(/depth limit of 10 exceeded/);
    expect(stack.gateway.rest.stats.requests).toBe(before);
  });

  it('holds at most 50 operations on one socket', async () => {
    const user = await registerUser(stack.gateway.url);
    const { client } = connect(user);
    const open = Array.from({ length: 50 }, () => subscribe(client));
    const extra = subscribe(client);
    await until(() => extra.errors.length > 0, 'the 51st refused');
    expect(extra.errors[0]).toMatchObject({
      message: 'At most 50 operations may be open on one connection.',
      extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' },
    });
    expect(open.every((subscription) => subscription.errors.length === 0)).toBe(true);
  });

  it('lets one user hold a bounded number of sockets', async () => {
    const user = await registerUser(stack.gateway.url);
    const sockets = [connect(user), connect(user), connect(user)];
    for (const { client } of sockets) subscribe(client);
    const fourth = connect(user);
    await until(() => fourth.closed.code !== undefined, 'the fourth socket closed');
    expect(fourth.closed).toMatchObject({ code: 4429, reason: 'Too many connections' });
    expect(sockets.every(({ closed }) => closed.code === undefined)).toBe(true);
    // Another user is not affected.
    const other = connect(await registerUser(stack.gateway.url, 'Bob'));
    const { errors } = subscribe(other.client, '{ me { id } }');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(errors).toEqual([]);
    expect(other.closed.code).toBeUndefined();
  });

  it('accepts sockets from the portal and from clients that are not browsers, not from other sites', async () => {
    expect(await upgradeStatus({ origin: PUBLIC_URL })).toBe(101);
    expect(await upgradeStatus({ origin: stack.gateway.url })).toBe(101);
    expect(await upgradeStatus({})).toBe(101);
    expect(await upgradeStatus({ origin: 'https://evil.example' })).toBe(403);
    expect(await upgradeStatus({ origin: 'http://portal.test:4000.evil.example' })).toBe(403);
  });

  it('refuses a frame over 64 KB by closing the socket', async () => {
    const socket = new WebSocket(`${stack.gateway.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
    await new Promise((resolve) => socket.on('open', resolve));
    const code = new Promise<number>((resolve) => socket.on('close', (closeCode) => resolve(closeCode)));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { padding: 'x'.repeat(65 * 1024) } }));
    expect(await code).toBe(1009);
  });
});

describe('a token that stops working on an open socket', () => {
  it('shares one check of a token among its events for a second (the default)', async () => {
    const shared = await startTestGateway(stack.api.url);
    try {
      const user = await registerUser(shared.url);
      const { client, connected } = connect(user, shared.url);
      await connected;
      const subscriptions = [subscribe(client), subscribe(client), subscribe(client)];
      const event = await message(user, 'hello');
      while (subscriptions.some(({ data }) => data.length === 0)) {
        await publishMessageAdded(shared.pubsub, [Number(user.id)], event);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Live, and the token checked: more events to the three subscriptions cost no further check.
      const before = shared.rest.stats.requests;
      const received = subscriptions.map(({ data }) => data.length);
      await publishMessageAdded(shared.pubsub, [Number(user.id)], event);
      await until(() => subscriptions.every(({ data }, i) => data.length > received[i]!), 'the event everywhere');
      expect(shared.rest.stats.requests - before).toBe(0);
    } finally {
      await shared.close();
    }
  });

  it('closes the socket with 4401 at the next event once the password changed, delivering nothing', async () => {
    const user = await registerUser(stack.gateway.url);
    const { client, closed } = connect(user);
    const { data } = subscribe(client);
    const [before, after] = [await message(user, 'before'), await message(user, 'after the password changed')];
    // Live once a first event arrives.
    while (data.length === 0) {
      await publishMessageAdded(stack.gateway.pubsub, [Number(user.id)], before);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await restCall(stack.api.url, user, 'PUT', `/users/${user.id}/profile`, {
      firstName: 'Ada',
      lastName: 'Host',
      email: user.email,
      phone: '+44 7700 900123',
      addressHouseNameNumber: '1',
      addressStreet: 'High Street',
      addressCity: 'York',
      addressPostcode: 'YO1 1AA',
      addressCountry: 'United Kingdom',
      language: 'English',
      plainPassword: 'Another456',
      currentPassword: user.password,
    });
    const deadline = Date.now() + 10_000;
    while (closed.code === undefined && Date.now() < deadline) {
      await publishMessageAdded(stack.gateway.pubsub, [Number(user.id)], after);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(closed).toMatchObject({ code: 4401, reason: 'Token expired or revoked' });
    expect(data).not.toContainEqual({ messageAdded: expect.objectContaining({ content: after.content }) });
  });

  it('closes the sockets of a token at once when it logs out, and every socket of the user on log out everywhere', async () => {
    // No event flows here and the re-check is a minute: only the API's revocation event can close the sockets.
    const live = await startTestGateway(stack.api.url, {
      apiEvents: stack.api.events,
      socketLimits: { ...DEFAULT_SOCKET_LIMITS, tokenRecheckMs: 60_000 },
    });
    try {
      const user = await registerUser(live.url);
      const laptop = await signIn(live.url, user);
      const [phone, desk] = [connect(user, live.url), connect({ ...user, token: laptop }, live.url)];
      await Promise.all([phone.connected, desk.connected]);
      await restCall(stack.api.url, user, 'POST', '/logout', {});
      await until(() => phone.closed.code !== undefined, "the phone's socket closed");
      expect(phone.closed).toMatchObject({ code: 4401, reason: 'Token expired or revoked' });
      expect(desk.closed.code).toBeUndefined();
      await restCall(stack.api.url, { ...user, token: laptop }, 'POST', '/logout', { everywhere: true });
      await until(() => desk.closed.code !== undefined, "the desk's socket closed");
      expect(desk.closed).toMatchObject({ code: 4401 });
    } finally {
      await live.close();
    }
  });

  it('closes the socket with 4401 when the token expires', async () => {
    const shortLived = await startTestApi({ JWT_TTL_SECONDS: '2' });
    const short = await startTestGateway(shortLived.url);
    try {
      const user = await registerUser(short.url);
      const { client, closed } = connect(user, short.url);
      subscribe(client);
      await until(() => closed.code !== undefined, 'the socket closed at expiry', 15_000);
      expect(closed).toMatchObject({ code: 4401, reason: 'Token expired or revoked' });
    } finally {
      await short.close();
      await shortLived.close();
    }
  });
});
