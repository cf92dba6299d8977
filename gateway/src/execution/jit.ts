import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  execute,
  getOperationAST,
  getVariableValues,
  OperationTypeNode,
  printSchema,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type VariableDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

export interface JitOptions {
  /** Compiled operations kept (least recently used dropped first). */
  maxCompiled: number;
  /** An operation is compiled on this sighting; before, graphql-js runs it (a one-off query never pays a compile). */
  compileOnSighting: number;
}

const DEFAULTS: JitOptions = { maxCompiled: 500, compileOnSighting: 2 };

export interface JitStats {
  /** Operations compiled (again when one dropped out of the map comes back). */
  compiled: number;
  compiledRuns: number;
  graphqlJsRuns: number;
}

type Entry = { compiled: CompiledQuery } | { seen: number };

/**
 * Executes operations with graphql-jit: each operation the web app (or an integrator) sends again is compiled once
 * into plain JavaScript, which runs a large answer (the multi-calendar's 2,000 bars) several times faster than
 * graphql-js's generic walk. Apollo Server has no executor option since version 4; its `gateway` option is the
 * supported way to bring one (what `load` answers executes every operation, after Apollo's parsing, validation and
 * the query guard's limits). Operations are keyed by their text and operation name in a bounded map.
 */
export function jitGateway(
  schema: GraphQLSchema,
  options: Partial<JitOptions> = {},
): GatewayInterface & { stats: JitStats } {
  const { maxCompiled, compileOnSighting } = { ...DEFAULTS, ...options };
  const operations = new Map<string, Entry>();
  const stats: JitStats = { compiled: 0, compiledRuns: 0, graphqlJsRuns: 0 };

  const compiledFor = (key: string, document: DocumentNode, operationName: string | undefined) => {
    const entry = operations.get(key);
    if (entry) operations.delete(key); // re-inserted last: most recently used
    if (entry && 'compiled' in entry) {
      operations.set(key, entry);
      return entry.compiled;
    }
    const seen = (entry?.seen ?? 0) + 1;
    let next: Entry = { seen };
    if (seen >= compileOnSighting) {
      const compiled = compileQuery(schema, document, operationName);
      if (isCompiledQuery(compiled)) {
        next = { compiled };
        stats.compiled++;
      }
    }
    operations.set(key, next);
    if (operations.size > maxCompiled) operations.delete(operations.keys().next().value!);
    return 'compiled' in next ? next.compiled : undefined;
  };

  /** An operation without variables takes any (extra ones are ignored): nothing to coerce on every request. */
  const variableErrors = (
    definitions: readonly VariableDefinitionNode[] | undefined,
    variables: Record<string, unknown>,
  ) =>
    definitions !== undefined &&
    definitions.length > 0 &&
    'errors' in getVariableValues(schema, definitions, variables);

  const executor: GatewayExecutor = async (request) => {
    const { document, context } = request;
    const operationName = request.operationName ?? undefined;
    const variables = (request.request.variables ?? {}) as Record<string, unknown>;
    const operation = getOperationAST(document, operationName);
    // Subscriptions run over graphql-ws (websocket.ts), not here; and variables that do not fit go to graphql-js,
    // whose errors Apollo Server recognizes (BAD_USER_INPUT, status 400).
    const compiled =
      operation && operation.operation !== OperationTypeNode.SUBSCRIPTION
        ? compiledFor(`${operationName ?? ''}\n${request.source}`, document, operationName)
        : undefined;
    if (compiled && !variableErrors(operation?.variableDefinitions, variables)) {
      stats.compiledRuns++;
      return (await compiled.query(undefined, context, variables)) as ExecutionResult;
    }
    stats.graphqlJsRuns++;
    return execute({ schema, document, contextValue: context, variableValues: variables, operationName });
  };

  return {
    stats,
    load: async () => ({ executor }),
    onSchemaLoadOrUpdate: (callback) => {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => {};
    },
    stop: async () => {},
  };
}
