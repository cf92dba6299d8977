import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminQuery, loadConfig, startApi, withSearchPath, type RunningApi } from '@portal/api';
import { loadConfig as loadGatewayConfig, startGateway, type RunningGateway } from '@portal/gateway';
import { FeedServer } from './feeds.js';
import { LATENCY_BENCH_API_ENV } from '../latency-env.js';

export interface Stack {
  database: 'SQLite' | 'PostgreSQL';
  api: RunningApi;
  gateway: RunningGateway;
  /** The channels' iCal feeds: the API fetches every link from here. */
  feeds: FeedServer;
  /** The API's DATA_DIR (its SQLite file is `portal.sqlite` there). */
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The REST API and the gateway in this process, as `npm start` runs them (scripts/start.mjs), on a fresh SQLite file
 * in a temp DATA_DIR, or on a fresh schema of `postgresUrl`. Nothing leaves the machine: iCal links are fetched from
 * the local feed server (CALENDAR_FETCH_ORIGIN), and only when added (the sync schedule is off, so nothing syncs
 * while the bench measures).
 */
export async function startStack(postgresUrl?: string): Promise<Stack> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-'));
  const schema = postgresUrl ? `bench_${randomBytes(6).toString('hex')}` : null;
  if (postgresUrl && schema) await adminQuery(postgresUrl, `create schema "${schema}"`);
  const feeds = await FeedServer.start();
  const api = await startApi(
    loadConfig({
      API_PORT: '0',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      CALENDAR_FETCH_ORIGIN: feeds.origin,
      CALENDAR_SYNC_INTERVAL_MINUTES: '0',
      ...LATENCY_BENCH_API_ENV,
      PLACES_PHOTON_URL: 'http://127.0.0.1:9',
      PLACES_NOMINATIM_URL: 'http://127.0.0.1:9',
      ...(postgresUrl && schema && { DATABASE_URL: withSearchPath(postgresUrl, schema) }),
    }),
    { log: false },
  );
  const gateway = await startGateway({
    apiUrl: api.url,
    apiEvents: api.events,
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    redisUrl: undefined,
    overload: loadGatewayConfig({ OVERLOAD_PROTECTION: 'off' }).overload,
  });
  return {
    database: postgresUrl ? 'PostgreSQL' : 'SQLite',
    api,
    gateway,
    feeds,
    dataDir,
    close: async () => {
      await gateway.close();
      await api.close();
      await feeds.close();
      if (postgresUrl && schema) await adminQuery(postgresUrl, `drop schema "${schema}" cascade`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
