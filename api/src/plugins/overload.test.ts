import { setTimeout as sleep } from 'node:timers/promises';
import { PORTAL_BUSY } from '@portal/schema';
import { describe, expect, it, vi } from 'vitest';
import { newRegistration, openTestApp, type TestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';

const sqlite = testDatabases()[0]!;
/** Sampled every 100 ms (the least allowed), so a test sees the state change within a tenth of a second. */
const protection = (thresholds: Record<string, string>) => ({
  env: { OVERLOAD_PROTECTION: 'on', OVERLOAD_SAMPLE_INTERVAL_MS: '100', ...thresholds },
});

async function withApp(env: { env: NodeJS.ProcessEnv }, test: (t: TestApp) => Promise<void>) {
  const t = await openTestApp(sqlite, env);
  try {
    await test(t);
  } finally {
    await t.close();
  }
}

const health = (t: TestApp) => t.app.inject({ url: '/health' });

/** Blocks this thread (the app's event loop) as a burst of synchronous work would. */
function busyFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spin
  }
}

describe('overload protection (@fastify/under-pressure)', () => {
  it('answers 503 with Retry-After at once, without carrying the request out, past the heap threshold', async () => {
    await withApp(protection({ OVERLOAD_MAX_HEAP_USED_BYTES: '1', OVERLOAD_RETRY_AFTER_SECONDS: '7' }), async (t) => {
      await vi.waitFor(async () => expect((await health(t)).statusCode).toBe(503), { timeout: 5000, interval: 5 });
      const registration = newRegistration();
      const refused = await t.app.inject({ method: 'POST', url: '/register', payload: registration });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('7');
      expect(refused.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: PORTAL_BUSY });
      const stored = await t.db.selectFrom('users').select('id').where('email', '=', registration.email).execute();
      expect(stored).toEqual([]);
    });
  });

  it('answers 503 while the event loop lags, and serves again once it has caught up', async () => {
    await withApp(protection({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '40' }), async (t) => {
      expect((await health(t)).json()).toEqual({ status: 'ok' });
      await vi.waitFor(
        async () => {
          busyFor(150);
          await sleep(5);
          const response = await health(t);
          expect(response.statusCode).toBe(503);
          expect(response.headers['retry-after']).toBe('5');
        },
        { timeout: 10_000, interval: 0 },
      );
      // Generous: on a shared machine the loop's delay can stay over 40 ms for a while after the busy spell.
      await vi.waitFor(async () => expect((await health(t)).statusCode).toBe(200), { timeout: 20_000, interval: 50 });
    });
  }, 45_000);

  it('is off with OVERLOAD_PROTECTION=off: /health stays 200 whatever the thresholds', async () => {
    const off = { env: { OVERLOAD_PROTECTION: 'off', OVERLOAD_MAX_HEAP_USED_BYTES: '1' } };
    await withApp(off, async (t) => {
      await sleep(50);
      const response = await health(t);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    });
  });
});
