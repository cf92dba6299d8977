import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../index.js';
import { graphql, graphqlOk, registerUser, startTestApi, startTestGateway, type TestUser } from '../test/harness.js';

let api: Awaited<ReturnType<typeof startTestApi>>;
let gateway: RunningGateway;
let ada: TestUser;

beforeAll(async () => {
  api = await startTestApi();
  gateway = await startTestGateway(api.url);
  ada = await registerUser(gateway.url, 'Ada');
});
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

const SETTINGS = 'id offlineMessages channelBookings mailConfigured';

describe('notification settings', () => {
  it("read on the viewer in one extra REST call; the API's values, mail not configured", async () => {
    const before = gateway.rest.stats.requests;
    const data = await graphqlOk(gateway.url, ada, `{ me { id notificationSettings { ${SETTINGS} } } }`);
    expect(gateway.rest.stats.requests - before).toBe(2);
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
    const off = await graphqlOk(gateway.url, ada, mutation, { input: { offlineMessages: false } });
    expect(off.updateNotificationSettings).toMatchObject({
      id: `/users/${ada.id}/notification-settings`,
      offlineMessages: false,
      channelBookings: true,
    });
    const both = await graphqlOk(gateway.url, ada, mutation, {
      input: { channelBookings: false, offlineMessages: null },
    });
    expect(both.updateNotificationSettings).toMatchObject({ offlineMessages: false, channelBookings: false });
  });

  it('needs a signed-in user', async () => {
    const response = await graphql(gateway.url, 'mutation { updateNotificationSettings(input: {}) { id } }');
    expect(response.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
