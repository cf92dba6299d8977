import { createHash } from 'node:crypto';
import { fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../graphiql.js';
import type { RunningGateway } from '../index.js';
import { startTestGateway, startWebDist, withTestStack } from '../test/harness.js';

let webDist: Awaited<ReturnType<typeof startWebDist>>;
let behindProxy: RunningGateway;
const stack = withTestStack({
  gateway: async () => {
    webDist = await startWebDist();
    return { webDist: webDist.dir, imageOrigins: ['https://cdn.example.com'] };
  },
});
beforeAll(async () => {
  behindProxy = await startTestGateway(stack.api.url, { webDist: webDist.dir, trustProxy: ['127.0.0.1'] });
});
afterAll(async () => {
  await behindProxy?.close();
  await webDist?.close();
});

const directives = (csp: string | null) =>
  new Map((csp ?? '').split(/;\s*/).map((part) => [part.split(' ')[0]!, part.split(' ').slice(1)] as const));

describe('security headers of the gateway', () => {
  it('go on pages, assets, /graphql, the /api proxy and not-found answers', async () => {
    const answers = await Promise.all([
      fetch(`${stack.gateway.url}/`, { headers: { accept: 'text/html' } }),
      fetch(`${stack.gateway.url}/listings/12`, { headers: { accept: 'text/html' } }),
      fetch(`${stack.gateway.url}/assets/index-3f2a1b.js`),
      fetch(`${stack.gateway.url}/graphql`, { headers: { accept: 'text/html' } }),
      fetch(`${stack.gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ plans { name } }' }),
      }),
      fetch(`${stack.gateway.url}/api/health`),
      fetch(`${stack.gateway.url}/assets/missing.js`),
    ]);
    for (const answer of answers) {
      const csp = directives(answer.headers.get('content-security-policy'));
      expect(csp.get('frame-ancestors'), answer.url).toEqual(["'self'"]);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(answer.headers.get('strict-transport-security')).toBeNull(); // plain http
    }
    const page = directives(answers[0]!.headers.get('content-security-policy'));
    expect(page.get('script-src')).toEqual(["'self'"]);
    expect(page.get('script-src-attr')).toEqual(["'none'"]);
    expect(page.get('connect-src')).toEqual(["'self'"]);
    expect(page.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example.com']);
    expect(page.get('object-src')).toEqual(["'none'"]);
    // /api answers keep the REST API's own policy: data, nothing to load.
    expect(directives(answers[5]!.headers.get('content-security-policy')).get('default-src')).toEqual(["'none'"]);
  });

  it('HSTS only for https requests seen through a trusted proxy', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const trusted = await fetch(`${behindProxy.url}/`, { headers: https });
    expect(trusted.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(
      (await fetch(`${behindProxy.url}/api/health`, { headers: https })).headers.get('strict-transport-security'),
    ).toBe('max-age=31536000; includeSubDomains');
    expect((await fetch(`${behindProxy.url}/`)).headers.get('strict-transport-security')).toBeNull();
    // Without TRUST_PROXY anyone could send the header: it counts for nothing.
    expect(
      (await fetch(`${stack.gateway.url}/`, { headers: https })).headers.get('strict-transport-security'),
    ).toBeNull();
  });

  it('GraphiQL allows exactly its own inline scripts, by hash', async () => {
    const response = await fetch(`${stack.gateway.url}/graphiql`);
    const html = await response.text();
    const csp = directives(response.headers.get('content-security-policy'));
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body!);
    expect(scripts.length).toBeGreaterThan(0);
    const hashes = scripts.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    expect(csp.get('script-src')).toEqual(["'self'", ...hashes]);
    expect(inlineScriptHashes(html)).toEqual(hashes);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  });
});
