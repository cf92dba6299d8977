// scripts/cluster.mjs driven end to end, from the built dist: `npm run test:cluster` (after `npm run build`; `npm
// test` runs it right after its build). PostgreSQL (TEST_DATABASE_URL) and Redis (REDIS_URL), skipped without them.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConversation, type Conversation } from '../messages/fixtures.js';
import { subscribe } from '../messages/subscriber.js';
import { startCluster, type ClusterReady, type RunningCluster } from './start.js';

const DATABASE_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;

describe.skipIf(!DATABASE_URL || !REDIS_URL)('the cluster of scripts/cluster.mjs', () => {
  const schema = `cluster_test_${randomUUID().replaceAll('-', '')}`;
  let cluster: RunningCluster | undefined;
  let ready: ClusterReady;
  let conversation: Conversation;
  let bookingId: string;

  beforeAll(async () => {
    cluster = await startCluster(DATABASE_URL!, REDIS_URL!, {
      CLUSTER_SCHEMA: schema,
      RATE_LIMITS: JSON.stringify({ '*': false }),
    });
    ready = cluster.ready;
    // Through the front proxy and a gateway's /api passthrough, as the web app calls the REST API.
    conversation = await createConversation(`${ready.url}/api`);
    bookingId = conversation.booking.split('/').pop()!;
  }, 90_000);

  afterAll(async () => {
    await cluster?.stop();
    if (DATABASE_URL) await query(DATABASE_URL, `drop schema if exists "${schema}" cascade`);
  }, 30_000);

  it('delivers a message posted through API instance 1 and through gateway 1 to a subscriber on gateway 2', async () => {
    // One subscriber straight on gateway 2, one through the front proxy's WebSocket tunnel.
    const subscribers = [ready.gateways[1]!.url, ready.url].map((url) => {
      const received: string[] = [];
      const errors: unknown[] = [];
      const client = subscribe(
        url,
        conversation.hostToken,
        (c) => void received.push(c),
        (e) => void errors.push(e),
      );
      return { received, errors, client };
    });
    try {
      for (const { received } of subscribers) await waitUntilLive(received, conversation, ready.apis[0]!.url);
      const viaApi = `via api-1 ${randomUUID()}`;
      const posted = await fetch(`${ready.apis[0]!.url}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${conversation.guestToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ booking: conversation.booking, content: viaApi }),
      });
      expect(posted.status).toBe(201);
      const viaGateway = `via gateway-1 ${randomUUID()}`;
      expect(await sendMessage(ready.gateways[0]!.url, conversation.guestToken, bookingId, viaGateway)).toBe(true);
      for (const { received, errors } of subscribers) {
        await until(() => received.includes(viaApi) && received.includes(viaGateway), 10_000);
        expect(received.filter((content) => content === viaApi || content === viaGateway)).toHaveLength(2);
        expect(errors).toEqual([]);
      }
    } finally {
      for (const { client } of subscribers) await client.dispose();
    }
  }, 30_000);

  it('loses no acknowledged write when an API instance is killed mid-stream, and keeps serving', async () => {
    const acknowledged: string[] = [];
    let failed = 0;
    let acknowledgedAfterKill = 0;
    let killed = false;
    const streamUntil = Date.now() + 8_000;
    const writer = async (lane: number) => {
      for (let n = 0; Date.now() < streamUntil; n++) {
        const content = `stream ${lane}-${n} ${randomUUID()}`;
        if (await sendMessage(ready.url, conversation.guestToken, bookingId, content)) {
          acknowledged.push(content);
          if (killed) acknowledgedAfterKill++;
        } else failed++;
      }
    };
    const writers = [1, 2, 3, 4].map(writer);
    await sleep(2_500);
    const before = acknowledged.length;
    process.kill(ready.apis[0]!.pid, 'SIGKILL');
    killed = true;
    await Promise.all(writers);

    expect(() => process.kill(ready.apis[0]!.pid, 0), 'API instance 1 is gone').toThrow();
    expect(before).toBeGreaterThan(10);
    // The survivor carried the stream on: far more writes were acknowledged after the kill than failed around it.
    expect(acknowledgedAfterKill).toBeGreaterThan(10);
    expect(failed).toBeLessThan(acknowledgedAfterKill);
    const stored = await query(DATABASE_URL!, `select content from "${schema}".messages where content like 'stream %'`);
    const contents = new Set(stored.map((row) => row.content));
    expect(acknowledged.filter((content) => !contents.has(content))).toEqual([]);
    const health = await fetch(`${ready.apis[1]!.url}/health`);
    expect(health.status).toBe(200);
    console.info(
      `cluster: ${acknowledged.length} writes acknowledged (${acknowledgedAfterKill} after the SIGKILL), ` +
        `${failed} failed, all ${acknowledged.length} in the database`,
    );
  }, 40_000);
});

describe('CLUSTER_INSTANCES', () => {
  it.each(['0', '1.5', 'two', '17'])('refuses %s before it starts anything', async (instances) => {
    const run = promisify(execFile)(process.execPath, ['scripts/cluster.mjs'], {
      cwd: fileURLToPath(new URL('../../../', import.meta.url)),
      // Nothing listens there: the count is checked before any connection.
      env: {
        ...process.env,
        DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none',
        REDIS_URL: 'redis://127.0.0.1:9',
        CLUSTER_INSTANCES: instances,
      },
    });
    await expect(run).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('CLUSTER_INSTANCES must be a whole number from 1 to 16') as string,
    });
  });
});

/** sendMessage through a gateway (or the front proxy); true when answered 200 with the message. */
async function sendMessage(url: string, token: string, bookingId: string, content: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation Send($bookingId: ID!, $content: String!) { sendMessage(bookingId: $bookingId, content: $content) { id } }',
        variables: { bookingId, content },
      }),
    });
    const body = (await response.json()) as { data?: { sendMessage?: { id: string } | null } | null };
    return response.status === 200 && Boolean(body.data?.sendMessage?.id);
  } catch {
    return false;
  }
}

/** Posts probes straight to an API instance until the subscriber has one: its subscription is then open. */
async function waitUntilLive(received: string[], conversation: Conversation, apiUrl: string) {
  const started = Date.now();
  while (Date.now() - started < 10_000) {
    const probe = `probe ${randomUUID()}`;
    await fetch(`${apiUrl}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${conversation.guestToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ booking: conversation.booking, content: probe }),
    });
    try {
      await until(() => received.includes(probe), 500);
      return;
    } catch {
      // not live yet
    }
  }
  throw new Error('the subscription on gateway 2 never delivered');
}

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await sleep(20);
  }
}

async function query(url: string, sql: string): Promise<{ content: string }[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ content: string }>(sql)).rows;
  } finally {
    await client.end();
  }
}
