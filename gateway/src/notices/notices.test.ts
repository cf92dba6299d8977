import { describe, expect, it } from 'vitest';
import { graphql, graphqlOk, registerUser, restCall, withTestStack } from '../test/harness.js';

const stack = withTestStack({ users: ['Ada'] });
const [ada] = stack.users;

const SETTINGS = 'id offlineMessages channelBookings mailConfigured';

describe('notification settings', () => {
  it("read on the viewer in one extra REST call; the API's values, mail not configured", async () => {
    const before = stack.gateway.rest.stats.requests;
    const data = await graphqlOk(stack.gateway.url, ada, `{ me { id notificationSettings { ${SETTINGS} } } }`);
    expect(stack.gateway.rest.stats.requests - before).toBe(2);
    expect(data.me).toEqual({
      id: ada.id,
      notificationSettings: {
        id: `/users/${ada.id}/notification-settings`,
        offlineMessages: true,
        channelBookings: true,
        mailConfigured: false,
      },
    });
  });

  it('updateNotificationSettings changes only the switches given and returns the settings by id', async () => {
    const mutation = `mutation($input: NotificationSettingsInput!) {
      updateNotificationSettings(input: $input) { ${SETTINGS} }
    }`;
    const off = await graphqlOk(stack.gateway.url, ada, mutation, { input: { offlineMessages: false } });
    expect(off.updateNotificationSettings).toMatchObject({
      id: `/users/${ada.id}/notification-settings`,
      offlineMessages: false,
      channelBookings: true,
    });
    const both = await graphqlOk(stack.gateway.url, ada, mutation, {
      input: { channelBookings: false, offlineMessages: null },
    });
    expect(both.updateNotificationSettings).toMatchObject({ offlineMessages: false, channelBookings: false });
  });

  it("markConversationRead: true for the booking's host, NOT_FOUND for anyone else's or an unknown booking", async () => {
    const property = await restCall<{ '@id': string; id: number }>(stack.api.url, ada, 'POST', '/properties', {
      name: 'Sea Loft',
    });
    await restCall(stack.api.url, ada, 'PUT', `/properties/${property.id}`, { baseRate: 10000, minNights: 2 });
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const booking = await restCall<{ id: number }>(stack.api.url, ada, 'POST', '/bookings', {
      property: property['@id'],
      startDate: day(20),
      endDate: day(23),
      providerGuestName: 'Grace',
      numberOfGuest: 2,
    });
    const mutation = 'mutation($id: ID!) { markConversationRead(bookingId: $id) }';
    expect(await graphqlOk(stack.gateway.url, ada, mutation, { id: String(booking.id) })).toEqual({
      markConversationRead: true,
    });
    const bob = await registerUser(stack.gateway.url, 'Bob');
    for (const id of [String(booking.id), '999999', 'abc']) {
      const response = await graphql(stack.gateway.url, mutation, { variables: { id }, token: bob.token });
      expect(response.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('needs a signed-in user', async () => {
    const response = await graphql(stack.gateway.url, 'mutation { updateNotificationSettings(input: {}) { id } }');
    expect(response.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
