import { availableParallelism, cpus, loadavg } from 'node:os';
import { Redis } from 'ioredis';

/** The machine a bench ran on, for its report: Node's version, the cores and their model. */
export const machine = `Node ${process.version}, ${availableParallelism()} × ${cpus()[0]?.model.trim() ?? 'CPU'}`;

/** The one-minute load average now (0 where the platform has none). */
export const loadNow = () => loadavg()[0] ?? 0;

/** Whether a Redis answers at `url` (the benches' Redis cases are skipped without one). */
export async function redisReachable(url: string): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
