import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, signUp, type SignedInUser, type TestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';

describe('security headers of the API', () => {
  const [sqlite] = testDatabases();
  let t: TestApp;
  let host: SignedInUser;
  beforeAll(async () => {
    t = await openTestApp(sqlite!);
    host = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('go on every answer: data, errors and refusals alike', async () => {
    const answers = [
      await t.app.inject({ url: '/health' }),
      await t.app.inject({ url: '/me', headers: host.auth }),
      await t.app.inject({ url: '/me' }), // 401
      await t.app.inject({ url: '/no/such/route' }),
      await t.app.inject({ method: 'POST', url: '/properties', headers: host.auth, payload: { name: '' } }), // 422
    ];
    for (const answer of answers) {
      const csp = String(answer.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      // Plain http here: no HSTS (the gateway sends it to browsers that came over https).
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('the billing pages keep their own stricter policy and referrer rule', async () => {
    const page = await t.app.inject({ url: '/billing/portal-session' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
    );
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });
});
