import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Host portal</title></head>
<body><h1>The web app is not built</h1><p>Run <code>npm run build</code>, then restart the gateway.
GraphQL is up: <a href="/graphiql">GraphiQL</a>.</p></body></html>
`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Page navigations (a browser asking for HTML), as opposed to fetches of data or assets. */
const wantsHtml = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');

const notFound = (request: FastifyRequest) => ({
  statusCode: 404,
  error: 'Not Found',
  message: `Route ${request.method}:${request.url} not found`,
});

/** The guest app's addresses (issue 13): its own page, stay.html, without the host portal's code. */
const GUEST_APP = /^\/(stay|invite)(\/|\?|$)/;

/**
 * The built web app: files from `webDist`, and for any other page navigation the page whose client router handles
 * it: stay.html for the guest app's addresses, index.html for the rest (the host portal). Hashed files under /assets
 * are cached for good; everything else revalidates.
 */
export async function webApp(app: FastifyInstance, { webDist }: { webDist: string }) {
  if (!existsSync(join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app not built: serving a placeholder page');
    app.get('/', (_request, reply) => reply.type('text/html; charset=utf-8').send(NOT_BUILT_PAGE));
    app.setNotFoundHandler((request, reply) =>
      wantsHtml(request)
        ? reply.type('text/html; charset=utf-8').send(NOT_BUILT_PAGE)
        : reply.code(404).send(notFound(request)),
    );
    return;
  }
  const assetsDir = join(webDist, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: webDist,
    cacheControl: false,
    dotfiles: 'ignore',
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
    },
  });
  const guestPage = existsSync(join(webDist, 'stay.html'));
  app.setNotFoundHandler((request, reply) => {
    // A missing hashed asset stays a 404: answering it with HTML would break the page that asked for it.
    if (wantsHtml(request) && !request.url.startsWith('/assets/')) {
      return reply.sendFile(guestPage && GUEST_APP.test(request.url) ? 'stay.html' : 'index.html');
    }
    return reply.code(404).send(notFound(request));
  });
}
