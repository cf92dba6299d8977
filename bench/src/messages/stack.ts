import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { loadConfig, startApi } from '@portal/api';
import { benchGatewayLimits } from './gateway-limits.js';
import type { GatewayWorkerData } from './gateway-worker.js';
import { LATENCY_BENCH_API_ENV } from '../latency-env.js';
import { startLocalGateway } from '../local-gateway.js';

export interface Stack {
  apiUrl: string;
  gatewayUrls: string[];
  close(): Promise<void>;
}

interface Closable {
  url: string;
  close(): Promise<void>;
}

/**
 * The real REST API (SQLite in a temp dir) and its gateways on free ports. Without `redisUrl`, as `npm start` runs
 * them: one gateway in the API's thread, on its in-process events. With it, the API publishes on Redis and
 * `gateways` instances, each on a thread of its own, subscribe there, on channels of this run only so a test run on
 * the same Redis is not disturbed.
 */
export async function startStack({
  redisUrl,
  gateways,
  shareExecutions = true,
}: {
  redisUrl?: string;
  gateways: number;
  /** false: every subscription executes each event on its own (WS_SHARE_EXECUTIONS=0), to measure the sharing. */
  shareExecutions?: boolean;
}): Promise<Stack> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-messages-'));
  const channelPrefix = `bench-${randomUUID()}:`;
  const config = loadConfig({
    API_PORT: '0',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    CALENDAR_SYNC_INTERVAL_MINUTES: '0',
    ...LATENCY_BENCH_API_ENV,
    PLACES_PHOTON_URL: 'http://127.0.0.1:9',
    PLACES_NOMINATIM_URL: 'http://127.0.0.1:9',
    ...(redisUrl && { REDIS_URL: redisUrl, REDIS_CHANNEL_PREFIX: channelPrefix }),
  });
  const api = await startApi(config, { log: false });
  const running: Closable[] = [];
  for (let index = 0; index < gateways; index++) {
    running.push(
      redisUrl
        ? await startGatewayWorker({ apiUrl: api.url, redisUrl, channelPrefix })
        : await startLocalGateway(api, benchGatewayLimits({ WS_SHARE_EXECUTIONS: shareExecutions ? '1' : '0' })),
    );
  }
  return {
    apiUrl: api.url,
    gatewayUrls: running.map((gateway) => gateway.url),
    close: async () => {
      for (const gateway of running) await gateway.close();
      await api.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function startGatewayWorker(data: GatewayWorkerData): Promise<Closable> {
  const worker = new Worker(new URL('./gateway-worker.js', import.meta.url), { workerData: data });
  const [url] = (await once(worker, 'message')) as [string];
  return {
    url,
    close: async () => {
      worker.postMessage('close');
      await once(worker, 'message');
      await worker.terminate();
    },
  };
}
