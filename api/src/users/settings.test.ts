import { MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { signUp, violationsOf, withTestApp, type SignedInUser } from '../test/app.js';
import { testDatabases } from '../test/databases.js';

describe.each(testDatabases())('PUT /users/{id} on $name', (database) => {
  const t = withTestApp(database);
  const other = t.user();

  const put = (user: SignedInUser, payload: object, id = user.id) =>
    t.app.inject({ method: 'PUT', url: `/users/${id}`, headers: user.auth, payload });

  it('sets the app mode, and changes it again', async () => {
    const me = await signUp(t.app);
    expect((await put(me, { onboardModeSelection: 'guest' })).json().onboardModeSelection).toBe('guest');
    const response = await put(me, { onboardModeSelection: 'host' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: me.id, onboardModeSelection: 'host', currency: null });
  });

  it('sets the currency once: the same value again is fine, another one is refused', async () => {
    const me = await signUp(t.app);
    expect((await put(me, { currency: 'eur' })).json().currency).toBe('eur');
    expect((await put(me, { currency: 'eur', onboardModeSelection: 'host' })).statusCode).toBe(200);
    const changed = await put(me, { currency: 'gbp', onboardModeSelection: 'guest' });
    expect(violationsOf(changed)).toEqual([{ propertyPath: 'currency', message: MESSAGES.currencyLocked }]);
    // nothing of a refused request is applied
    expect((await t.app.inject({ url: '/me', headers: me.auth })).json()).toMatchObject({
      currency: 'eur',
      onboardModeSelection: 'host',
    });
  });

  it('lets only one of two racing first currencies win', async () => {
    const me = await signUp(t.app);
    const responses = await Promise.all([put(me, { currency: 'usd' }), put(me, { currency: 'cad' })]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });

  it('leaves a field sent as null alone', async () => {
    const me = await signUp(t.app);
    await put(me, { currency: 'gbp' });
    const response = await put(me, { currency: null, onboardModeSelection: 'host' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ currency: 'gbp', onboardModeSelection: 'host' });
  });

  it('refuses values outside the lists', async () => {
    const me = await signUp(t.app);
    const violations = violationsOf(await put(me, { currency: 'btc', onboardModeSelection: 'admin' }));
    expect(violations.map((v) => v.propertyPath)).toEqual(['currency', 'onboardModeSelection']);
  });

  it('answers 404 for another user’s record and 401 without a token', async () => {
    const me = await signUp(t.app);
    const response = await put(me, { currency: 'gbp' }, other.id);
    expect(response.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/me`, headers: other.auth })).json().currency).toBeNull();
    const anonymous = await t.app.inject({ method: 'PUT', url: `/users/${me.id}`, payload: { currency: 'gbp' } });
    expect(anonymous.statusCode).toBe(401);
  });
});
