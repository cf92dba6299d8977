/**
 * Every limit the gateway enforces on what a client sends, in one place (SECURITY.md lists them). Defaults leave
 * room above the web app's own operations (a test runs each of them through these limits); each one can be tuned
 * with the environment variable named beside it.
 */
export interface QueryLimits {
  /** GRAPHQL_MAX_DEPTH: nesting of fields (fragments flattened; the introspection root excluded). */
  maxDepth: number;
  /** GRAPHQL_MAX_ALIASES: aliases per operation, `__typename` included. */
  maxAliases: number;
  /** GRAPHQL_MAX_DIRECTIVES: directives per operation. */
  maxDirectives: number;
  /** GRAPHQL_MAX_TOKENS: lexical tokens per document, checked while parsing. */
  maxTokens: number;
  /** GRAPHQL_MAX_COST: the estimated cost (see query-cost.ts) an operation may have. */
  maxCost: number;
  /** GRAPHQL_LIST_SIZE: how many items the cost estimate assumes a list field returns. */
  listSize: number;
  /** Lists nested inside the introspection root (`__schema { types { fields { args … } } }` is 3). */
  maxIntrospectionListDepth: number;
}

export interface SocketLimits {
  /** WS_MAX_SUBSCRIPTIONS: operations open at once on one socket. */
  maxSubscriptionsPerSocket: number;
  /** WS_MAX_SOCKETS_PER_USER: sockets one user may hold open on one gateway instance. */
  maxSocketsPerUser: number;
  /** WS_MAX_FRAME_BYTES: the largest WebSocket message accepted; bigger closes the socket (1009). */
  maxFrameBytes: number;
  /**
   * WS_TOKEN_RECHECK_MS: how long one check that a socket's token still works is shared by the events of the
   * same token. A revoked token stops receiving within this time.
   */
  tokenRecheckMs: number;
  /**
   * WS_SHARE_EXECUTIONS (1, or 0 to turn off): one execution of an event's selection set serves every subscription
   * with the same operation, variables and viewer. Off only to measure what it saves.
   */
  shareExecutions: boolean;
  /**
   * WS_PRESENCE_MS (0 turns it off): how often the gateway tells the REST API that a user with an open socket is
   * still here (one `GET /me` per such user), so an open app counts as seen for the host's message notices.
   */
  presenceMs: number;
}

export const DEFAULT_QUERY_LIMITS: QueryLimits = {
  maxDepth: 10,
  maxAliases: 15,
  maxDirectives: 10,
  maxTokens: 2000,
  maxCost: 10_000,
  listSize: 10,
  maxIntrospectionListDepth: 3,
};

export const DEFAULT_SOCKET_LIMITS: SocketLimits = {
  maxSubscriptionsPerSocket: 50,
  maxSocketsPerUser: 20,
  maxFrameBytes: 64 * 1024,
  tokenRecheckMs: 1000,
  shareExecutions: true,
  presenceMs: 60_000,
};

export function loadQueryLimits(env: NodeJS.ProcessEnv): QueryLimits {
  const d = DEFAULT_QUERY_LIMITS;
  return {
    maxDepth: positive(env, 'GRAPHQL_MAX_DEPTH', d.maxDepth),
    maxAliases: positive(env, 'GRAPHQL_MAX_ALIASES', d.maxAliases),
    maxDirectives: positive(env, 'GRAPHQL_MAX_DIRECTIVES', d.maxDirectives),
    maxTokens: positive(env, 'GRAPHQL_MAX_TOKENS', d.maxTokens),
    maxCost: positive(env, 'GRAPHQL_MAX_COST', d.maxCost),
    listSize: positive(env, 'GRAPHQL_LIST_SIZE', d.listSize),
    maxIntrospectionListDepth: d.maxIntrospectionListDepth,
  };
}

export function loadSocketLimits(env: NodeJS.ProcessEnv): SocketLimits {
  const d = DEFAULT_SOCKET_LIMITS;
  return {
    maxSubscriptionsPerSocket: positive(env, 'WS_MAX_SUBSCRIPTIONS', d.maxSubscriptionsPerSocket),
    maxSocketsPerUser: positive(env, 'WS_MAX_SOCKETS_PER_USER', d.maxSocketsPerUser),
    maxFrameBytes: positive(env, 'WS_MAX_FRAME_BYTES', d.maxFrameBytes),
    tokenRecheckMs: nonNegative(env, 'WS_TOKEN_RECHECK_MS', d.tokenRecheckMs),
    shareExecutions: env.WS_SHARE_EXECUTIONS === undefined ? d.shareExecutions : env.WS_SHARE_EXECUTIONS !== '0',
    presenceMs: nonNegative(env, 'WS_PRESENCE_MS', d.presenceMs),
  };
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = nonNegative(env, name, fallback);
  if (value < 1) throw new Error(`${name} must be a positive integer, got '${env[name]}'`);
  return value;
}

function nonNegative(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got '${raw}'`);
  return value;
}
