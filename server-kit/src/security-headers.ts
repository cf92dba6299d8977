import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** HSTS for answers to https requests: a year, subdomains included. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (@fastify/helmet): the Content-Security-Policy of `directives`, nosniff,
 * `Referrer-Policy: strict-origin-when-cross-origin`, same-origin framing and resource policy. HSTS only on answers
 * to https requests (directly or through a proxy Fastify's `trustProxy` trusts).
 */
export async function addSecurityHeaders(app: FastifyInstance, directives: Record<string, string[]>) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
