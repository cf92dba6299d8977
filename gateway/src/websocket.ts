import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { GraphQLError, GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { bearerToken, createContext } from './context.js';
import type { RestClient } from './rest/client.js';

interface ConnectionParams extends Record<string, unknown> {
  /** `Bearer <jwt>`, the same token as the HTTP Authorization header. */
  authorization?: string;
}

interface Connection extends Record<PropertyKey, unknown> {
  token: string;
  userId: number;
}

const MAX_MESSAGE_BYTES = 1024 * 1024;

/**
 * graphql-ws on the HTTP server's `path`. A connection authenticates once, in `onConnect`, with
 * `connectionParams.authorization`; it is refused (4403 Forbidden) without a valid token. The token never
 * comes from cookies, so another site cannot open a socket in a signed-in browser's name.
 */
export function attachWebSocket(
  server: Server,
  { schema, rest, path }: { schema: GraphQLSchema; rest: RestClient; path: string },
) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(request.url ?? '/', 'http://gateway').pathname !== path) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  };
  server.on('upgrade', onUpgrade);

  const graphqlWs = useServer<ConnectionParams, Connection>(
    {
      schema,
      onConnect: async (ctx) => {
        const token = bearerToken(ctx.connectionParams?.authorization);
        if (!token) return false;
        try {
          const me = await rest.forToken(token).get('/me');
          Object.assign(ctx.extra, { token, userId: me.id });
          return true;
        } catch (error) {
          // An unusable token is a refusal; the REST API being down is not (4500: clients retry).
          if ((error as GraphQLError).extensions?.code === 'UNAUTHENTICATED') return false;
          throw error;
        }
      },
      context: ({ extra }) => createContext(rest, extra.token ?? null, extra.userId ?? null),
    },
    wss,
  );

  return {
    /** Closes every socket (1001 Going Away) and stops accepting new ones. */
    close: async () => {
      server.off('upgrade', onUpgrade);
      await graphqlWs.dispose();
    },
  };
}
