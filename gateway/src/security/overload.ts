import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import { PORTAL_BUSY, type OverloadSettings } from '@portal/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { InFlightLimit } from './in-flight.js';

/**
 * Past capacity the gateway answers at once, 503 with `Retry-After`, instead of queueing work it would finish too
 * late: when its in-flight limit of GraphQL operations is reached (steady overload: each one admitted past it would
 * only wait behind the others; see in-flight.ts), and when @fastify/under-pressure sees the event loop lag or the
 * heap fill (a stall, whatever its cause). GraphQL clients get a GraphQL answer they can read (`SERVICE_UNAVAILABLE` with
 * `retryAfter`, as application/graphql-response+json, which Apollo Client parses even with a 503); everything else
 * gets the API's error body. The request was not carried out: safe to send again. `/health` answers 200
 * `{"status":"ok"}`, or the same 503 while under pressure. Register it before the routes.
 */
export async function gatewayOverload(
  app: FastifyInstance,
  { settings, graphqlPath }: { settings: OverloadSettings; graphqlPath: string },
) {
  if (!settings.enabled) {
    app.get('/health', async () => ({ status: 'ok' }));
    return;
  }
  const retryAfter = settings.retryAfterSeconds;
  const isGraphQL = (request: FastifyRequest) => request.routeOptions.url === graphqlPath;
  const refuse = (request: FastifyRequest, reply: FastifyReply) => {
    reply.code(503).header('retry-after', String(retryAfter));
    if (isGraphQL(request)) {
      reply.type('application/graphql-response+json; charset=utf-8');
      return { errors: [{ message: PORTAL_BUSY, extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter } }] };
    }
    reply.type('application/json; charset=utf-8');
    return { statusCode: 503, error: 'Service Unavailable', message: PORTAL_BUSY };
  };

  await app.register(underPressure, {
    maxEventLoopDelay: settings.maxEventLoopDelayMs,
    maxHeapUsedBytes: settings.maxHeapUsedBytes || Math.floor(getHeapStatistics().heap_size_limit * 0.9),
    sampleInterval: settings.sampleIntervalMs,
    retryAfter,
    exposeStatusRoute: { url: '/health', routeOpts: { logLevel: 'warn' } },
    // under-pressure sends what the handler returns (README: 'Any other return value … will be sent'); its types
    // only admit void, hence the cast.
    pressureHandler: (request, reply) => refuse(request, reply) as unknown as void,
  });

  if (settings.maxInFlight > 0) {
    const limit = new InFlightLimit(settings.maxInFlight, settings.targetLatencyMs);
    app.addHook('onRequest', async (request, reply) => {
      if (!isGraphQL(request)) return;
      const release = limit.tryAcquire();
      if (!release) return reply.send(refuse(request, reply));
      // 'close' comes once the answer is sent or the client has gone, whichever happens.
      reply.raw.once('close', release);
    });
  }
}
// Not encapsulated: every route is protected.
Object.assign(gatewayOverload, { [Symbol.for('skip-override')]: true });
