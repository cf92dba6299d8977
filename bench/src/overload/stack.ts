import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, startApi, type RunningApi } from '@portal/api';
import { loadConfig as loadGatewayConfig, type RunningGateway } from '@portal/gateway';
import { injectCaller } from '../api-caller.js';
import { startLocalGateway } from '../local-gateway.js';
import { seedHost, type SeededHost } from './seed.js';

export interface Seeded {
  dataDir: string;
  jwtSecret: string;
  hosts: SeededHost[];
  seconds: number;
  remove(): Promise<void>;
}

/** What `npm start` is given here: a local SQLite DATA_DIR, nothing leaving the machine. */
function environment(dataDir: string, jwtSecret: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    API_PORT: '0',
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret,
    CALENDAR_FETCH_ORIGIN: 'http://127.0.0.1:9',
    CALENDAR_SYNC_INTERVAL_MINUTES: '0',
    PLACES_PHOTON_URL: 'http://127.0.0.1:9',
    PLACES_NOMINATIM_URL: 'http://127.0.0.1:9',
    ...extra,
  };
}

/**
 * `hosts` hosts of `listings` listings each (seed.ts), written once into a fresh SQLite DATA_DIR through the REST
 * routes; each measured stack then opens that file.
 */
export async function seedHosts(hosts: number, listings: number): Promise<Seeded> {
  const started = performance.now();
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-overload-'));
  const jwtSecret = randomBytes(48).toString('base64url');
  // Seeding signs up every host from one address: no limit applies to it.
  const env = environment(dataDir, jwtSecret, {
    RATE_LIMITS: JSON.stringify({ '*': false }),
    OVERLOAD_PROTECTION: 'off',
  });
  const api = await startApi(loadConfig(env), { log: false });
  const seeded: Seeded['hosts'] = [];
  try {
    for (let index = 0; index < hosts; index++) seeded.push(await seedHost(injectCaller(api.app), listings));
  } finally {
    await api.close();
  }
  return {
    dataDir,
    jwtSecret,
    hosts: seeded,
    seconds: (performance.now() - started) / 1000,
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}

export interface Stack {
  api: RunningApi;
  gateway: RunningGateway;
  url: string;
  close(): Promise<void>;
}

/**
 * The API and the gateway in this process, as `npm start` runs them (scripts/start.mjs), on the seeded DATA_DIR,
 * with the default rate limits and `overload` (OVERLOAD_*, API_DEADLINE_MS) as given. The gateway trusts
 * X-Forwarded-For from loopback (TRUST_PROXY), as behind a load balancer, so each simulated client has its own
 * address.
 */
export async function startStack(seeded: Seeded, overload: NodeJS.ProcessEnv): Promise<Stack> {
  const config = loadConfig(environment(seeded.dataDir, seeded.jwtSecret, overload));
  // As scripts/start.mjs: the gateway is the one gate of the shared event loop.
  const api = await startApi({ ...config, overload: { ...config.overload, enabled: false } }, { log: false });
  const { trustProxy, apiDeadlineMs, overload: settings } = loadGatewayConfig({ ...overload, TRUST_PROXY: 'loopback' });
  const gateway = await startLocalGateway(api, { trustProxy, apiDeadlineMs, overload: settings });
  return {
    api,
    gateway,
    url: gateway.url,
    close: async () => {
      await gateway.close();
      await api.close();
    },
  };
}
