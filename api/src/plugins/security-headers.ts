import { addSecurityHeaders } from '@portal/server-kit';
import type { FastifyInstance } from 'fastify';

/**
 * The API answers data (JSON, iCal, PDF, images), not pages, so its policy loads nothing; the few HTML pages it
 * serves (billing) set a policy of their own. Answers reach browsers through the gateway's /api, which keeps them.
 */
const directives = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'self'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
};

/**
 * Security headers on every answer (@fastify/helmet): the CSP above, nosniff, `Referrer-Policy:
 * strict-origin-when-cross-origin`, same-origin framing and resource policy. HSTS only on answers to https
 * requests: the API normally sits behind the gateway on plain http, and the gateway sends HSTS to browsers.
 */
export async function securityHeaders(app: FastifyInstance) {
  await addSecurityHeaders(app, directives);
}
// Not encapsulated: the headers go on every answer of the app.
Object.assign(securityHeaders, { [Symbol.for('skip-override')]: true });
