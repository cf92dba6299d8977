import { describe, expect, it } from 'vitest';
import { withTestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';

describe.each(testDatabases())('billing links on $name', (database) => {
  const t = withTestApp(database);
  const me = t.user();

  const open = (url: string) => t.app.inject({ url });
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

  it('checkout-session answers 503 with a self-contained page naming the plan', async () => {
    const response = await open(`/billing/checkout-session?plan=premium&bearer=${me.token}`);
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(titleOf(response.body)).toBe('Payments are not configured');
    expect(response.body).toContain('Online payments are not configured on this server yet.');
    expect(response.body).toContain('Premium plan');
    expect(response.body).toContain(`href="${t.config.publicUrl}"`);
    expect(response.body).not.toMatch(/<(script|link|img)\b|src=|url\(/i);
  });

  it('checkout-session accepts the plan by display name and the token in the header', async () => {
    const response = await t.app.inject({ url: '/billing/checkout-session?plan=Premium', headers: me.auth });
    expect(response.statusCode).toBe(503);
  });

  it('checkout-session needs a valid bearer: 401 page', async () => {
    for (const url of [
      '/billing/checkout-session?plan=premium',
      '/billing/checkout-session?plan=premium&bearer=x.y.z',
    ]) {
      const response = await open(url);
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(titleOf(response.body)).toBe('Sign in required');
    }
  });

  it.each([
    ['an unknown plan', 'platinum', 'Unknown plan'],
    ['a Coming Soon plan', 'professional', 'Plan not available yet'],
    ['the free plan', 'starter', 'No payment needed'],
    ['no plan', '', 'No plan chosen'],
  ])('checkout-session refuses %s with a 400 page', async (_case, plan, title) => {
    const response = await open(`/billing/checkout-session?plan=${plan}&bearer=${me.token}`);
    expect(response.statusCode).toBe(400);
    expect(titleOf(response.body)).toBe(title);
  });

  it('escapes what it echoes', async () => {
    const response = await open(`/billing/checkout-session?plan=${encodeURIComponent('<b>x</b>')}&bearer=${me.token}`);
    expect(response.body).toContain('&#60;b&#62;x&#60;/b&#62;');
    expect(response.body).not.toContain('<b>');
  });

  it('portal-session answers 503 signed in and 401 signed out', async () => {
    const response = await open(`/billing/portal-session?bearer=${me.token}`);
    expect(response.statusCode).toBe(503);
    expect(titleOf(response.body)).toBe('Payments are not configured');
    expect((await open('/billing/portal-session')).statusCode).toBe(401);
  });

  it('the webhook answers 503 while payments are not configured', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/billing/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{"id":"evt_1"}',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ message: 'Payments are not configured' });
  });
});
