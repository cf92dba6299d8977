import type { Client } from 'graphql-ws';
import { afterAll, expect, it } from 'vitest';
import { withTestStack, restCall, wsClient, type TestUser } from '../test/harness.js';

interface Received {
  content: string;
  booking: { id: string; mainGuest: { id: string } | null };
}

const clients: Client[] = [];

const rest = <T>(user: TestUser, method: string, path: string, body?: object) =>
  restCall<T>(stack.api.url, user, method, path, body);

/** Subscribes to messageAdded as `user`; resolves once the subscription is open, with the list it fills. */
async function subscribe(user: TestUser): Promise<Received[]> {
  const client = wsClient(stack.gateway.url, user.token);
  clients.push(client);
  const received: Received[] = [];
  await new Promise<void>((subscribed) => {
    client.on('connected', () => setTimeout(subscribed, 200));
    client.subscribe<{ messageAdded: Received }>(
      { query: 'subscription { messageAdded { content booking { id mainGuest { id } } } }' },
      { next: (result) => result.data && received.push(result.data.messageAdded), error: () => {}, complete: () => {} },
    );
  });
  return received;
}

const stack = withTestStack({ gateway: (api) => ({ apiEvents: api.events }), users: ['Ada', 'Grace'] });
const [host, guest] = stack.users;
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
});

it('reads each event afresh: a subscription never serves the booking as it was when it started', async () => {
  const property = await rest<{ id: number; '@id': string }>(host, 'POST', '/properties', { name: 'Harbour View' });
  await rest(host, 'PUT', `/properties/${property.id}`, { baseRate: 10000, minNights: 2, canSleepMax: 4 });
  const booking = await rest<{ id: number; '@id': string; inviteCode: string }>(host, 'POST', '/bookings', {
    property: property['@id'],
    startDate: '2027-09-01',
    endDate: '2027-09-04',
    providerGuestName: 'Grace',
    numberOfGuest: 2,
  });

  // Three subscriptions of one session (three tabs): each gets every event, all from one read of the booking.
  const received: Received[][] = await Promise.all([1, 2, 3].map(() => subscribe(host)));
  const all = () => received.map((list) => list.length);

  await rest(host, 'POST', '/messages', { booking: booking['@id'], content: 'Welcome!' });
  await expect.poll(all, { timeout: 5000 }).toEqual([1, 1, 1]);
  for (const list of received) {
    expect(list[0]).toEqual({ content: 'Welcome!', booking: { id: String(booking.id), mainGuest: null } });
  }

  await rest(guest, 'POST', `/bookings/${booking.id}/join`, { inviteCode: booking.inviteCode });
  const callsBefore = stack.gateway.rest.stats.requests;
  await rest(guest, 'POST', '/messages', { booking: booking['@id'], content: 'Thank you' });
  await expect.poll(all, { timeout: 5000 }).toEqual([2, 2, 2]);
  expect(stack.gateway.rest.stats.requests - callsBefore).toBe(1);
  for (const list of received) {
    expect(list[1]).toEqual({
      content: 'Thank you',
      booking: { id: String(booking.id), mainGuest: { id: String(guest.id) } },
    });
  }
});
