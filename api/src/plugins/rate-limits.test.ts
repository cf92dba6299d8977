import { randomUUID } from 'node:crypto';
import { MESSAGES, tooManyAttempts } from '@portal/schema';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRegistration, openTestApp, signUp, STRONG_PASSWORD, type SignedInUser, type TestApp } from '../test/app.js';
import { testConfig, testDatabases } from '../test/databases.js';
import { RATE_LIMIT_CLASSES, rateLimitsConfig } from './rate-limits.js';

const limits = (classes: Record<string, unknown>) => ({ RATE_LIMITS: JSON.stringify(classes) });
/** The app trusts X-Forwarded-For from loopback (the gateway), which is where `inject` comes from. */
const from = (address: string) => ({ 'x-forwarded-for': address });

/** 429 with Retry-After within the class's window, and the message saying the same wait in words. */
function expectTooMany(response: LightMyRequestResponse, windowSeconds: number) {
  expect(response.statusCode, response.body).toBe(429);
  const seconds = Number(response.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
  expect(response.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: tooManyAttempts(seconds) });
}

/** Registers and logs in from `address` (each test user from its own, so the address classes stay out of the way). */
const signUpFrom = (app: FastifyInstance, address: string) => signUp(app, {}, from(address));

describe.each(testDatabases())('rate limits on $name', (database) => {
  describe('login', () => {
    let t: TestApp;
    let email: string;
    beforeAll(async () => {
      t = await openTestApp(database, {
        env: limits({ 'login-account': { max: 3 }, 'login-address': { max: 5, windowSeconds: 60 } }),
      });
      email = (await signUpFrom(t.app, '198.51.100.1')).email;
    });
    afterAll(() => t.close());

    const login = (address: string, payload: object) =>
      t.app.inject({ method: 'POST', url: '/login', headers: from(address), payload });

    it('counts guesses per account however the email is written, from any address', async () => {
      // One login already counted (the sign-up's). Two more guesses, each from a fresh address.
      expect((await login('203.0.113.1', { email: email.toUpperCase(), password: 'Wrong-Pass-1' })).statusCode).toBe(
        401,
      );
      expect((await login('203.0.113.2', { email: ` ${email} `, password: 'Wrong-Pass-2' })).statusCode).toBe(401);
      // Over the limit, even with the right password: the answer no longer says whether a guess was right.
      expectTooMany(await login('203.0.113.3', { email, password: STRONG_PASSWORD }), 15 * 60);
      // Other accounts are not held up.
      const other = await login('203.0.113.3', { email: 'someone-else@example.com', password: 'Wrong-Pass-1' });
      expect(other.statusCode).toBe(401);
      expect(other.json().message).toBe(MESSAGES.loginFailed);
    });

    it('counts attempts per address, whichever accounts they name', async () => {
      const address = '192.0.2.77';
      for (let attempt = 0; attempt < 5; attempt++) {
        const response = await login(address, { email: `guess-${attempt}@example.com`, password: 'Wrong-Pass-1' });
        expect(response.statusCode).toBe(401);
      }
      expectTooMany(await login(address, { email: 'guess-5@example.com', password: 'Wrong-Pass-1' }), 60);
      // Another address has its own budget.
      expect((await login('192.0.2.78', { email: 'guess-5@example.com', password: 'Wrong-Pass-1' })).statusCode).toBe(
        401,
      );
    });
  });

  describe('every class on its routes', () => {
    let t: TestApp;
    let ada: SignedInUser;
    let grace: SignedInUser;
    beforeAll(async () => {
      // Two requests per class and key; signing up stays unlimited.
      t = await openTestApp(database, {
        env: limits({
          '*': { max: 2 },
          'sync-user': { max: 4 },
          register: false,
          'login-address': false,
          'login-account': false,
        }),
      });
      ada = await signUpFrom(t.app, '198.51.100.10');
      grace = await signUpFrom(t.app, '198.51.100.11');
    });
    afterAll(() => t.close());

    /** Two requests answered as the route answers them, the third 429; then `other` is answered normally. */
    async function expectLimited(
      request: () => Promise<LightMyRequestResponse>,
      other: () => Promise<LightMyRequestResponse>,
    ) {
      for (let attempt = 0; attempt < 2; attempt++) expect((await request()).statusCode).not.toBe(429);
      const limited = await request();
      expect(limited.statusCode, limited.body).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await other()).statusCode).not.toBe(429);
    }

    const as = (user: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => () =>
      t.app.inject({ method, url, headers: user.auth, payload });

    it('register, per address', async () => {
      const limited = await openTestApp(database, { env: limits({ register: { max: 2 } }) });
      try {
        const register = (address: string) => () =>
          limited.app.inject({ method: 'POST', url: '/register', headers: from(address), payload: newRegistration() });
        await expectLimited(register('203.0.113.50'), register('203.0.113.51'));
      } finally {
        await limited.close();
      }
    });

    it('password checks (profile updates), per user', async () => {
      const profile = (user: SignedInUser) => as(user, 'PUT', `/users/${user.id}/profile`, { plainPassword: 'x' });
      await expectLimited(profile(ada), profile(grace));
    });

    it('messages, per user', async () => {
      const send = (user: SignedInUser) =>
        as(user, 'POST', '/messages', { booking: '/bookings/999999', content: 'Hi' });
      await expectLimited(send(ada), send(grace));
    });

    it('the merged conversation list, per user', async () => {
      const list = (user: SignedInUser) => as(user, 'GET', `/users/${user.id}/conversations`);
      await expectLimited(list(ada), list(grace));
    });

    it('listing saves (PUT /properties/{id}, POST /bookings, DELETE /images/{id} … together), per user', async () => {
      await as(ada, 'PUT', '/properties/900001', {})();
      await as(ada, 'POST', '/bookings', {})();
      expect((await t.app.inject({ method: 'DELETE', url: '/images/900001', headers: ada.auth })).statusCode).toBe(429);
      expect((await as(grace, 'PUT', '/properties/900001', {})()).statusCode).not.toBe(429);
    });

    it('photo reordering, per user', async () => {
      const order = (user: SignedInUser) => as(user, 'PUT', '/properties/900001/images/order', { imageIds: [1] });
      await expectLimited(order(ada), order(grace));
    });

    it('uploads (POST /images, POST /upload and PUT /users/{id}/avatar together), per user', async () => {
      await as(ada, 'POST', '/upload')();
      await as(ada, 'PUT', `/users/${ada.id}/avatar`)();
      expect((await as(ada, 'POST', '/upload')()).statusCode).toBe(429);
      expect((await as(ada, 'POST', '/images')()).statusCode).toBe(429);
      expect((await as(ada, 'PUT', `/users/${ada.id}/avatar`)()).statusCode).toBe(429);
      expect((await as(grace, 'POST', '/images')()).statusCode).not.toBe(429);
    });

    it("'Sync now', per link and per user", async () => {
      // Calendars of nobody: 404 until the link's limit (2); another link has its own, until the user's (4) runs out.
      await expectLimited(as(ada, 'POST', '/calendars/900001/sync'), as(ada, 'POST', '/calendars/900002/sync'));
      expect((await as(ada, 'POST', '/calendars/900003/sync')()).statusCode).toBe(429);
      expect((await as(grace, 'POST', '/calendars/900003/sync')()).statusCode).toBe(404);
    });

    it('local guide copies, per user', async () => {
      const copyGuide = (user: SignedInUser) => as(user, 'POST', '/copy-local-guides/900001/900002');
      await expectLimited(copyGuide(ada), copyGuide(grace));
    });

    it('guest content writes (POST, PUT, DELETE /services together), per user', async () => {
      await as(ada, 'POST', '/services', {})();
      await as(ada, 'PUT', '/services/999999', {})();
      expect((await as(ada, 'DELETE', '/services/999999')()).statusCode).toBe(429);
      expect((await as(grace, 'POST', '/services', {})()).statusCode).not.toBe(429);
    });

    it('guide writes (POST, PUT, DELETE /home-guides and /local-guides) count with them, per user', async () => {
      const lin = await signUpFrom(t.app, '198.51.100.12');
      const max = await signUpFrom(t.app, '198.51.100.13');
      await as(lin, 'POST', '/home-guides', {})();
      await as(lin, 'PUT', '/local-guides/999999', {})();
      expect((await as(lin, 'DELETE', '/home-guides/999999')()).statusCode).toBe(429);
      expect((await as(max, 'POST', '/local-guides', {})()).statusCode).not.toBe(429);
    });

    it('dashboard figures and searches, per user', async () => {
      const figures = (user: SignedInUser) => as(user, 'GET', '/bookings/dashboard?today=2026-11-26&timeZone=UTC');
      await expectLimited(figures(ada), figures(grace));
      const search = (user: SignedInUser) => as(user, 'GET', '/search/grace');
      await expectLimited(search(ada), search(grace));
    });

    it('guest app reads (guest view, purchases) and writes (orders, ratings), per user', async () => {
      const lin = await signUpFrom(t.app, '198.51.100.14');
      const max = await signUpFrom(t.app, '198.51.100.15');
      await as(lin, 'GET', '/bookings/999999/guest-view')();
      await as(lin, 'GET', '/purchases?booking[]=/bookings/999999')();
      expect((await as(lin, 'GET', '/bookings/999999/guest-view')()).statusCode).toBe(429);
      expect((await as(max, 'GET', '/purchases')()).statusCode).not.toBe(429);
      await as(lin, 'POST', '/purchases', { booking: '/bookings/999999' })();
      await as(lin, 'POST', '/bookings/999999/rating', {})();
      expect((await as(lin, 'POST', '/purchases', {})()).statusCode).toBe(429);
      expect((await as(max, 'POST', '/bookings/999999/rating', {})()).statusCode).not.toBe(429);
    });

    it('analytics figures, per user, in the same class', async () => {
      const [bo, cy] = [await signUpFrom(t.app, '198.51.100.16'), await signUpFrom(t.app, '198.51.100.17')];
      const analytics = (user: SignedInUser) => as(user, 'GET', '/bookings/analytics?today=2026-11-26&timeZone=UTC');
      await expectLimited(analytics(bo), analytics(cy));
      expect((await as(bo, 'GET', '/bookings/dashboard')()).statusCode).toBe(429);
    });

    it('personal access token routes (list, create, revoke together), per user', async () => {
      const tokens = (user: SignedInUser) => as(user, 'GET', '/access-tokens');
      await expectLimited(tokens(ada), tokens(grace));
    });

    it('help mails, per user', async () => {
      const help = (user: SignedInUser) => as(user, 'POST', '/help-email', { subject: 'Hi', content: 'Hi' });
      await expectLimited(help(ada), help(grace));
    });

    it('conversations marked read, per user', async () => {
      const read = (user: SignedInUser) => as(user, 'POST', '/bookings/999999/messages-read');
      await expectLimited(read(ada), read(grace));
    });

    it('notification settings writes, per user; reading them is not limited', async () => {
      const write = (user: SignedInUser) =>
        as(user, 'PUT', `/users/${user.id}/notification-settings`, { channelBookings: true });
      await expectLimited(write(ada), write(grace));
      const read = await as(ada, 'GET', `/users/${ada.id}/notification-settings`)();
      expect(read.statusCode).toBe(200);
    });

    it('invoice downloads, per address', async () => {
      const invoice = (address: string) => () =>
        t.app.inject({ url: '/booking-invoice/pdf/999999', headers: { ...ada.auth, ...from(address) } });
      await expectLimited(invoice('203.0.113.60'), invoice('203.0.113.61'));
    });

    it('booking-site addresses, per user', async () => {
      const mine = (user: SignedInUser) => as(user, 'GET', '/sites/mine');
      await expectLimited(mine(ada), mine(grace));
      expect((await t.app.inject({ url: `/ru/generate-white-label?bearer=${ada.token}` })).statusCode).toBe(429);
    });

    it('public booking sites, per address, without a token', async () => {
      const read = (address: string) => () =>
        t.app.inject({ url: '/public/sites/nobody/properties', headers: from(address) });
      await expectLimited(read('203.0.113.70'), read('203.0.113.71'));
      // Listings and quotes count with the site page.
      const quote = t.app.inject({
        url: '/public/sites/nobody/properties/1/stay-quote',
        headers: from('203.0.113.70'),
      });
      expect((await quote).statusCode).toBe(429);
      const request = (address: string) => () =>
        t.app.inject({
          method: 'POST',
          url: '/public/sites/nobody/properties/1/booking-requests',
          headers: from(address),
          payload: {},
        });
      // Requests to book have their own, stricter class.
      await expectLimited(request('203.0.113.70'), request('203.0.113.72'));
    });

    it('the OpenAPI document and the docs page with its files together, per address', async () => {
      const get = (url: string, address: string) => () => t.app.inject({ url, headers: from(address) });
      expect((await get('/openapi.json', '203.0.113.80')()).statusCode).toBe(200);
      expect((await get('/docs/static/swagger-ui.css', '203.0.113.80')()).statusCode).toBe(200);
      expect((await get('/docs/', '203.0.113.80')()).statusCode).toBe(429);
      await expectLimited(get('/docs/json', '203.0.113.81'), get('/openapi.json', '203.0.113.82'));
    });

    it('webhook endpoints, per user; test events in their own class too', async () => {
      const list = (user: SignedInUser) => as(user, 'GET', '/webhook-endpoints');
      await expectLimited(list(ada), list(grace));
      // 'webhook-tests' counts before the endpoint is looked up (an unknown one answers 404 twice, then 429).
      const limited = await openTestApp(database, { env: limits({ 'webhook-tests': { max: 2 } }) });
      try {
        const host = await signUpFrom(limited.app, '198.51.100.12');
        const other = await signUpFrom(limited.app, '198.51.100.13');
        const send = (user: SignedInUser) => () =>
          limited.app.inject({
            method: 'POST',
            url: '/webhook-endpoints/999999/test',
            headers: user.auth,
            payload: {},
          });
        await expectLimited(send(host), send(other));
      } finally {
        await limited.close();
      }
    });

    it('iCal export downloads, per token', async () => {
      const feed = (token: string) => () => t.app.inject({ url: `/ical/${token}.ics` });
      await expectLimited(feed('a'.repeat(32)), feed('b'.repeat(32)));
    });
  });

  it('puts a class off with false, and leaves unnamed routes alone', async () => {
    const t = await openTestApp(database, { env: limits({ '*': { max: 1 }, messages: false }) });
    try {
      const user = await signUpFrom(t.app, '198.51.100.20');
      for (let attempt = 0; attempt < 3; attempt++) {
        const send = await t.app.inject({ method: 'POST', url: '/messages', headers: user.auth, payload: {} });
        expect(send.statusCode).toBe(422);
        expect((await t.app.inject({ url: '/me', headers: user.auth })).statusCode).toBe(200);
      }
    } finally {
      await t.close();
    }
  });
});

