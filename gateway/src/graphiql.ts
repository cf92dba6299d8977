import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

interface Page {
  html: string;
  gzipped: Buffer;
}
let page: Promise<Page> | undefined;

/**
 * GraphiQL as one self-contained page (scripts, styles, workers and favicon inline: no CDN, so it works on hosts
 * without internet). It weighs about 9 MB (2 MB gzipped), so it is rendered and compressed once, on the first
 * visit rather than at start-up.
 */
function graphiqlPage(): Promise<Page> {
  page ??= import('@graphql-yoga/render-graphiql').then(async ({ renderGraphiQL }) => {
    const html = renderGraphiQL({ title: 'Host portal GraphiQL', endpoint: '/graphql', subscriptionsProtocol: 'WS' });
    return { html, gzipped: await promisify(gzip)(html) };
  });
  return page;
}

export async function graphiqlRoute(app: FastifyInstance) {
  app.get('/graphiql', async (request, reply) => {
    const { html, gzipped } = await graphiqlPage();
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? ''))
      return reply.header('content-encoding', 'gzip').send(gzipped);
    return reply.send(html);
  });
}
