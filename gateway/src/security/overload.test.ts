import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_OVERLOAD, PORTAL_BUSY } from '@portal/schema';
import { fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningGateway } from '../index.js';
import { graphql, startTestGateway } from '../test/harness.js';

/** A stand-in for the REST API that answers each path as the test says; it counts the requests it got. */
async function startFakeApi(answer: (request: IncomingMessage, response: ServerResponse) => void) {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    answer(request, response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const json = (response: ServerResponse, status: number, body: object, headers: Record<string, string> = {}) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};

describe('upstream deadline and overloaded API', () => {
  let fake: Awaited<ReturnType<typeof startFakeApi>>;
  let gateway: RunningGateway;
  beforeAll(async () => {
    fake = await startFakeApi((request, response) => {
      const slow = (ms: number) => setTimeout(() => json(response, 200, { id: 1, slow: true }), ms);
      if (request.url === '/me') return void slow(1000);
      if (request.url === '/slow-upload') return void slow(600);
      if (request.url === '/calendars/7/sync') {
        const calendar = { '@id': '/calendars/7', '@type': 'Calendar', id: 7, property: '/properties/3' };
        return void setTimeout(() => json(response, 200, calendar), 600);
      }
      if (request.url === '/help-contact') {
        // The answer's head at once, then its body a byte every 100 ms: only the call's own deadline stops it.
        response.writeHead(200, { 'content-type': 'application/json' });
        const trickle = setInterval(() => response.write(' '), 100);
        return void response.once('close', () => clearInterval(trickle));
      }
      if (request.url?.startsWith('/properties')) {
        return json(response, 503, { statusCode: 503, message: 'busy' }, { 'retry-after': '7' });
      }
      json(response, 404, { message: 'Not found' });
    });
    gateway = await startTestGateway(fake.url, { apiDeadlineMs: 300 });
  });
  afterAll(async () => {
    await gateway.close();
    await fake.close();
  });

  it('a REST call past API_DEADLINE_MS is SERVICE_UNAVAILABLE with retryAfter', async () => {
    const { data, errors } = await graphql(gateway.url, '{ me { id } }', { token: 'any' });
    expect(data).toBeNull();
    expect(errors?.[0]).toMatchObject({
      message: PORTAL_BUSY,
      extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: DEFAULT_OVERLOAD.retryAfterSeconds },
    });
  });

  it('the deadline covers the whole call: an answer whose body trickles past it is SERVICE_UNAVAILABLE', async () => {
    const { errors } = await graphql(gateway.url, '{ helpContact { email } }', { token: 'any' });
    expect(errors?.[0]).toMatchObject({ message: PORTAL_BUSY, extensions: { code: 'SERVICE_UNAVAILABLE' } });
  });

  it("'Sync now' waits for the channel's feed past the usual deadline", async () => {
    const { data, errors } = await graphql(gateway.url, 'mutation { syncIcalLink(id: "7") { id } }', { token: 'any' });
    expect(errors).toBeUndefined();
    expect(data).toEqual({ syncIcalLink: { id: '7' } });
  });

  it("an API 503 is SERVICE_UNAVAILABLE with the API's Retry-After", async () => {
    const { errors } = await graphql(gateway.url, '{ properties { id } }', { token: 'any' });
    expect(errors?.[0]).toMatchObject({ extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: 7 } });
  });

  it('the /api proxy keeps its longer timeout (uploads), and does not resend a GET the API refused with 503', async () => {
    const upload = await fetch(`${gateway.url}/api/slow-upload`, { method: 'POST', body: 'bytes' });
    expect(upload.status).toBe(200);
    const before = fake.hits.length;
    const refused = await fetch(`${gateway.url}/api/properties`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('7');
    expect(fake.hits.slice(before)).toEqual(['GET /properties']);
  });
});

describe('gateway overload protection (@fastify/under-pressure)', () => {
  let fake: Awaited<ReturnType<typeof startFakeApi>>;
  let gateway: RunningGateway;
  beforeAll(async () => {
    fake = await startFakeApi((_request, response) => json(response, 200, { status: 'ok' }));
    // Any heap is over a 1-byte threshold: the gateway is under pressure from its first sample on.
    const overload = { ...DEFAULT_OVERLOAD, enabled: true, maxHeapUsedBytes: 1, sampleIntervalMs: 10 };
    gateway = await startTestGateway(fake.url, { overload });
    await vi.waitFor(async () => expect((await fetch(`${gateway.url}/health`)).status).toBe(503), { interval: 5 });
  });
  afterAll(async () => {
    await gateway.close();
    await fake.close();
  });

  it('answers GraphQL with a 503 Apollo Client reads as SERVICE_UNAVAILABLE, without calling the API', async () => {
    const before = fake.hits.length;
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(DEFAULT_OVERLOAD.retryAfterSeconds));
    expect(response.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    expect(await response.json()).toEqual({
      errors: [
        {
          message: PORTAL_BUSY,
          extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: DEFAULT_OVERLOAD.retryAfterSeconds },
        },
      ],
    });
    expect(fake.hits.length).toBe(before);
  });

  it("answers /api and /health with the API's error body", async () => {
    for (const path of ['/api/me', '/health']) {
      const response = await fetch(`${gateway.url}${path}`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe(String(DEFAULT_OVERLOAD.retryAfterSeconds));
      expect(await response.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: PORTAL_BUSY });
    }
    expect(fake.hits).toEqual([]);
  });
});

describe('gateway in-flight cap (OVERLOAD_MAX_IN_FLIGHT)', () => {
  let fake: Awaited<ReturnType<typeof startFakeApi>>;
  let gateway: RunningGateway;
  const held: ServerResponse[] = [];
  beforeAll(async () => {
    // GET /me is held until the test lets it go; the operations asking for it stay in flight meanwhile.
    fake = await startFakeApi((_request, response) => void held.push(response));
    const overload = { ...DEFAULT_OVERLOAD, enabled: true, maxInFlight: 2, targetLatencyMs: 0, maxEventLoopDelayMs: 0 };
    gateway = await startTestGateway(fake.url, { overload });
  });
  afterAll(async () => {
    await gateway.close();
    await fake.close();
  });

  it('turns GraphQL away at once past the cap, and admits again as operations finish', async () => {
    const first = graphql(gateway.url, '{ me { id } }', { token: 'a' });
    const second = graphql(gateway.url, '{ me { id } }', { token: 'b' });
    await vi.waitFor(() => expect(held).toHaveLength(2));

    const refused = await graphql(gateway.url, '{ me { id } }', { token: 'c' });
    expect(refused.errors?.[0]).toMatchObject({ message: PORTAL_BUSY, extensions: { code: 'SERVICE_UNAVAILABLE' } });
    expect((await fetch(`${gateway.url}/health`)).status).toBe(200); // other routes are not capped

    for (const response of held.splice(0)) json(response, 200, { '@id': '/users/1', id: 1 });
    expect((await first).errors).toBeUndefined();
    expect((await second).errors).toBeUndefined();
    const admitted = graphql(gateway.url, '{ me { id } }', { token: 'd' });
    await vi.waitFor(() => expect(held).toHaveLength(1));
    json(held.pop()!, 200, { '@id': '/users/1', id: 1 });
    expect((await admitted).errors).toBeUndefined();
  });
});
