import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry a secret: sign-in tokens (`?bearer=` links), invite codes, passwords. */
export const SECRET_PARAMS = ['bearer', 'token', 'access_token', 'code', 'inviteCode', 'password', 'plainPassword'];
/** The iCal export feed's path is its secret: `/ical/{token}.ics` (`/api/ical/…` through the gateway). */
const ICAL_TOKEN = /(\/ical\/)[^/?#]+?(\.ics)?(?=[/?#]|$)/gi;

/**
 * A function making a URL fit for the log: the path stays, the iCal export token and the values of the query
 * parameters named in `secretParams` (any case) are replaced by `[redacted]`.
 */
export function urlScrubber(secretParams: readonly string[] = SECRET_PARAMS): (url: string) => string {
  const secretParam = new RegExp(`([?&](?:${secretParams.join('|')})=)[^&#]*`, 'gi');
  return (url) => url.replace(ICAL_TOKEN, '$1[redacted]$2').replace(secretParam, '$1[redacted]');
}

/** Headers that carry a secret, for pino's `redact` (whatever logs a request's headers). */
const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'x-api-key'];
const REDACT_PATHS = ['req.headers', 'request.headers', 'headers', 'res.headers'].flatMap((at) =>
  SECRET_HEADERS.map((header) => `${at}["${header}"]`),
);

export interface RequestLoggerOptions {
  level: string;
  /** Where the lines go; stdout by default (tests capture them). */
  stream?: { write(line: string): unknown } | undefined;
  /** How the request's URL is made fit for the log. */
  scrubUrl: (url: string) => string;
  /** Serializers of other fields, beside the request's. */
  serializers?: Record<string, (value: unknown) => unknown>;
}

/**
 * A server's request log: method, scrubbed URL and client address per request; secret headers redacted wherever
 * they appear; bodies are never logged.
 */
export function requestLogger({
  level,
  stream,
  scrubUrl,
  serializers,
}: RequestLoggerOptions): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream && { stream }),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request) => ({ method: request.method, url: scrubUrl(request.url), remoteAddress: request.ip }),
      ...serializers,
    },
  };
}
