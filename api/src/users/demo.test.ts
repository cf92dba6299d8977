import { MANUAL_STARTER_SUBSCRIPTION } from '@portal/testkit/host-profile';
import { describe, expect, it } from 'vitest';
import { newPassword } from '@portal/schema';
import { withTestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { DEMO_EMAIL, generateDemoPassword, seedDemoHost } from './demo.js';

describe.each(testDatabases())('demo host seed on $name', (database) => {
  const t = withTestApp(database);

  const login = (password: string) =>
    t.app.inject({ method: 'POST', url: '/login', payload: { email: DEMO_EMAIL, password } });

  it('creates a host who passes the plan gate', async () => {
    const { password } = await seedDemoHost(t.db);
    const response = await login(password);
    expect(response.statusCode).toBe(200);
    const me = await t.app.inject({ url: `/me?bearer=${response.json().token}` });
    expect(me.json()).toMatchObject({
      email: DEMO_EMAIL,
      onboardModeSelection: 'host',
      currency: 'gbp',
      activeSubscription: MANUAL_STARTER_SUBSCRIPTION,
    });
    expect(me.json().activeSubscription['@id']).toBe(`/plan-subscriptions/${me.json().activeSubscription.id}`);
  });

  it('resets the password when run again, keeping one subscription and retiring old tokens', async () => {
    const first = await seedDemoHost(t.db);
    const token = (await login(first.password)).json().token;
    const second = await seedDemoHost(t.db);
    expect(second.user.id).toBe(first.user.id);
    expect(second.password).not.toBe(first.password);
    expect((await login(first.password)).statusCode).toBe(401);
    expect((await login(second.password)).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/me?bearer=${token}` })).statusCode).toBe(401);
    const subscriptions = await t.db
      .selectFrom('planSubscriptions')
      .selectAll()
      .where('userId', '=', first.user.id)
      .execute();
    expect(subscriptions).toHaveLength(1);
  });

  it('generates passwords that meet the password rules', () => {
    for (let i = 0; i < 50; i += 1) expect(newPassword().isValidSync(generateDemoPassword())).toBe(true);
  });
});
