import { randomBytes } from 'node:crypto';
import { loadConfig, startApi } from '@portal/api';

/**
 * API settings of the benches that measure latency under a load they choose: no shedding and no rate limits, which
 * would turn their own requests away (shedding and limits are the overload bench's subject).
 */
export const LATENCY_BENCH_API_ENV = {
  OVERLOAD_PROTECTION: 'off',
  RATE_LIMITS: JSON.stringify({ '*': false }),
} as const;

/** An API on a free port over `dataDir` (SQLite), set up as the latency benches want it; `env` adds settings. */
export function startLatencyBenchApi(dataDir: string, env: NodeJS.ProcessEnv = {}) {
  return startApi(
    loadConfig({
      API_PORT: '0',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      CALENDAR_SYNC_INTERVAL_MINUTES: '0',
      ...LATENCY_BENCH_API_ENV,
      ...env,
    }),
    { log: false },
  );
}
