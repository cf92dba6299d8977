import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Answers smaller than this go as they are: compressing them costs more than the bytes it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses the GraphQL answers of `scope` (brotli, else gzip, as the browser accepts): the multi-calendar's answer
 * for 200 listings is about 900 KB of JSON and a tenth of that compressed. Brotli at quality 4 compresses about
 * as fast as gzip's default and smaller; large answers compress on libuv's threads, off the event loop. Answers
 * carry per-user data, but credentials travel in the Authorization header (no ambient cookie a cross-site page
 * could attach), which BREACH-style guessing needs.
 */
export async function compressAnswers(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
