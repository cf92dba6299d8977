import { requestLogger, SECRET_PARAMS, urlScrubber } from '@portal/server-kit';
import type { FastifyServerOptions } from 'fastify';
import type { GatewayConfig } from '../config.js';

/**
 * A URL fit for the log: the API's secrets, and a GET GraphQL request's document, variables and extensions (a
 * `login` mutation's password may be in any of them).
 */
export const scrubUrl = urlScrubber([...SECRET_PARAMS, 'query', 'variables', 'extensions']);

/**
 * The gateway's request log (server-kit's): secrets scrubbed from URLs and headers. Bodies (GraphQL variables
 * among them) are never logged.
 */
export function gatewayLogger(config: Pick<GatewayConfig, 'logLevel' | 'logStream'>): FastifyServerOptions['logger'] {
  return requestLogger({
    level: config.logLevel,
    stream: config.logStream,
    scrubUrl,
    serializers: {
      // The /api proxy logs the upstream path it fetches as `source`.
      source: (source: unknown) => (typeof source === 'string' ? scrubUrl(source) : source),
    },
  });
}
