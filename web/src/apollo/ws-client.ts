import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type Client as WsClient } from 'graphql-ws';
import type { ClientSession } from './session';
import { socketStatus, type SocketStatus } from './socket-status';

// The subscriptions socket: loaded with the first subscription (the signed-in shell), not on the first screen.

/** graphql-ws close codes with which the server refuses the connection's token. */
const WS_UNAUTHORIZED = new Set([4401, 4403]);
/** Our own close code: the token changed, reconnect with the new one. */
const WS_RESTART = 4205;

/** How often the socket is pinged, and how long a pong may take before the socket counts as dead. */
export interface KeepAlive {
  pingEveryMs: number;
  pongTimeoutMs: number;
}
const KEEP_ALIVE: KeepAlive = { pingEveryMs: 10_000, pongTimeoutMs: 5_000 };
/** Our own close code: no pong in time (a half-open connection that the browser would not notice for minutes). */
const WS_PING_TIMEOUT = 4408;
/** Reconnect waits double from 1 s up to this, plus up to a second of jitter so clients do not reconnect at once. */
const MAX_RETRY_WAIT_MS = 10_000;

export function createWsClient(
  session: ClientSession,
  url: string,
  status: SocketStatus = socketStatus,
  keepAlive: KeepAlive = KEEP_ALIVE,
): WsClient {
  let socket: WebSocket | null = null;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  let token = session.token();
  const client = createClient({
    url,
    lazy: true,
    connectionParams: () => {
      const bearer = session.token();
      return bearer ? { authorization: `Bearer ${bearer}` } : {};
    },
    keepAlive: keepAlive.pingEveryMs,
    // Never give up: the messaging panel polls while the socket is down and goes live again when it is back.
    retryAttempts: Infinity,
    retryWait: (retries) =>
      new Promise((resolve) =>
        setTimeout(resolve, Math.min(1000 * 2 ** retries, MAX_RETRY_WAIT_MS) + Math.random() * 1000),
      ),
    shouldRetry: (event) => !(event instanceof CloseEvent && WS_UNAUTHORIZED.has(event.code)),
    on: {
      connected: (s) => {
        socket = s as WebSocket;
        status.set('live');
      },
      ping: (received) => {
        if (received) return;
        clearTimeout(pongTimer);
        pongTimer = setTimeout(() => {
          if (socket?.readyState === WebSocket.OPEN) socket.close(WS_PING_TIMEOUT, 'Pong timeout');
        }, keepAlive.pongTimeoutMs);
      },
      pong: (received) => {
        if (received) clearTimeout(pongTimer);
      },
      closed: (event) => {
        socket = null;
        clearTimeout(pongTimer);
        const code = event instanceof CloseEvent ? event.code : undefined;
        // 1000: closed on purpose (no subscription left); WS_RESTART: reconnecting at once with a new token.
        status.set(code === 1000 || code === WS_RESTART ? 'idle' : 'down');
        if (code !== undefined && WS_UNAUTHORIZED.has(code) && session.token()) session.logout();
      },
      error: () => status.set('down'),
    },
  });
  session.subscribe(() => {
    const next = session.token();
    if (next === token) return;
    token = next;
    if (socket?.readyState === WebSocket.OPEN) socket.close(WS_RESTART, 'Client Restart');
  });
  return client;
}

/** The link that carries subscriptions over the socket. */
export function createWsLink(session: ClientSession, url: string): GraphQLWsLink {
  return new GraphQLWsLink(createWsClient(session, url));
}
