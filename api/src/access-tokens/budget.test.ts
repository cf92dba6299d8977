import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openTestApp, signUp, withTestApp, type SignedInUser } from '../test/app.js';
import { testDatabases } from '../test/databases.js';

const budget = (max: number) => ({
  RATE_LIMITS: JSON.stringify({ '*': { max: 1_000_000 }, 'access-token': { max, windowSeconds: 60 } }),
});

async function newToken(app: FastifyInstance, user: SignedInUser): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/access-tokens',
    headers: user.auth,
    payload: { name: 'Budget', scopes: ['read:listings'] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ token: string }>().token;
}

const get = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/properties', headers: { authorization: `Bearer ${token}` } });

describe.each(testDatabases())('per-token budget on $name', (database) => {
  const t = withTestApp(database, { env: budget(4) });
  const host = t.user();

  it('counts each token on its own, tells the budget in headers, then answers 429', async () => {
    const token = await newToken(t.app, host);
    // A request the token's scopes refuse counts too.
    const refused = await t.app.inject({
      method: 'GET',
      url: '/bookings',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['x-ratelimit-remaining']).toBe('3');
    for (const remaining of [2, 1, 0]) {
      const response = await get(t.app, token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-ratelimit-limit']).toBe('4');
      expect(response.headers['x-ratelimit-remaining']).toBe(String(remaining));
      const reset = Number(response.headers['x-ratelimit-reset']);
      expect(reset).toBeGreaterThan(0);
      expect(reset).toBeLessThanOrEqual(60);
    }
    const limited = await get(t.app, token);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another token of the same host has its own budget; the host's session has none of these headers.
    expect((await get(t.app, await newToken(t.app, host))).statusCode).toBe(200);
    const session = await t.app.inject({ method: 'GET', url: '/properties', headers: host.auth });
    expect(session.statusCode).toBe(200);
    expect(session.headers['x-ratelimit-limit']).toBeUndefined();
  });
});

const REDIS_URL = process.env.REDIS_URL;

describe.skipIf(!REDIS_URL)('per-token budget in Redis', () => {
  it('is shared by every API instance', async () => {
    const env = { REDIS_URL, REDIS_CHANNEL_PREFIX: `test-${randomUUID()}:`, ...budget(2) };
    const database = testDatabases()[0]!;
    const first = await openTestApp(database, { env });
    // A second app on the same database: another API instance, with its own connection to Redis.
    const second = buildApp({ db: first.db, config: first.config });
    await second.ready();
    try {
      const token = await newToken(first.app, await signUp(first.app));
      expect((await get(first.app, token)).headers['x-ratelimit-remaining']).toBe('1');
      expect((await get(second, token)).headers['x-ratelimit-remaining']).toBe('0');
      expect((await get(first.app, token)).statusCode).toBe(429);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
