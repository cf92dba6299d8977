import { addSecurityHeaders } from '@portal/server-kit';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config.js';

/**
 * The Content-Security-Policy of the web app's pages (and of /graphql's landing page): scripts from this origin
 * only (the built index.html has no inline script), styles inline too (Chakra and emotion write <style> tags),
 * images from here, `data:` and `blob:` (previews of photos being uploaded) and the uploads' CDN if any; data only
 * from this origin (graphql-ws included: 'self' covers ws: and wss: of this host); framing only by this origin (the
 * white-label frame is same-origin).
 */
export function pageDirectives(config: Pick<GatewayConfig, 'imageOrigins'>): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...config.imageOrigins],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  };
}

/** A policy as the header spells it. */
export const cspHeader = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)} ${values.join(' ')}`)
    .join('; ');

/**
 * Security headers on every answer of the gateway (@fastify/helmet): pages, /graphql, /graphiql (which sets its
 * own policy) and /api (whose answers carry the REST API's, which win). nosniff, `Referrer-Policy:
 * strict-origin-when-cross-origin`, same-origin framing, opener and resource policies. HSTS only when the request
 * came over https, directly or through a proxy TRUST_PROXY trusts.
 */
export async function securityHeaders(app: FastifyInstance, config: Pick<GatewayConfig, 'imageOrigins'>) {
  await addSecurityHeaders(app, pageDirectives(config));
}
// Not encapsulated: the headers go on every answer.
Object.assign(securityHeaders, { [Symbol.for('skip-override')]: true });
