import { API_LIMITS } from '@portal/schema';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { GatewayConfig } from '../config.js';

/** Room for a multipart body's boundaries and text fields around its file (the API takes 10 fields of 10,000). */
export const MULTIPART_ALLOWANCE_BYTES = 128 * 1024;

/** POST /api/images and /api/upload carry files; every other /api body is JSON. */
const UPLOAD_ROUTE = /^\/api\/(?:images|upload)\/?(?:\?|$)/;

/**
 * /api bodies above what the REST API takes answer 413 here, before they are sent on: the API answers such a body
 * at once and closes the connection, which the proxy, still sending, would report as a 500. The limits mirror the
 * API's: its JSON limit, and UPLOAD_MAX_BYTES (plus the multipart framing) for uploads. A body sent without a
 * Content-Length (chunked) goes through and is refused by the API itself.
 */
export async function proxyBodyLimits(app: FastifyInstance, config: Pick<GatewayConfig, 'uploadMaxBytes'>) {
  const fileTooLarge = `The file is too large: at most ${Math.floor(config.uploadMaxBytes / (1024 * 1024))} MB`;
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const length = Number(request.headers['content-length']);
    if (!(length > 0)) return;
    const upload = request.method === 'POST' && UPLOAD_ROUTE.test(request.url);
    if (!upload) {
      if (length > API_LIMITS.jsonBodyMaxBytes) return tooLarge(reply, 'Request body is too large');
      return;
    }
    const multipart = (request.headers['content-type'] ?? '').startsWith('multipart/');
    const limit = config.uploadMaxBytes + (multipart ? MULTIPART_ALLOWANCE_BYTES : 0);
    if (length > limit) return tooLarge(reply, fileTooLarge);
  });
}
// Not encapsulated: the hook guards the proxy's routes.
Object.assign(proxyBodyLimits, { [Symbol.for('skip-override')]: true });

function tooLarge(reply: FastifyReply, message: string) {
  // The body is left unread: close the connection rather than read what the client is still sending.
  return reply
    .code(413)
    .header('connection', 'close')
    .type('application/json; charset=utf-8')
    .send({ statusCode: 413, error: 'Payload Too Large', message });
}
