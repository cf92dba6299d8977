import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry a secret: sign-in tokens, invite codes, passwords. */
const SECRET_PARAMS = /([?&](?:bearer|token|access_token|code|inviteCode|password|plainPassword)=)[^&#]*/gi;
/** The iCal export feed's path is its secret: `/ical/{token}.ics`. */
const ICAL_TOKEN = /(\/ical\/)[^/?#]+?(\.ics)?(?=[/?#]|$)/gi;

/** A URL fit for the log: the path stays, every secret in it is replaced by `[redacted]`. */
export function scrubUrl(url: string): string {
  return url.replace(ICAL_TOKEN, '$1[redacted]$2').replace(SECRET_PARAMS, '$1[redacted]');
}

/** Headers that carry a secret, for pino's `redact` (whatever logs a request's headers). */
const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'x-api-key'];
const REDACT_PATHS = ['req.headers', 'request.headers', 'headers', 'res.headers'].flatMap((at) =>
  SECRET_HEADERS.map((header) => `${at}["${header}"]`),
);

export interface LoggerOptions {
  level: string;
  /** Where the lines go; stdout by default (tests capture them). */
  stream?: { write(line: string): unknown };
}

/**
 * The request log of the API: method, scrubbed URL and client address per request; secret headers redacted
 * wherever they appear; bodies are never logged.
 */
export function requestLogger({ level, stream }: LoggerOptions): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream && { stream }),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request) => ({ method: request.method, url: scrubUrl(request.url), remoteAddress: request.ip }),
    },
  };
}
