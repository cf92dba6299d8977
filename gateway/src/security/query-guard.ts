import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type ParseOptions,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type { QueryLimits } from './limits.js';
import { limitError, queryCostRule } from './query-cost.js';

export interface QueryGuard {
  /** Apollo Server's `validationRules` (the same rules the WebSocket transport runs). */
  validationRules: ValidationRule[];
  /** Apollo Server's `parseOptions`: the token limit stops the parser itself. */
  parseOptions: ParseOptions;
  /** For transports that parse and validate themselves (graphql-ws): the document, or the errors to answer. */
  check(schema: GraphQLSchema, query: string): { document: DocumentNode } | { errors: GraphQLError[] };
}

/**
 * Refuses, before anything runs, what no client of the portal needs: deep nesting, many aliases or directives,
 * long documents and costly list nesting. Depth, aliases and directives are graphql-armor's rules; the cost rule
 * is ours because armor's cost does not multiply by list sizes. Every refusal is a GRAPHQL_VALIDATION_FAILED error naming the limit.
 */
export function createQueryGuard(limits: QueryLimits): QueryGuard {
  const report = (context: ValidationContext | null, error: GraphQLError) =>
    context?.reportError(limitError(error.message.replace(/^Syntax Error: /, '')));
  const armored = { propagateOnRejection: false, onReject: [report] };
  const armor = new ApolloArmor({
    // Ours instead: the list-aware cost rule, graphql-js's own token limit, Apollo's hidden suggestions.
    costLimit: { enabled: false },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
    maxDepth: { n: limits.maxDepth, flattenFragments: true, ignoreIntrospection: true, ...armored },
    maxAliases: { n: limits.maxAliases, allowList: [], ...armored },
    maxDirectives: { n: limits.maxDirectives, ...armored },
  });
  const validationRules = [...armor.protect().validationRules, queryCostRule(limits)];
  const parseOptions: ParseOptions = { maxTokens: limits.maxTokens };

  return {
    validationRules,
    parseOptions,
    check(schema, query) {
      let document: DocumentNode;
      try {
        document = parse(query, parseOptions);
      } catch (error) {
        if (error instanceof GraphQLError) return { errors: [withCode(error, 'GRAPHQL_PARSE_FAILED')] };
        throw error;
      }
      const errors = validate(schema, document, [...specifiedRules, ...validationRules]);
      if (errors.length === 0) return { document };
      return { errors: errors.map((error) => withCode(error, 'GRAPHQL_VALIDATION_FAILED')) };
    },
  };
}

/** The codes Apollo Server gives the same failures over HTTP, so both transports answer alike. */
function withCode(error: GraphQLError, code: string): GraphQLError {
  if (error.extensions.code) return error;
  return new GraphQLError(error.message, { nodes: error.nodes, extensions: { ...error.extensions, code } });
}

const SUGGESTION = /\s*Did you mean .+\?$/;

/**
 * What a client may see of an error: the messages the gateway wrote for people, never the text of an
 * unexpected failure (its cause goes to the log), and without 'Did you mean …' hints about the schema unless
 * `suggestions` (GraphiQL development mode) is on.
 */
export function clientSafeError(error: GraphQLFormattedError, { suggestions }: { suggestions: boolean }) {
  const code = error.extensions?.code;
  if (code === undefined || code === 'INTERNAL_SERVER_ERROR') {
    const { message: _message, extensions: _extensions, ...rest } = error;
    return { ...rest, message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  const { stacktrace: _stacktrace, exception: _exception, ...extensions } = error.extensions ?? {};
  const message = suggestions ? error.message : error.message.replace(SUGGESTION, '');
  return { ...error, message, extensions };
}

/**
 * Apollo Server's own request errors that carry a 400 but no code (a persisted query whose hash does not match its
 * query) are the client's to fix: they keep their message, with the code BAD_REQUEST.
 */
export function withRequestErrorCode(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  // Apollo has already given such an error INTERNAL_SERVER_ERROR: the raw error tells it from a real failure.
  if (!(error instanceof GraphQLError) || error.extensions.code !== undefined || error.originalError) return formatted;
  const http = error.extensions.http as { status?: number } | undefined;
  if (http?.status !== 400) return formatted;
  return { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_REQUEST' } };
}
