import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient, type Client as WsClient } from 'graphql-ws';
import { isUnauthenticated } from './errors';
import { socketStatus, type SocketStatus } from './socket-status';
import { typePolicies } from './type-policies';

/** What the client needs of the session: the current bearer token, and a way to sign out. */
export interface ClientSession {
  token(): string | null;
  logout(): void;
  /** Called on every session change, so the socket can reconnect with the new token. */
  subscribe(listener: () => void): () => void;
}

export interface ClientOptions {
  session: ClientSession;
  /** Defaults to `/graphql` on the page's origin (the gateway serves the app, GraphQL and the REST API). */
  httpUri?: string;
  wsUrl?: string;
  /** The fetch implementation (tests pass a fake server). */
  fetch?: typeof fetch;
}

/** Operations whose UNAUTHENTICATED answer is about the credentials typed in, not about a stale token. */
const SIGN_IN_OPERATIONS = new Set(['Login', 'Register']);

/** graphql-ws close codes with which the server refuses the connection's token. */
const WS_UNAUTHORIZED = new Set([4401, 4403]);
/** Our own close code: the token changed, reconnect with the new one. */
const WS_RESTART = 4205;

function defaultWsUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/graphql`;
}

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

/** The one Apollo client of the portal: HTTP for queries and mutations, graphql-ws for subscriptions. */
export function createApolloClient({ session, httpUri = '/graphql', wsUrl, fetch }: ClientOptions): ApolloClient {
  const httpLink = new HttpLink({ uri: httpUri, ...(fetch ? { fetch } : {}) });

  const authLink = new SetContextLink(({ headers }) => {
    const bearer = session.token();
    return bearer ? { headers: { ...headers, authorization: `Bearer ${bearer}` } } : {};
  });

  const errorLink = new ErrorLink(({ error, operation }) => {
    if (isUnauthenticated(error) && !SIGN_IN_OPERATIONS.has(operation.operationName ?? '') && session.token()) {
      session.logout();
    }
  });

  const wsLink = new GraphQLWsLink(createWsClient(session, wsUrl ?? defaultWsUrl()));

  const link = ApolloLink.from([
    errorLink,
    ApolloLink.split(
      (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
      wsLink,
      ApolloLink.from([authLink, httpLink]),
    ),
  ]);

  return new ApolloClient({ link, cache: new InMemoryCache({ typePolicies }) });
}
