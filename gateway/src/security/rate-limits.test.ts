import { MESSAGES, tooManyAttempts } from '@portal/schema';
import { fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../index.js';
import { startTestApi, startTestGateway, type GraphQLResponse } from '../test/harness.js';

const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;
const guess = { email: 'nobody@example.com', password: 'Wrong-Pass-1' };

/** The real API allowing 2 logins per address a minute (every other class unreached). */
let api: Awaited<ReturnType<typeof startTestApi>>;
beforeAll(async () => {
  api = await startTestApi({ RATE_LIMITS: JSON.stringify({ '*': { max: 1_000_000 }, 'login-address': { max: 2 } }) });
});
afterAll(() => api.close());

/** A login through GraphQL, as a client claiming to be `spoofed` (X-Forwarded-For it made up). */
async function graphqlLogin(gateway: RunningGateway, spoofed: string) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': spoofed },
    body: JSON.stringify({ query: LOGIN, variables: guess }),
  });
  return (await response.json()) as GraphQLResponse;
}

async function proxiedLogin(gateway: RunningGateway, spoofed: string) {
  return fetch(`${gateway.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': spoofed, 'x-real-ip': spoofed },
    body: JSON.stringify(guess),
  });
}

describe('a rate-limited login through the gateway', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startTestGateway(api.url);
  });
  afterAll(() => gateway.close());

  it('is RATE_LIMITED with retryAfter, and a made-up X-Forwarded-For buys no fresh budget on either path', async () => {
    const first = await graphqlLogin(gateway, '203.0.113.1');
    expect(first.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const second = await proxiedLogin(gateway, '203.0.113.2');
    expect(second.status).toBe(401);
    expect(await second.json()).toMatchObject({ message: MESSAGES.loginFailed });

    const limited = await graphqlLogin(gateway, '203.0.113.3');
    expect(limited.data).toBeNull();
    const error = limited.errors?.[0] as { message: string; extensions: { code: string; retryAfter: number } };
    expect(error.extensions.code).toBe('RATE_LIMITED');
    expect(error.extensions.retryAfter).toBeGreaterThan(0);
    expect(error.extensions.retryAfter).toBeLessThanOrEqual(60);
    expect(error.message).toBe(tooManyAttempts(error.extensions.retryAfter));

    const proxied = await proxiedLogin(gateway, '203.0.113.4');
    expect(proxied.status).toBe(429);
    expect(Number(proxied.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    // The test client connects from loopback: it plays the load balancer in front of the gateway.
    gateway = await startTestGateway(api.url, { trustProxy: ['loopback'] });
  });
  afterAll(() => gateway.close());

  it("forwards the proxy's client address on GraphQL calls and through /api alike", async () => {
    // 198.51.100.7 spends its two attempts, over both paths; 198.51.100.8 still has its own.
    expect((await graphqlLogin(gateway, '198.51.100.7')).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await proxiedLogin(gateway, '198.51.100.7')).status).toBe(401);
    expect((await graphqlLogin(gateway, '198.51.100.7')).errors?.[0]?.extensions.code).toBe('RATE_LIMITED');
    expect((await proxiedLogin(gateway, '198.51.100.7')).status).toBe(429);
    expect((await graphqlLogin(gateway, '198.51.100.8')).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await proxiedLogin(gateway, '198.51.100.8')).status).toBe(401);
  });
});
