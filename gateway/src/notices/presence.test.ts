import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../index.js';
import { DEFAULT_SOCKET_LIMITS } from '../security/limits.js';
import { registerUser, startTestApi, startTestGateway, wsClient } from '../test/harness.js';

let api: Awaited<ReturnType<typeof startTestApi>>;
let gateway: RunningGateway;

beforeAll(async () => {
  api = await startTestApi();
  gateway = await startTestGateway(api.url, { socketLimits: { ...DEFAULT_SOCKET_LIMITS, presenceMs: 100 } });
});
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('presence of open sockets', () => {
  it('reports a user with an open socket to the API on every tick, and stops once the socket closed', async () => {
    const ada = await registerUser(gateway.url, 'Ada');
    const client = wsClient(gateway.url, ada.token);
    await new Promise((resolve) => client.on('connected', resolve));
    const before = gateway.rest.stats.requests;
    // One authenticated call per tick (the API writes last_seen_at at most once a minute of them). Waited for rather
    // than counted over a fixed time: timers run late on a busy machine.
    const deadline = Date.now() + 10_000;
    while (gateway.rest.stats.requests - before < 3 && Date.now() < deadline) await sleep(20);
    expect(gateway.rest.stats.requests - before).toBeGreaterThanOrEqual(3);
    await client.dispose();
    await sleep(150);
    const after = gateway.rest.stats.requests;
    await sleep(350);
    expect(gateway.rest.stats.requests).toBe(after);
  });
});
