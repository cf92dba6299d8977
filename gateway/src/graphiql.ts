import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { cspHeader, pageDirectives } from './security/headers.js';

interface Page {
  html: string;
  gzipped: Buffer;
  /** Its Content-Security-Policy, which allows exactly its own inline scripts. */
  csp: string;
}
let page: Promise<Page> | undefined;

/** What GraphiQL's headers editor starts with: paste a token (`hp_…`) in place of the placeholder. */
export const GRAPHIQL_TOKEN_PLACEHOLDER = 'hp_paste-your-token-here';
const GRAPHIQL_HEADERS = JSON.stringify({ Authorization: `Bearer ${GRAPHIQL_TOKEN_PLACEHOLDER}` }, null, 2);

/**
 * GraphiQL as one self-contained page (scripts, styles, workers and favicon inline: no CDN, so it works on hosts
 * without internet). It weighs about 9 MB (2 MB gzipped), so it is rendered and compressed once, on the first
 * visit rather than at start-up, and so is its policy: the hashes of its inline scripts.
 */
function graphiqlPage(): Promise<Page> {
  page ??= import('@graphql-yoga/render-graphiql').then(async ({ renderGraphiQL }) => {
    const html = renderGraphiQL({
      title: 'Host portal GraphiQL',
      endpoint: '/graphql',
      subscriptionsProtocol: 'WS',
      // The headers editor opens with the Authorization header to fill in with a personal access token (Settings →
      // API access); it is not kept in the browser's storage.
      headers: GRAPHIQL_HEADERS,
      defaultEditorToolsVisibility: 'headers',
      shouldPersistHeaders: false,
    });
    return { html, gzipped: await promisify(gzip)(html), csp: graphiqlPolicy(html) };
  });
  return page;
}

/** `'sha256-…'` of each inline script of a page, as CSP spells it. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

/**
 * The web app's policy, with GraphiQL's own inline scripts allowed by hash (nothing else inline runs) and its
 * editor's workers, which it starts from blob: URLs.
 */
function graphiqlPolicy(html: string): string {
  const directives = pageDirectives({ imageOrigins: [] });
  return cspHeader({
    ...directives,
    scriptSrc: [...directives.scriptSrc!, ...inlineScriptHashes(html)],
    workerSrc: ["'self'", 'blob:'],
  });
}

export async function graphiqlRoute(app: FastifyInstance) {
  app.get('/graphiql', async (request, reply) => {
    const { html, gzipped, csp } = await graphiqlPage();
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('content-security-policy', csp);
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? ''))
      return reply.header('content-encoding', 'gzip').send(gzipped);
    return reply.send(html);
  });
}
