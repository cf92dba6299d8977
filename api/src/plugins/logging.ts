import { requestLogger as serverRequestLogger, urlScrubber } from '@portal/server-kit';
import type { FastifyServerOptions } from 'fastify';

/** A URL fit for the log: the path stays, every secret in it (tokens, invite codes, passwords) is `[redacted]`. */
export const scrubUrl = urlScrubber();

export interface LoggerOptions {
  level: string;
  /** Where the lines go; stdout by default (tests capture them). */
  stream?: { write(line: string): unknown };
}

/** The request log of the API (server-kit's): secrets scrubbed from URLs and headers, bodies never logged. */
export function requestLogger({ level, stream }: LoggerOptions): FastifyServerOptions['logger'] {
  return serverRequestLogger({ level, stream, scrubUrl });
}
