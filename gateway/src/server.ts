import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import fastifyHttpProxy from '@fastify/http-proxy';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { tokenBudgetHeaders } from './access-tokens/rate-limit-headers.js';
import { loadConfig, type GatewayConfig } from './config.js';
import { bearerToken, createContext, type GatewayContext } from './context.js';
import { toGraphQLError } from './errors.js';
import { graphiqlRoute } from './graphiql.js';
import { apiDocsRoutes } from './integrators/api-docs.js';
import { publishedSchemaRoute } from './integrators/published-schema.js';
import { API_EVENTS, apiEventHandler, listenInProcess, userChannelOfTopic } from './messages/api-events.js';
import { createPubSub, type Channel, type GatewayPubSub } from './pubsub.js';
import { createRestClient, type RestClient } from './rest/client.js';
import { compressAnswers } from './compression.js';
import { jitGateway } from './execution/jit.js';
import { createSchema } from './schema.js';
import { clientSafeError, withRequestErrorCode, createQueryGuard } from './security/query-guard.js';
import { proxyBodyLimits } from './security/body-limits.js';
import { securityHeaders } from './security/headers.js';
import { gatewayLogger } from './security/logging.js';
import { clientAddress, forwardClientAddress } from './security/client-address.js';
import { gatewayOverload } from './security/overload.js';
import { webApp } from './web-app.js';
import type { SubscriptionStats } from './subscriptions/shared-execution.js';
import { attachWebSocket } from './websocket.js';
import { revokedTokens } from './security/token-checks.js';

export interface Gateway {
  /** Routes registered, not listening yet. */
  app: FastifyInstance;
  /** The REST API client shared by all requests; `rest.stats.requests` counts its calls. */
  rest: RestClient;
  pubsub: GatewayPubSub;
  /** Subscription events executed and delivered: one execution serves every subscription of an operation and viewer. */
  subscriptions: SubscriptionStats;
  /** Closes sockets, drains in-flight requests, then the pub/sub and the REST connection pool. */
  close(): Promise<void>;
}

const GRAPHQL_PATH = '/graphql';
/** Uploads stream through /api; allow them longer than the gateway's own REST calls. */
const PROXY_TIMEOUT_MS = 120_000;

export async function buildGateway(options: Partial<GatewayConfig> = {}): Promise<Gateway> {
  const config = { ...loadConfig(), ...options };
  const app = Fastify({
    logger: gatewayLogger(config),
    bodyLimit: config.graphqlMaxBodyBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  await app.register(securityHeaders, { imageOrigins: config.imageOrigins });
  await app.register(proxyBodyLimits, { uploadMaxBytes: config.uploadMaxBytes });
  await app.register(gatewayOverload, { settings: config.overload, graphqlPath: GRAPHQL_PATH });
  const rest = createRestClient(config.apiUrl, {
    mapError: toGraphQLError,
    deadlineMs: config.apiDeadlineMs,
    deadlineRetryAfterSeconds: config.overload.retryAfterSeconds,
  });
  // The REST API's events: through Redis when configured (events for everyone on one channel, each user's new
  // messages on that user's channel, heard only while the user has a subscription here), else from an API in this
  // process. Never both, so nothing is delivered twice.
  let onApiEvent: (event: unknown) => void = () => {};
  let userChannel: (topic: string) => Channel | undefined = () => undefined;
  const pubsub = createPubSub({
    redisUrl: config.redisUrl,
    channelPrefix: config.redisChannelPrefix,
    channels: [{ name: API_EVENTS, onMessage: (message) => onApiEvent(parseJson(message)) }],
    channelOfTopic: (topic) => userChannel(topic),
  });
  userChannel = userChannelOfTopic(pubsub, parseJson);
  const onMessageEvent = apiEventHandler(pubsub);
  onApiEvent = (event) => {
    onMessageEvent(event);
    const revoked = revokedTokens(event);
    if (revoked) webSocket.closeRevoked(revoked);
  };
  const stopListening = !config.redisUrl && config.apiEvents ? listenInProcess(config.apiEvents, onApiEvent) : null;
  const schema = createSchema(pubsub, { mapTiles: config.mapTiles });
  const guard = createQueryGuard(config.queryLimits);
  const suggestions = config.graphqlSuggestions;

  const apollo = new ApolloServer<GatewayContext>({
    ...(config.graphqlJit === 'off'
      ? { schema }
      : { gateway: jitGateway(schema, { compileOnSighting: config.graphqlJit }) }),
    introspection: true, // integrators and GraphiQL read the schema
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: !suggestions,
    validationRules: guard.validationRules,
    parseOptions: guard.parseOptions,
    formatError: (formatted, error) => clientSafeError(withRequestErrorCode(formatted, error), { suggestions }),
    stopOnTerminationSignals: false, // index.ts owns the signals
    logger: app.log,
    plugins: [
      fastifyApolloDrainPlugin(app),
      ApolloServerPluginCacheControlDisabled(), // answers are per user: nothing to cache
      landingPage,
      logInternalErrors(app.log),
      tokenBudgetHeaders,
    ],
  });
  await apollo.start();
  await app.register(async (graphqlScope) => {
    await compressAnswers(graphqlScope);
    await graphqlScope.register(fastifyApollo(apollo), {
      path: GRAPHQL_PATH,
      context: async (request) =>
        createContext(rest, bearerToken(request.headers.authorization), null, clientAddress(request)),
    });
  });
  await app.register(graphiqlRoute);
  await app.register(publishedSchemaRoute, { schema });
  await app.register(apiDocsRoutes, { dir: config.apiDocsDir });
  // One origin for the browser: /api/me → <API_URL>/me, bodies streamed untouched (multipart included).
  await app.register(fastifyHttpProxy, {
    upstream: config.apiUrl,
    prefix: '/api',
    undici: rest.pool,
    // The client's address in X-Forwarded-For, never its own; no retries (reply-from would resend a GET the API
    // turned away with 503 up to 10 times, a few milliseconds apart: more load exactly when there is too much).
    replyOptions: { timeout: PROXY_TIMEOUT_MS, rewriteRequestHeaders: forwardClientAddress, retryDelay: () => null },
  });
  await app.register(webApp, { webDist: config.webDist });
  const webSocket = attachWebSocket(app.server, {
    schema,
    rest,
    path: GRAPHQL_PATH,
    guard,
    limits: config.socketLimits,
    publicUrl: config.publicUrl,
    suggestions,
  });

  return {
    app,
    rest,
    pubsub,
    subscriptions: webSocket.stats,
    close: async () => {
      stopListening?.();
      await webSocket.close();
      await apollo.stop(); // the drain plugin closes Fastify once in-flight requests finish
      await pubsub.close();
      await rest.close();
    },
  };
}

/** Browsers opening /graphql get a pointer to GraphiQL instead of Apollo's CDN-hosted sandbox. */
const landingPage: ApolloServerPlugin<GatewayContext> = {
  async serverWillStart() {
    return {
      async renderLandingPage() {
        return {
          html: '<!doctype html><title>Host portal GraphQL</title><p>GraphQL endpoint. Explore it in <a href="/graphiql">GraphiQL</a>.</p>',
        };
      },
    };
  },
};

/** Internal errors reach clients as a bare 'Internal server error'; their cause goes to the log. */
function logInternalErrors(log: FastifyBaseLogger): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors }) {
          for (const error of errors) {
            const code = error.extensions?.code;
            if (code === undefined || code === 'INTERNAL_SERVER_ERROR') {
              log.error({ err: error.originalError ?? error, path: error.path }, 'GraphQL operation failed');
            }
          }
        },
      };
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
