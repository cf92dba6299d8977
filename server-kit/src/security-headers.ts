import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** HSTS for answers to https requests: a year, subdomains included. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (helmet): the Content-Security-Policy of `directives`, nosniff,
 * `Referrer-Policy: strict-origin-when-cross-origin`, same-origin framing and resource policy. HSTS only on answers
 * to https requests (directly or through a proxy Fastify's `trustProxy` trusts). Helmet's middleware is made once
 * here: @fastify/helmet made it again for every request (its policy parsed each time, ≈ 30 µs).
 */
export async function addSecurityHeaders(app: FastifyInstance, directives: Record<string, string[]>) {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // Helmet throws its errors (a bad directive, when made above) instead of passing them on.
    setHeaders(request.raw, reply.raw, () => done());
  });
}
