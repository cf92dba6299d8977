import { randomUUID } from 'node:crypto';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../index.js';
import { publishedMessage } from '../test/messages.js';
import { withTestStack, startTestGateway, wsClient, type TestUser } from '../test/harness.js';
import { publishMessageAdded } from './resolvers.js';
import { until } from '../test/until.js';

const MESSAGE_ADDED = `subscription($bookingId: ID) {
  messageAdded(bookingId: $bookingId) { id content createdAt sender { id fullName } }
}`;
const REDIS_URL = process.env.REDIS_URL || undefined;
// Own Redis channels, so a concurrent test run on the same Redis cannot deliver into this one.
const channelPrefix = `test-${randomUUID()}:`;

const clients: Client[] = [];

const stack = withTestStack({
  gateway: { redisUrl: REDIS_URL, redisChannelPrefix: channelPrefix },
  users: ['Ada', 'Bob'],
});
const [ada, bob] = stack.users;
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
});

function connect(url: string, token?: string): Client {
  const client = wsClient(url, token);
  clients.push(client);
  return client;
}

interface Received {
  messageAdded: { id: string; content: string; sender: { id: string; fullName: string } };
}

/** Subscribes and collects what arrives. */
function subscribe(client: Client, variables: Record<string, unknown> = {}) {
  const received: Received[] = [];
  const errors: unknown[] = [];
  client.subscribe<Received>(
    { query: MESSAGE_ADDED, variables },
    {
      next: (result) => (result.data ? received.push(result.data) : errors.push(result.errors)),
      error: (error) => errors.push(error),
      complete: () => {},
    },
  );
  return { received, errors, contents: () => received.map((event) => event.messageAdded.content) };
}

const messageFrom = (user: TestUser, content: string, bookingId = 7) =>
  publishedMessage(stack.gateway, user, content, bookingId);

/**
 * graphql-ws does not acknowledge a subscription, so publish probes to the subscriber's own topic until one
 * arrives: from then on the server-side subscription is live.
 */
async function untilLive(
  subscription: ReturnType<typeof subscribe>,
  user: TestUser,
  publishVia: RunningGateway = stack.gateway,
  bookingId = 7,
) {
  const probe = await messageFrom(user, `probe-${randomUUID()}`, bookingId);
  await until(
    () => {
      if (subscription.contents().includes(probe.content)) return true;
      void publishMessageAdded(publishVia.pubsub, [user.id], probe);
      return false;
    },
    'the subscription to be live',
    15_000,
    100,
  );
}

const closeCodeOf = (client: Client) =>
  new Promise<number>((resolve) => client.on('closed', (event) => resolve((event as { code: number }).code)));

describe('WebSocket authentication', () => {
  it('refuses a socket without a token (4403 Forbidden)', async () => {
    const client = connect(stack.gateway.url);
    expect(await closeCodeOf(client)).toBe(4403);
  });

  it('refuses a socket with an invalid token', async () => {
    const client = connect(stack.gateway.url, 'forged');
    expect(await closeCodeOf(client)).toBe(4403);
  });

  it('accepts a socket with a valid token and runs operations on it as that user', async () => {
    const client = connect(stack.gateway.url, ada.token);
    const result = await new Promise((resolve, reject) => {
      client.subscribe({ query: '{ me { id } }' }, { next: resolve, error: reject, complete: () => {} });
    });
    expect(result).toEqual({ data: { me: { id: ada.id } } });
  });
});

describe(`Subscription.messageAdded (${REDIS_URL ? 'Redis' : 'in-process'} pub/sub)`, () => {
  it("delivers a message to its participant's subscriber only", async () => {
    const toAda = subscribe(connect(stack.gateway.url, ada.token));
    const toBob = subscribe(connect(stack.gateway.url, bob.token));
    await untilLive(toAda, ada);
    await untilLive(toBob, bob);

    const message = await messageFrom(bob, 'Is the hot tub working?');
    await publishMessageAdded(stack.gateway.pubsub, [ada.id], message);
    await until(() => toAda.contents().includes(message.content), "Ada's message");
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(toAda.received.at(-1)).toEqual({
      messageAdded: {
        id: String(message.id),
        content: message.content,
        createdAt: message.createdAt,
        sender: { id: bob.id, fullName: 'Bob Host' },
      },
    });
    expect(toBob.contents()).not.toContain(message.content);
    expect([...toAda.errors, ...toBob.errors]).toEqual([]);
  });

  it('with bookingId, delivers only that booking’s messages', async () => {
    const booking8 = subscribe(connect(stack.gateway.url, ada.token), { bookingId: '8' });
    await untilLive(booking8, ada, stack.gateway, 8);
    await publishMessageAdded(stack.gateway.pubsub, [ada.id], await messageFrom(bob, 'for booking 7', 7));
    await publishMessageAdded(stack.gateway.pubsub, [ada.id], await messageFrom(bob, 'for booking 8', 8));
    await until(() => booking8.contents().includes('for booking 8'), 'the booking 8 message');
    expect(booking8.contents()).not.toContain('for booking 7');
  });
});

describe.skipIf(!REDIS_URL)('two gateway instances sharing Redis', () => {
  let second: RunningGateway;
  beforeAll(async () => {
    second = await startTestGateway(stack.api.url, { redisUrl: REDIS_URL, redisChannelPrefix: channelPrefix });
  });
  afterAll(async () => {
    await second?.close();
  });

  it('both deliver an event published on one of them', async () => {
    const onFirst = subscribe(connect(stack.gateway.url, ada.token));
    const onSecond = subscribe(connect(second.url, ada.token));
    const bobOnSecond = subscribe(connect(second.url, bob.token));
    await untilLive(onFirst, ada);
    await untilLive(onSecond, ada);
    await untilLive(bobOnSecond, bob, second);

    const message = await messageFrom(bob, 'Published on the first instance');
    await publishMessageAdded(stack.gateway.pubsub, [ada.id], message);
    await until(() => onFirst.contents().includes(message.content), 'delivery by the first instance');
    await until(() => onSecond.contents().includes(message.content), 'delivery by the second instance');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bobOnSecond.contents()).not.toContain(message.content);
  });
});
