import type { Client } from 'graphql-ws';
import { afterAll, describe, expect, it } from 'vitest';
import type { MessageDto } from '@portal/contract';
import { publishMessageAdded } from '../messages/resolvers.js';
import { publishedMessage } from '../test/messages.js';
import { withTestStack, registerUser, wsClient, type TestUser } from '../test/harness.js';
import { until } from '../test/until.js';

const clients: Client[] = [];

const stack = withTestStack();
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
});

/** Opens a socket for the user, subscribes, and resolves once the subscription is live on the gateway. */
async function subscribed(user: TestUser, query: string, variables?: Record<string, unknown>) {
  const client = wsClient(stack.gateway.url, user.token);
  clients.push(client);
  const received: unknown[] = [];
  client.subscribe(
    { query, ...(variables ? { variables } : {}) },
    { next: (result) => received.push(result), error: (error) => received.push({ error }), complete: () => {} },
  );
  await new Promise((resolve) => client.on('connected', resolve));
  return received;
}

const message = (user: TestUser, content: string) => publishedMessage(stack.gateway, user, content);

/**
 * graphql-ws starts an operation a moment after the socket connects: publish warm-up events until each subscription
 * has had one, then forget them.
 */
async function untilLive(all: unknown[][], publish: (event: MessageDto) => Promise<unknown>, sender: TestUser) {
  const warmUp = await message(sender, 'warm-up');
  const deadline = Date.now() + 15_000;
  while (!all.every((received) => received.length > 0)) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the subscriptions to be live');
    await publish(warmUp);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
  for (const received of all) received.length = 0;
}

const CONTENT = 'subscription { messageAdded { id content } }';
const SENDER = 'subscription { messageAdded { id sender { firstName } } }';

describe('subscription events', () => {
  it('execute once per operation and viewer, and reach every subscription with its own selection', async () => {
    const ada = await registerUser(stack.gateway.url, 'Ada');
    const bob = await registerUser(stack.gateway.url, 'Bob');
    // Ada: three tabs with the same operation and one with another; Bob: the same operation as Ada's tabs.
    const tabs = await Promise.all([1, 2, 3].map(() => subscribed(ada, CONTENT)));
    const other = await subscribed(ada, SENDER);
    const bobs = await subscribed(bob, CONTENT);
    const all = [...tabs, other, bobs];
    await untilLive(
      all,
      (warmUp) => publishMessageAdded(stack.gateway.pubsub, [Number(ada.id), Number(bob.id)], warmUp),
      ada,
    );

    const before = { ...stack.gateway.subscriptions };
    const event = await message(ada, 'Your keys are in the lockbox');
    await publishMessageAdded(stack.gateway.pubsub, [Number(ada.id), Number(bob.id)], event);
    await until(() => all.every((received) => received.length === 1), 'the event on every subscription');

    for (const received of [...tabs, bobs]) {
      expect(received[0]).toEqual({ data: { messageAdded: { id: String(event.id), content: event.content } } });
    }
    expect(other[0]).toEqual({ data: { messageAdded: { id: String(event.id), sender: { firstName: 'Ada' } } } });
    // Ada's three tabs share one execution; her other operation and Bob's (another viewer) have their own.
    expect(stack.gateway.subscriptions.deliveries - before.deliveries).toBe(5);
    expect(stack.gateway.subscriptions.executions - before.executions).toBe(3);
  });

  it('keep variables apart: a filtered subscription does not share the unfiltered one', async () => {
    const ada = await registerUser(stack.gateway.url, 'Ada');
    const byBooking = 'subscription($id: ID) { messageAdded(bookingId: $id) { id } }';
    const one = await subscribed(ada, byBooking, { id: '1' });
    const two = await subscribed(ada, byBooking, { id: '2' });
    const all = [one, two];
    await untilLive(
      all,
      async (warmUp) => {
        await publishMessageAdded(stack.gateway.pubsub, [Number(ada.id)], warmUp);
        await publishMessageAdded(stack.gateway.pubsub, [Number(ada.id)], { ...warmUp, bookingId: 2 });
      },
      ada,
    );
    const event = await message(ada, 'for booking 1');
    await publishMessageAdded(stack.gateway.pubsub, [Number(ada.id)], event);
    await until(() => one.length === 1, 'the event for booking 1');
    await publishMessageAdded(stack.gateway.pubsub, [Number(ada.id)], { ...event, id: event.id + 1, bookingId: 2 });
    await until(() => two.length === 1, 'the event for booking 2');
    expect(one).toEqual([{ data: { messageAdded: { id: String(event.id) } } }]);
    expect(two).toEqual([{ data: { messageAdded: { id: String(event.id + 1) } } }]);
    expect(all.flat()).toHaveLength(2);
  });
});
