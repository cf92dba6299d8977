import type { FastifyServerOptions } from 'fastify';
import type { GatewayConfig } from '../config.js';

/**
 * Query parameters that carry a secret: sign-in tokens (`?bearer=` links), invite codes, passwords, and a GET
 * GraphQL request's document, variables and extensions (a `login` mutation's password may be in any of them).
 */
const SECRET_PARAMS =
  /([?&](?:bearer|token|access_token|code|inviteCode|password|plainPassword|query|variables|extensions)=)[^&#]*/gi;
/** The iCal export feed's path is its secret: `/api/ical/{token}.ics`. */
const ICAL_TOKEN = /(\/ical\/)[^/?#]+?(\.ics)?(?=[/?#]|$)/gi;

/** A URL fit for the log: the path stays, every secret in it is replaced by `[redacted]`. */
export function scrubUrl(url: string): string {
  return url.replace(ICAL_TOKEN, '$1[redacted]$2').replace(SECRET_PARAMS, '$1[redacted]');
}

const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'x-api-key'];
const REDACT_PATHS = ['req.headers', 'request.headers', 'headers', 'res.headers'].flatMap((at) =>
  SECRET_HEADERS.map((header) => `${at}["${header}"]`),
);

/**
 * The gateway's request log: method, scrubbed URL and client address per request, secret headers redacted
 * wherever they appear. Bodies (GraphQL variables among them) are never logged.
 */
export function gatewayLogger(config: Pick<GatewayConfig, 'logLevel' | 'logStream'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(config.logStream && { stream: config.logStream }),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request) => ({ method: request.method, url: scrubUrl(request.url), remoteAddress: request.ip }),
      // The /api proxy logs the upstream path it fetches as `source`.
      source: (source: unknown) => (typeof source === 'string' ? scrubUrl(source) : source),
    },
  };
}
