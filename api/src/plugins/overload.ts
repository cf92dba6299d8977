import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import { PORTAL_BUSY, type OverloadSettings } from '@portal/schema';
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from './errors.js';

/** 90% of the heap V8 may grow to: past it, garbage collection takes over and every request slows down. */
export const defaultMaxHeapUsedBytes = () => Math.floor(getHeapStatistics().heap_size_limit * 0.9);

/**
 * Past capacity the API answers at once, 503 with `Retry-After` and the API's error body, instead of queueing
 * requests it would answer too late (@fastify/under-pressure, sampling event-loop delay and heap). The rejected
 * request was not carried out, so it is safe to send again. `healthPath` answers 200 `{"status":"ok"}`, or the same
 * 503 while under pressure (load balancers stop sending traffic). Off: the same health route, always 200.
 */
export async function overloadPlugin(
  app: FastifyInstance,
  { settings, healthPath = '/health' }: { settings: OverloadSettings; healthPath?: string },
) {
  if (!settings.enabled) {
    app.get(healthPath, async () => ({ status: 'ok' }));
    return;
  }
  const retryAfter = settings.retryAfterSeconds;
  await app.register(underPressure, {
    maxEventLoopDelay: settings.maxEventLoopDelayMs,
    maxHeapUsedBytes: settings.maxHeapUsedBytes || defaultMaxHeapUsedBytes(),
    sampleInterval: settings.sampleIntervalMs,
    retryAfter,
    exposeStatusRoute: { url: healthPath, routeOpts: { logLevel: 'warn' } },
    // Answered here, not thrown: a burst of rejections must stay cheap and must not fill the log with errors.
    // under-pressure sends what the handler returns (README: 'Any other return value … will be sent'); its types
    // only admit void, hence the cast.
    pressureHandler: (request, reply, type) => {
      request.log.debug({ pressure: type }, 'overloaded: 503');
      const body: ErrorBody = { statusCode: 503, error: 'Service Unavailable', message: PORTAL_BUSY };
      reply.code(503).header('retry-after', String(retryAfter)).type('application/json; charset=utf-8');
      return body as unknown as void;
    },
  });
}
// Not encapsulated: under pressure, every route answers 503.
Object.assign(overloadPlugin, { [Symbol.for('skip-override')]: true });
