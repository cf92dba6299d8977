import { describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, signUp, withTestApp, type SignedInUser } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { withCountedQueries } from '../test/query-count.js';
import { readToken } from './tokens.js';

const INVALID = { statusCode: 401, error: 'Unauthorized', message: 'Invalid or expired token' };

describe.each(testDatabases())('POST /logout on $name', (database) => {
  const t = withTestApp(database);

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const logout = (token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: '/logout', headers: bearer(token), ...(payload ? { payload } : {}) });
  const me = (token: string) => t.app.inject({ url: '/me', headers: bearer(token) });
  /** Another sign-in of the same account: a second token, as on a second device. */
  const secondToken = async (user: SignedInUser) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: user.email, password: STRONG_PASSWORD },
    });
    return response.json<{ token: string }>().token;
  };
  const expectRevoked = async (token: string) => {
    // GET /me is what the gateway asks to learn whether a token still works (subscriptions re-check it).
    const answers = await Promise.all([
      me(token),
      t.app.inject({ url: `/me?bearer=${token}` }),
      t.app.inject({ url: '/properties', headers: bearer(token) }),
      t.app.inject({ method: 'POST', url: '/properties', headers: bearer(token), payload: { name: 'Sneaky Flat' } }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(401);
      expect(answer.json()).toEqual(INVALID);
    }
  };

  it('revokes the presented token on every route at once (204), and only that token', async () => {
    const user = await signUp(t.app);
    const other = await secondToken(user);
    const response = await logout(user.token);
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    await expectRevoked(user.token);
    expect((await me(other)).statusCode).toBe(200);
    expect((await logout(user.token)).statusCode).toBe(401);
  });

  it('with everywhere: true retires every token of the user, and of no one else', async () => {
    const user = await signUp(t.app);
    const someoneElse = await signUp(t.app);
    const other = await secondToken(user);
    expect((await logout(user.token, { everywhere: true })).statusCode).toBe(204);
    await expectRevoked(user.token);
    await expectRevoked(other);
    expect((await me(someoneElse.token)).statusCode).toBe(200);
    const fresh = await secondToken(user);
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it('with everywhere: false or null logs out this token only', async () => {
    const user = await signUp(t.app);
    const other = await secondToken(user);
    const third = await secondToken(user);
    expect((await logout(user.token, { everywhere: false })).statusCode).toBe(204);
    expect((await logout(other, { everywhere: null })).statusCode).toBe(204);
    await expectRevoked(user.token);
    await expectRevoked(other);
    expect((await me(third)).statusCode).toBe(200);
  });

  it('needs a valid token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/logout' })).statusCode).toBe(401);
    expect((await logout('not-a-jwt')).statusCode).toBe(401);
  });

  it('keeps a revocation until the token expires, and purges revocations of expired tokens', async () => {
    const user = await signUp(t.app);
    await t.db
      .insertInto('revokedTokens')
      .values({ jti: 'an-old-revoked-token', userId: user.id, expiresAt: '2020-01-01T00:00:00.000Z' })
      .execute();
    await logout(user.token);
    const claims = await readToken(t.config, user.token);
    const rows = await t.db.selectFrom('revokedTokens').selectAll().where('userId', '=', user.id).execute();
    expect(rows).toEqual([{ jti: claims!.tokenId, userId: user.id, expiresAt: claims!.expiresAt }]);
  });

  it('checks revocation in the same single query that reads the caller', async () => {
    await withCountedQueries(t, async (app, count) => {
      const user = await signUp(app);
      const revoked = await secondToken(user);
      await logout(revoked);
      count.queries = 0;
      expect((await app.inject({ url: '/me', headers: bearer(revoked) })).statusCode).toBe(401);
      expect(count.queries).toBe(1);
      count.queries = 0;
      expect((await app.inject({ url: '/me', headers: user.auth })).statusCode).toBe(200);
      expect(count.queries).toBe(2); // the caller (with the revocation check), then the caller's subscription
    });
  });
});