describe('client address', () => {
  const attempt = (app: FastifyInstance, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/login',
      headers: from(forwardedFor),
      payload: { email: 'nobody@example.com', password: 'Wrong-Pass-1' },
    });

  it('ignores X-Forwarded-For from an address that is not a configured proxy', async () => {
    const t = await openTestApp(testDatabases()[0]!, {
      env: { ...limits({ 'login-address': { max: 2 } }), API_TRUST_PROXY: '10.0.0.1' },
    });
    try {
      // inject comes from 127.0.0.1, not a proxy here: every attempt is that address's, whatever the header says.
      expect((await attempt(t.app, '203.0.113.1')).statusCode).toBe(401);
      expect((await attempt(t.app, '203.0.113.2')).statusCode).toBe(401);
      expect((await attempt(t.app, '203.0.113.3')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('takes the address a trusted proxy appended, not what the client put before it', async () => {
    const t = await openTestApp(testDatabases()[0]!, { env: limits({ 'login-address': { max: 2 } }) });
    try {
      // A client sending 'X-Forwarded-For: <random>' through a proxy that appends: the last entry is what counts.
      expect((await attempt(t.app, '1.1.1.1, 203.0.113.9')).statusCode).toBe(401);
      expect((await attempt(t.app, '2.2.2.2, 203.0.113.9')).statusCode).toBe(401);
      expect((await attempt(t.app, '3.3.3.3, 203.0.113.9')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('RATE_LIMITS', () => {
  it('overrides classes by name, "*" for the rest, false to turn one off', () => {
    const config = rateLimitsConfig({
      RATE_LIMITS: '{"*": {"windowSeconds": 30}, "messages": {"max": 5}, "ical-export": false}',
    });
    expect(config.classes.messages).toEqual({ ...RATE_LIMIT_CLASSES.messages, max: 5 });
    expect(config.classes['ical-export']).toBeNull();
    expect(config.classes.register).toEqual({ ...RATE_LIMIT_CLASSES.register, windowSeconds: 30 });
  });

  it('keeps the table when unset', () => {
    expect(rateLimitsConfig({}).classes).toEqual(RATE_LIMIT_CLASSES);
    expect(RATE_LIMIT_CLASSES['login-account']).toEqual({ max: 10, windowSeconds: 900, key: 'account' });
    expect(RATE_LIMIT_CLASSES['login-address']).toEqual({ max: 30, windowSeconds: 60, key: 'address' });
  });

  it.each([
    ['not json', /not valid JSON/],
    ['[1]', /JSON object/],
    ['{"logins": {"max": 1}}', /unknown class 'logins'/],
    ['{"messages": {"max": 0}}', /positive integer/],
    ['{"messages": {"max": 1.5}}', /positive integer/],
    ['{"messages": {"limit": 3}}', /unknown field 'limit'/],
    ['{"messages": true}', /object or false/],
  ])('refuses %s at start', (raw, error) => {
    expect(() => testConfig({ RATE_LIMITS: raw })).toThrow(error);
  });
});

const REDIS_URL = process.env.REDIS_URL;

describe.skipIf(!REDIS_URL)('rate limits in Redis', () => {
  it('are counted together by every API instance', async () => {
    const env = {
      REDIS_URL,
      REDIS_CHANNEL_PREFIX: `test-${randomUUID()}:`,
      ...limits({ 'login-address': { max: 3 } }),
    };
    const [first, second] = await Promise.all([
      openTestApp(testDatabases()[0]!, { env }),
      openTestApp(testDatabases()[0]!, { env }),
    ]);
    try {
      const attempt = (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: '/login',
          headers: from('203.0.113.200'),
          payload: { email: 'nobody@example.com', password: 'Wrong-Pass-1' },
        });
      expect((await attempt(first.app)).statusCode).toBe(401);
      expect((await attempt(second.app)).statusCode).toBe(401);
      expect((await attempt(first.app)).statusCode).toBe(401);
      expectTooMany(await attempt(second.app), 60);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe('rate limits when Redis is down', () => {
  it('let requests through rather than lock everyone out', async () => {
    const t = await openTestApp(testDatabases()[0]!, {
      env: { REDIS_URL: 'redis://127.0.0.1:9', ...limits({ 'login-address': { max: 1 } }) },
    });
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/login',
          payload: { email: 'nobody@example.com', password: 'Wrong-Pass-1' },
        });
        expect(response.statusCode).toBe(401);
      }
    } finally {
      await t.close();
    }
  });
});
