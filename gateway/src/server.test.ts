import { join } from 'node:path';
import { MESSAGES, PLANS, TRIAL_DAYS } from '@portal/schema';
import { fetch, FormData, type Response } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { graphql, startTestGateway, startWebDist, withTestStack } from './test/harness.js';

let webDist: Awaited<ReturnType<typeof startWebDist>>;
const stack = withTestStack({
  gateway: async () => {
    webDist = await startWebDist();
    return { webDist: webDist.dir };
  },
});
afterAll(() => webDist?.close());

describe('GraphQL over HTTP', () => {
  it('introspection lists the domain types and a Subscription root with messageAdded', async () => {
    const { data } = await graphql<{
      __schema: { types: { name: string }[]; subscriptionType: { fields: { name: string }[] } };
    }>(stack.gateway.url, '{ __schema { types { name } subscriptionType { fields { name } } } }');
    const names = data?.__schema.types.map((type) => type.name);
    expect(names).toEqual(expect.arrayContaining(['Property', 'Booking', 'CalendarDay', 'Message', 'Service', 'User']));
    expect(data?.__schema.subscriptionType.fields.map((field) => field.name)).toContain('messageAdded');
  });

  it('plans need no token and no REST call', async () => {
    const before = stack.gateway.rest.stats.requests;
    const { data } = await graphql<{ plans: { identifier: string; trialDays: number }[] }>(
      stack.gateway.url,
      '{ plans { identifier name pricePerUnitMonthly comingSoon features trialDays } }',
    );
    expect(data?.plans.map((plan) => plan.identifier)).toEqual(PLANS.map((plan) => plan.identifier));
    expect(data?.plans.every((plan) => plan.trialDays === TRIAL_DAYS)).toBe(true);
    expect(stack.gateway.rest.stats.requests).toBe(before);
  });

  it('keeps CSRF prevention on: a simple GET without a preflight header is refused', async () => {
    const response = await fetch(`${stack.gateway.url}/graphql?query=${encodeURIComponent('{ plans { name } }')}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/CSRF/);
  });
});

describe('GraphiQL', () => {
  it('is one self-contained page: no script, stylesheet or import from another origin', async () => {
    const response = await fetch(`${stack.gateway.url}/graphiql`); // undici asks for gzip and inflates it
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('renderYogaGraphiQL');
    expect(html).toContain('"endpoint":"/graphql"');
    const external = /<(script|link|img|iframe)\b[^>]*\b(src|href)\s*=\s*["']?(https?:)?\/\//gi;
    expect(html.match(external)).toBeNull();
    expect(html.match(/@import\s+(url\()?["']?(https?:)?\/\//gi)).toBeNull();
  });

  it('browsers opening /graphql get a link to it, not a CDN-hosted sandbox', async () => {
    const response = await fetch(`${stack.gateway.url}/graphql`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    expect(html).toContain('href="/graphiql"');
    expect(html).not.toMatch(/https?:\/\//);
  });
});

describe('/api proxy to the REST API', () => {
  it('forwards /api/health to /health', async () => {
    const response = await fetch(`${stack.gateway.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it("serves the API's OpenAPI document and its docs page at /api/openapi.json and /api/docs", async () => {
    const document = await fetch(`${stack.gateway.url}/api/openapi.json`);
    expect(document.status).toBe(200);
    const body = (await document.json()) as { openapi: string; paths: Record<string, unknown>; servers: unknown };
    expect(body.openapi).toBe('3.1.0');
    expect(Object.keys(body.paths)).toEqual(expect.arrayContaining(['/me', '/properties/{id}', '/bookings']));
    // Relative to the document: `/api/` here, so "Try it out" goes through this proxy too.
    expect(body.servers).toEqual([{ url: '.', description: 'this API' }]);
    const page = await fetch(`${stack.gateway.url}/api/docs/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).not.toMatch(/(src|href)\s*=\s*["']?(https?:)?\/\//i);
    expect((await fetch(`${stack.gateway.url}/api/docs/static/swagger-ui-bundle.js`)).status).toBe(200);
  });

  it('forwards bodies and answers as they are', async () => {
    const response = await fetch(`${stack.gateway.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'Secret123' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: MESSAGES.loginFailed });
  });

  it('passes multipart bodies through without parsing them (the REST API answers)', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(256 * 1024)], { type: 'image/jpeg' }), 'photo.jpg');
    const response = await fetch(`${stack.gateway.url}/api/register`, { method: 'POST', body: form });
    // The API has no upload route yet: its own 415 proves the body reached it instead of being parsed here.
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ statusCode: 415 });
  });
});

describe('the web app', () => {
  /** The web app's index.html, not cached (a new release reaches the browser at once). */
  async function expectIndexHtml(response: Response) {
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  }

  it('serves index.html at / without caching', async () => {
    await expectIndexHtml(await fetch(`${stack.gateway.url}/`));
  });

  it('serves hashed assets with long cache headers', async () => {
    const response = await fetch(`${stack.gateway.url}/assets/index-3f2a1b.js`);
    expect(await response.text()).toBe('console.log("app")');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers deep links of page navigations with index.html (SPA fallback)', async () => {
    await expectIndexHtml(
      await fetch(`${stack.gateway.url}/calendar/12/2026-11-01~2026-11-05`, { headers: { accept: 'text/html' } }),
    );
  });

  it('answers the guest app’s addresses with its own page, stay.html (issue 13), and still serves its files', async () => {
    for (const path of ['/stay/', '/stay/42', '/stay', '/invite/42/grace-hopper?code=K7Q2']) {
      const response = await fetch(`${stack.gateway.url}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<title>Your stay</title>');
    }
    const manifest = await fetch(`${stack.gateway.url}/stay/manifest.webmanifest`);
    expect(await manifest.json()).toEqual({ start_url: '/stay/' });
    // Only those: an address that merely starts with the same letters is the host portal's.
    const other = await fetch(`${stack.gateway.url}/stays-report`, { headers: { accept: 'text/html' } });
    expect(await other.text()).toContain('<title>Host portal</title>');
  });

  it('keeps 404 for missing assets and non-HTML requests', async () => {
    expect((await fetch(`${stack.gateway.url}/assets/gone-123.js`, { headers: { accept: 'text/html' } })).status).toBe(
      404,
    );
    expect((await fetch(`${stack.gateway.url}/nothing.json`, { headers: { accept: 'application/json' } })).status).toBe(
      404,
    );
  });

  it('without a built web app, / says to run npm run build', async () => {
    const bare = await startTestGateway(stack.api.url, { webDist: join(webDist.dir, 'missing') });
    try {
      const response = await fetch(`${bare.url}/`, { headers: { accept: '*/*' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('npm run build');
      const deepLink = await fetch(`${bare.url}/properties`, { headers: { accept: 'text/html' } });
      expect(await deepLink.text()).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});

describe('when the REST API is unreachable', () => {
  it('answers INTERNAL_SERVER_ERROR without leaking the cause', async () => {
    const down = await startTestGateway('http://127.0.0.1:9', { webDist: webDist.dir });
    try {
      const response = await graphql(down.url, '{ me { id } }', { token: 'any' });
      expect(response.errors).toEqual([
        {
          message: 'Internal server error',
          locations: expect.any(Array),
          path: ['me'],
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        },
      ]);
      expect(JSON.stringify(response)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|:9\b/);
    } finally {
      await down.close();
    }
  });
});
