import type { RunningApi } from '@portal/api';
import { loadConfig as loadGatewayConfig, type RunningGateway } from '@portal/gateway';
import { FeedServer } from './feeds.js';
import { startLatencyBenchApi } from '../latency-env.js';
import { freshDatabase } from '../fresh-database.js';
import { startLocalGateway } from '../local-gateway.js';

export interface Stack {
  database: 'SQLite' | 'PostgreSQL';
  api: RunningApi;
  gateway: RunningGateway;
  /** The channels' iCal feeds: the API fetches every link from here. */
  feeds: FeedServer;
  /** The API's DATA_DIR (its SQLite file is `portal.sqlite` there). */
  dataDir: string;
  /** After seeding: the database as a running portal's would be (FreshDatabase.settle). */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The REST API and the gateway in this process, as `npm start` runs them (scripts/start.mjs), on a fresh SQLite file
 * in a temp DATA_DIR, or on a fresh schema of `postgresUrl`. Nothing leaves the machine: iCal links are fetched from
 * the local feed server (CALENDAR_FETCH_ORIGIN), and only when added (the sync schedule is off, so nothing syncs
 * while the bench measures).
 */
export async function startStack(postgresUrl?: string): Promise<Stack> {
  const data = await freshDatabase('portal-bench-', postgresUrl);
  const feeds = await FeedServer.start();
  const api = await startLatencyBenchApi(data.dataDir, {
    CALENDAR_FETCH_ORIGIN: feeds.origin,
    PLACES_PHOTON_URL: 'http://127.0.0.1:9',
    PLACES_NOMINATIM_URL: 'http://127.0.0.1:9',
    ...data.env,
  });
  const gateway = await startLocalGateway(api, {
    overload: loadGatewayConfig({ OVERLOAD_PROTECTION: 'off' }).overload,
  });
  return {
    database: postgresUrl ? 'PostgreSQL' : 'SQLite',
    api,
    gateway,
    feeds,
    dataDir: data.dataDir,
    settle: () => data.settle(),
    close: async () => {
      await gateway.close();
      await api.close();
      await feeds.close();
      await data.remove();
    },
  };
}
