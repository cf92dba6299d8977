import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { GraphQLError, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { bearerToken, createContext } from './context.js';
import type { RestClient } from './rest/client.js';
import type { SocketLimits } from './security/limits.js';
import { clientSafeError, type QueryGuard } from './security/query-guard.js';
import { createTokenChecks, tokenExpiry, tokenId, type RevokedTokens } from './security/token-checks.js';
import { sharedSubscriptions } from './subscriptions/shared-execution.js';

interface ConnectionParams extends Record<string, unknown> {
  /** `Bearer <jwt>`, the same token as the HTTP Authorization header. */
  authorization?: string;
}

interface Connection extends Record<PropertyKey, unknown> {
  token: string;
  userId: number;
  /** Closes the socket when the token expires. */
  expiryTimer: NodeJS.Timeout | undefined;
}

/** Sent when a socket's token stops working (expired, revoked, or retired by a new password). */
export const TOKEN_GONE = { code: CloseCode.Unauthorized, reason: 'Token expired or revoked' } as const;
const TOO_MANY_SOCKETS = { code: CloseCode.TooManyInitialisationRequests, reason: 'Too many connections' } as const;

export interface WebSocketOptions {
  schema: GraphQLSchema;
  rest: RestClient;
  path: string;
  guard: QueryGuard;
  limits: SocketLimits;
  /**
   * Browsers may open sockets only from this origin (PUBLIC_URL) or the gateway's own address; clients that send
   * no Origin are not browsers.
   */
  publicUrl: string;
  suggestions: boolean;
}

/**
 * graphql-ws on the HTTP server's `path`. A connection authenticates once, in `onConnect`, with
 * `connectionParams.authorization` (refused with 4403 without a valid token); the token never comes from cookies,
 * and a page of another origin cannot open a socket at all. After that the token is checked again before every
 * event it would receive (one check shared by a token's events for `tokenRecheckMs`, a second by default) and
 * when it expires, so a revoked or expired token stops receiving within that time: the socket is closed with 4401. Operations get the same query limits as HTTP.
 */
export function attachWebSocket(server: Server, options: WebSocketOptions) {
  const { schema, rest, path, guard, limits, suggestions } = options;
  const allowedOrigin = new URL(options.publicUrl).origin;
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxFrameBytes });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(request.url ?? '/', 'http://gateway').pathname !== path) {
      socket.destroy();
      return;
    }
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== allowedOrigin && !sameOrigin(origin, request.headers.host)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  };
  server.on('upgrade', onUpgrade);

  const tokens = createTokenChecks(rest, limits.tokenRecheckMs);
  /** Open sockets by user, with their token's id: what a revocation closes. */
  const open = new Map<number, Map<WebSocket, string | null>>();
  /** The latest token of each user with an open socket: presence is reported with it. */
  const presence = new Map<number, string>();
  const presenceTimer = limits.presenceMs > 0 ? setInterval(reportPresence, limits.presenceMs) : undefined;
  presenceTimer?.unref();
  /** One authenticated call per user with an open socket: the API records them as seen (the host's notices). */
  function reportPresence() {
    for (const token of presence.values()) void tokens.userOf(token).catch(() => null);
  }
  const safe = (error: GraphQLError) => clientSafeError(error.toJSON(), { suggestions });
  /** Each subscription's operation and viewer, by its context: subscriptions with the same one share executions. */
  const operationKeys = new WeakMap<object, string>();
  const shared = sharedSubscriptions((args) =>
    limits.shareExecutions ? (operationKeys.get(args.contextValue as object) ?? null) : null,
  );

  const graphqlWs = useServer<ConnectionParams, Connection>(
    {
      schema,
      subscribe: shared.subscribe,
      onConnect: async (ctx) => {
        const token = bearerToken(ctx.connectionParams?.authorization);
        if (!token) return false;
        const userId = await tokens.userOf(token);
        if (userId === null) return false;
        const sockets = open.get(userId) ?? new Map<WebSocket, string | null>();
        if (sockets.size >= limits.maxSocketsPerUser) {
          ctx.extra.socket.close(TOO_MANY_SOCKETS.code, TOO_MANY_SOCKETS.reason);
          return false;
        }
        open.set(userId, sockets.set(ctx.extra.socket, tokenId(token)));
        presence.set(userId, token);
        const expiresAt = tokenExpiry(token);
        const expiryTimer =
          expiresAt === null
            ? undefined
            : setTimeout(() => ctx.extra.socket.close(TOKEN_GONE.code, TOKEN_GONE.reason), timerDelay(expiresAt));
        Object.assign(ctx.extra, { token, userId, expiryTimer });
        return true;
      },
      onClose: (ctx) => {
        const { userId, expiryTimer } = ctx.extra;
        clearTimeout(expiryTimer);
        if (userId === undefined) return;
        open.get(userId)?.delete(ctx.extra.socket);
        if (open.get(userId)?.size === 0) {
          open.delete(userId);
          presence.delete(userId);
        }
      },
      onSubscribe: (ctx, _id, payload) => {
        if (Object.keys(ctx.subscriptions).length > limits.maxSubscriptionsPerSocket) {
          const message = `At most ${limits.maxSubscriptionsPerSocket} operations may be open on one connection.`;
          return [new GraphQLError(message, { extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' } })];
        }
        const checked = guard.check(schema, payload.query);
        if ('errors' in checked) return checked.errors;
        const contextValue = createContext(rest, ctx.extra.token ?? null, ctx.extra.userId ?? null);
        const { query, operationName = null, variables = null } = payload;
        operationKeys.set(contextValue, JSON.stringify([ctx.extra.userId, query, operationName, variables]));
        return { schema, document: checked.document, operationName, variableValues: variables, contextValue };
      },
      onError: (_ctx, _id, _payload, errors) => errors.map(safe),
      onNext: async (ctx, _id, _payload, _args, result: ExecutionResult) => {
        const { token } = ctx.extra;
        if (token && !(await tokens.stillValid(token))) {
          ctx.extra.socket.close(TOKEN_GONE.code, TOKEN_GONE.reason);
          return { errors: [{ message: TOKEN_GONE.reason, extensions: { code: 'UNAUTHENTICATED' } }] };
        }
        if (!result.errors) return undefined;
        return { ...result, errors: result.errors.map(safe) };
      },
    },
    wss,
  );

  return {
    /** Executions and deliveries of subscription events on this gateway. */
    stats: shared.stats,
    /** Closes at once the sockets of tokens the REST API revoked (one token, or all of a user's). */
    closeRevoked({ userId, tokenId: revoked }: RevokedTokens) {
      for (const [socket, id] of open.get(userId) ?? []) {
        if (revoked === undefined || id === revoked) socket.close(TOKEN_GONE.code, TOKEN_GONE.reason);
      }
    },
    /** Closes every socket (1001 Going Away) and stops accepting new ones. */
    close: async () => {
      clearInterval(presenceTimer);
      server.off('upgrade', onUpgrade);
      await graphqlWs.dispose();
    },
  };
}

/** A page of the gateway's own address (opened as 127.0.0.1 rather than PUBLIC_URL's name, say). */
function sameOrigin(origin: string, host: string | undefined): boolean {
  if (!host || !URL.canParse(origin)) return false;
  const { protocol, host: originHost } = new URL(origin);
  return (protocol === 'http:' || protocol === 'https:') && originHost === host;
}

/** setTimeout takes at most 2^31 - 1 ms (about 24 days); a token living longer is re-checked on events anyway. */
const timerDelay = (expiresAtMs: number) => Math.min(Math.max(0, expiresAtMs - Date.now()), 2 ** 31 - 1);
