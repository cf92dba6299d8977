import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, startApi, type RunningApi } from '@portal/api';

export interface LimiterCost {
  store: string;
  /** Mean wall-clock time of one request, µs. */
  wallUs: number;
  /** Mean CPU time of this process per request, µs. */
  cpuUs: number;
}

/**
 * What the rate limiter adds to a normal request: the same route (GET /ical/{token}.ics, an unknown token: one
 * indexed read, then 404) with its class off, counted in memory, and counted in Redis, through `inject` one request
 * at a time so nothing but the limiter differs. The limit is never reached. Rounds alternate the variants so that
 * machine noise falls on all of them alike.
 */
export async function measureLimiterCost(requests: number, redisUrl: string | null): Promise<LimiterCost[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-limiter-'));
  const base = {
    API_PORT: '0',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    CALENDAR_SYNC_INTERVAL_MINUTES: '0',
    OVERLOAD_PROTECTION: 'off',
  };
  const unreached = JSON.stringify({ 'ical-export': { max: 1_000_000_000 } });
  const variants: { store: string; env: NodeJS.ProcessEnv }[] = [
    { store: 'no limit (class off)', env: { RATE_LIMITS: JSON.stringify({ 'ical-export': false }) } },
    { store: 'in memory', env: { RATE_LIMITS: unreached } },
    ...(redisUrl
      ? [
          {
            store: 'Redis (loopback)',
            env: { RATE_LIMITS: unreached, REDIS_URL: redisUrl, REDIS_CHANNEL_PREFIX: `bench-${randomUUID()}:` },
          },
        ]
      : []),
  ];
  const apis: RunningApi[] = [];
  try {
    for (const variant of variants) apis.push(await startApi(loadConfig({ ...base, ...variant.env }), { log: false }));
    const totals = variants.map(() => ({ wall: 0, cpu: 0, count: 0 }));
    const rounds = 10;
    const perRound = Math.max(1, Math.ceil(requests / rounds));
    const path = `/ical/${'x'.repeat(32)}.ics`;
    for (const api of apis) for (let index = 0; index < 200; index++) await api.app.inject({ url: path }); // warm-up
    for (let round = 0; round < rounds; round++) {
      for (const [index, api] of apis.entries()) {
        const cpu = process.cpuUsage();
        const started = performance.now();
        for (let request = 0; request < perRound; request++) {
          const response = await api.app.inject({ url: path });
          if (response.statusCode !== 404) throw new Error(`limiter cost: ${response.statusCode} ${response.body}`);
        }
        const total = totals[index]!;
        total.wall += (performance.now() - started) * 1000;
        const used = process.cpuUsage(cpu);
        total.cpu += used.user + used.system;
        total.count += perRound;
      }
    }
    return variants.map((variant, index) => {
      const total = totals[index]!;
      return { store: variant.store, wallUs: total.wall / total.count, cpuUs: total.cpu / total.count };
    });
  } finally {
    for (const api of apis) await api.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
