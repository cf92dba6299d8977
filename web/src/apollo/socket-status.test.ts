import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ClientSession } from './client';
import { createWsClient } from './ws-client';
import { createSocketStatus } from './socket-status';

const session: ClientSession = { token: () => 'token-1', logout: () => {}, subscribe: () => () => {} };

/** Just enough of the graphql-transport-ws protocol on a real socket: ack, pong (unless told not to), no events. */
function speakGraphqlWs(socket: WebSocket, { pong = true } = {}) {
  socket.on('message', (data) => {
    const { type } = JSON.parse(String(data)) as { type: string };
    if (type === 'connection_init') socket.send(JSON.stringify({ type: 'connection_ack' }));
    if (type === 'ping' && pong) socket.send(JSON.stringify({ type: 'pong' }));
  });
}

const servers: WebSocketServer[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

function listen(setup: (server: WebSocketServer) => void): Promise<{ server: WebSocketServer; url: string }> {
  return new Promise((resolve) => {
    const server: WebSocketServer = new WebSocketServer({ port: 0, host: '127.0.0.1', path: '/graphql' }, () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `ws://127.0.0.1:${port}/graphql` });
    });
    servers.push(server);
    setup(server);
  });
}

function subscribe(url: string, keepAlive = { pingEveryMs: 10_000, pongTimeoutMs: 5_000 }) {
  const status = createSocketStatus();
  const client = createWsClient(session, url, status, keepAlive);
  const stop = client.subscribe(
    { query: 'subscription { ticks }' },
    { next: () => {}, error: () => {}, complete: () => {} },
  );
  return { status, client, stop };
}

describe('the subscription socket status', () => {
  it('is live once connected, down when the server drops the socket, and live again after the reconnect', async () => {
    const { server, url } = await listen((s) => s.on('connection', (socket) => speakGraphqlWs(socket)));
    const { status, client, stop } = subscribe(url);
    expect(status.get()).toBe('idle');
    await vi.waitFor(() => expect(status.get()).toBe('live'));
    for (const socket of server.clients) socket.terminate();
    await vi.waitFor(() => expect(status.get()).toBe('down'));
    // The client retries after about a second (with jitter) and the server is still there.
    await vi.waitFor(() => expect(status.get()).toBe('live'), { timeout: 5_000 });
    stop();
    void client.dispose();
  });

  it('is down when nothing listens at the address', async () => {
    const { server, url } = await listen(() => {});
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const { status, client, stop } = subscribe(url);
    await vi.waitFor(() => expect(status.get()).toBe('down'));
    stop();
    void client.dispose();
  });

  it('is down when the server stops answering pings (a half-open connection)', async () => {
    const { url } = await listen((s) => s.on('connection', (socket) => speakGraphqlWs(socket, { pong: false })));
    const { status, client, stop } = subscribe(url, { pingEveryMs: 100, pongTimeoutMs: 100 });
    await vi.waitFor(() => expect(status.get()).toBe('live'));
    await vi.waitFor(() => expect(status.get()).toBe('down'), { timeout: 2_000 });
    stop();
    void client.dispose();
  });
});
