import { describe, expect, it } from 'vitest';
import { signUp, withTestApp, type SignedInUser } from '../test/app.js';
import { testDatabases } from '../test/databases.js';

describe.each(testDatabases())('/users/{id}/notification-settings on $name', (database) => {
  const t = withTestApp(database, { env: { SMTP_URL: 'smtp://portal:pass@127.0.0.1:9' } });
  const ada = t.user();
  const grace = t.user();

  const url = (user: SignedInUser) => `/users/${user.id}/notification-settings`;
  const put = (user: SignedInUser, payload: unknown, as = user) =>
    t.app.inject({ method: 'PUT', url: url(user), headers: as.auth, payload: payload as object });

  it('both notices are on by default', async () => {
    const response = await t.app.inject({ url: url(ada), headers: ada.auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      '@id': `/users/${ada.id}/notification-settings`,
      '@type': 'NotificationSettings',
      offlineMessages: true,
      channelBookings: true,
      mailConfigured: true,
    });
  });

  it('changes the switches given and keeps the others', async () => {
    expect((await put(ada, { channelBookings: false })).json()).toMatchObject({
      offlineMessages: true,
      channelBookings: false,
    });
    expect((await put(ada, { offlineMessages: false })).json()).toMatchObject({
      offlineMessages: false,
      channelBookings: false,
    });
    expect((await t.app.inject({ url: url(ada), headers: ada.auth })).json()).toMatchObject({
      offlineMessages: false,
      channelBookings: false,
    });
    expect((await put(ada, { offlineMessages: true, channelBookings: true })).json()).toMatchObject({
      offlineMessages: true,
      channelBookings: true,
    });
    expect((await put(ada, {})).json()).toMatchObject({ offlineMessages: true, channelBookings: true });
  });

  it('refuses what is not a boolean (422), changing nothing; unknown fields are dropped', async () => {
    for (const payload of [{ offlineMessages: 'no' }, { channelBookings: {} }, { offlineMessages: 'x'.repeat(5000) }]) {
      expect((await put(grace, payload)).statusCode).toBe(422);
    }
    expect((await put(grace, { other: false })).json()).toMatchObject({ offlineMessages: true });
    expect((await t.app.inject({ url: url(grace), headers: grace.auth })).json()).toMatchObject({
      offlineMessages: true,
      channelBookings: true,
    });
  });

  it("another user's settings do not exist (404); a token is required (401)", async () => {
    expect((await t.app.inject({ url: url(grace), headers: ada.auth })).statusCode).toBe(404);
    expect((await put(grace, { offlineMessages: false }, ada)).statusCode).toBe(404);
    expect((await t.app.inject({ url: url(grace), headers: grace.auth })).json()).toMatchObject({
      offlineMessages: true,
    });
    expect((await t.app.inject({ url: url(grace) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: url(grace), payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/users/999999/notification-settings', headers: ada.auth })).statusCode).toBe(
      404,
    );
  });
});

describe.each(testDatabases())('/users/{id}/notification-settings without mail on $name', (database) => {
  const t = withTestApp(database);

  it('says mail is not configured on this server', async () => {
    const host = await signUp(t.app);
    const response = await t.app.inject({ url: `/users/${host.id}/notification-settings`, headers: host.auth });
    expect(response.json()).toMatchObject({ offlineMessages: true, channelBookings: true, mailConfigured: false });
  });
});
