import { randomUUID } from 'node:crypto';
import { userEventsChannel } from '@portal/schema';
import type { Client } from 'graphql-ws';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../index.js';
import { restCall, startTestGateway, withTestStack, wsClient, type TestApi, type TestUser } from '../test/harness.js';
import { PRICED_FIELDS } from '@portal/testkit/listing-fields';
import { until } from '../test/until.js';

const MESSAGE_ADDED = 'subscription { messageAdded { id content sender { id } } }';
const REDIS_URL = process.env.REDIS_URL || undefined;
const channelPrefix = `test-${randomUUID()}:`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// With Redis the API publishes there only; without, the gateway listens to the API in this process.
const gatewayOptions = (api: TestApi) =>
  REDIS_URL ? { redisUrl: REDIS_URL, redisChannelPrefix: channelPrefix } : { apiEvents: api.events };
const stack = withTestStack({
  apiEnv: REDIS_URL ? { REDIS_URL, REDIS_CHANNEL_PREFIX: channelPrefix } : {},
  gateway: gatewayOptions,
  users: ['Ada', 'Grace', 'Eve'],
});
const [host, guest, stranger] = stack.users;
/** The stack's gateway and, with Redis, a second one. */
const gateways: RunningGateway[] = [];
const clients: Client[] = [];
let bookingIri: string;

const rest = <T>(user: TestUser, method: string, path: string, body?: object) =>
  restCall<T>(stack.api.url, user, method, path, body);

beforeAll(async () => {
  gateways.push(stack.gateway);
  if (REDIS_URL) gateways.push(await startTestGateway(stack.api.url, gatewayOptions(stack.api)));
  const property = await rest<{ id: number; '@id': string }>(host, 'POST', '/properties', { name: 'Harbour View' });
  await rest(host, 'PUT', `/properties/${property.id}`, PRICED_FIELDS);
  const booking = await rest<{ id: number; '@id': string; inviteCode: string }>(host, 'POST', '/bookings', {
    property: property['@id'],
    startDate: inDays(20),
    endDate: inDays(23),
    providerGuestName: 'Grace',
    numberOfGuest: 2,
  });
  bookingIri = booking['@id'];
  await rest(guest, 'POST', `/bookings/${booking.id}/join`, { inviteCode: booking.inviteCode });
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  for (const gateway of gateways.slice(1)) await gateway.close();
});

function subscribe(gatewayUrl: string, user: TestUser) {
  const client = wsClient(gatewayUrl, user.token);
  clients.push(client);
  const contents: string[] = [];
  client.subscribe<{ messageAdded: { content: string } }>(
    { query: MESSAGE_ADDED },
    {
      next: (result) => result.data && contents.push(result.data.messageAdded.content),
      error: () => {},
      complete: () => {},
    },
  );
  return { contents, client };
}

/** Posts probes through REST until the subscribers receive one: from then on their subscriptions are live. */
async function untilLive(received: string[][]) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const probe = `probe-${randomUUID()}`;
    await rest(guest, 'POST', '/messages', { booking: bookingIri, content: probe });
    await new Promise((resolve) => setTimeout(resolve, 150));
    if (received.every((contents) => contents.includes(probe))) return;
    if (Date.now() > deadline) throw new Error('subscriptions never became live');
  }
}

describe(`REST messages reach subscribers (${REDIS_URL ? 'Redis, two gateways' : 'in-process'})`, () => {
  it("delivers a guest's REST message to the host on every gateway, never to another user", async () => {
    const toHost = gateways.map((gateway) => subscribe(gateway.url, host).contents);
    const toStranger = subscribe(gateways.at(-1)!.url, stranger).contents;
    await untilLive(toHost);

    await rest(guest, 'POST', '/messages', { booking: bookingIri, content: 'Is the hot tub working?' });
    for (const [index, contents] of toHost.entries()) {
      await until(() => contents.includes('Is the hot tub working?'), `delivery by gateway ${index + 1}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Exactly once per gateway, and nothing for a user who is not a participant.
    for (const contents of toHost) expect(contents.filter((c) => c === 'Is the hot tub working?')).toHaveLength(1);
    expect(toStranger).toEqual([]);
  });
});

describe.runIf(REDIS_URL)('per-user Redis channels', () => {
  it("listens to a user's channel only on the gateways where that user has a live subscription", async () => {
    const redis = new Redis(REDIS_URL!);
    const channel = `${channelPrefix}${userEventsChannel(guest.id)}`;
    const listeners = async () => Number((await redis.pubsub('NUMSUB', channel))[1]);
    const eventually = async (expected: number) => {
      const deadline = Date.now() + 15_000;
      while ((await listeners()) !== expected) {
        if (Date.now() > deadline) throw new Error(`never ${expected} listeners on the guest's channel`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    try {
      expect(await listeners()).toBe(0);
      const { contents, client } = subscribe(gateways[1]!.url, guest);
      await eventually(1);
      await rest(host, 'POST', '/messages', { booking: bookingIri, content: 'Welcome to Harbour View' });
      await until(() => contents.includes('Welcome to Harbour View'), 'delivery to the guest');
      await client.dispose();
      await eventually(0);
    } finally {
      redis.disconnect();
    }
  });
});
