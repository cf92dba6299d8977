import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * A Redis client for what the API may do without (counting requests, remembering calendar tags): commands fail at
 * once while it is disconnected (no queue to wait in), and a slow Redis gets `commandTimeoutMs`, so it never holds
 * a request up. Failures are logged once per kind, with what they cost (`without`); closed with the app.
 */
export async function connectOptionalRedis(
  app: FastifyInstance,
  url: string,
  { name, without, commandTimeoutMs }: { name: string; without: string; commandTimeoutMs: number },
): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    commandTimeout: commandTimeoutMs,
  });
  let lastError = '';
  redis.on('error', (error: Error) => {
    // ioredis retries by itself; one line per kind of failure, not one per retry.
    if (error.message !== lastError) app.log.warn(`${name}: Redis ${error.message} (${without})`);
    lastError = error.message;
  });
  redis.on('ready', () => (lastError = ''));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  await redis.connect().catch(() => {});
  return redis;
}
