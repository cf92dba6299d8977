import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Kind,
  parse,
  print,
  visit,
  type ASTNode,
  type DefinitionNode,
  type DirectiveNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

const WEB_SRC = fileURLToPath(new URL('../../../web/src', import.meta.url));

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : graphqlFiles(path);
    return entry.name.endsWith('.graphql') ? [path] : [];
  });
}

/** The definitions of web/src's .graphql files, and their fragments by name. */
function webDefinitions() {
  const definitions = graphqlFiles(WEB_SRC).flatMap((file) => parse(readFileSync(file, 'utf8')).definitions);
  const fragments = new Map(
    definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  return { definitions, fragments };
}

/** The fragments `nodes` spread, transitively, each once. */
function spreadFragments(nodes: DefinitionNode[], fragments: Map<string, FragmentDefinitionNode>) {
  const needed = new Map<string, FragmentDefinitionNode>();
  const collect = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (fragment && !needed.has(fragment.name.value)) {
          needed.set(fragment.name.value, fragment);
          collect(fragment);
        }
      },
    });
  nodes.forEach(collect);
  return [...needed.values()];
}

/**
 * Every operation of the web app as Apollo Client sends it: with the fragments it spreads (transitively) and
 * `__typename` added to each selection set below the root. Read from web/src's .graphql files, as codegen reads them.
 */
export function webOperations(): { name: string; query: string }[] {
  const { definitions, fragments } = webDefinitions();
  return definitions
    .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => {
      const document: DocumentNode = {
        kind: Kind.DOCUMENT,
        definitions: [operation, ...spreadFragments([operation], fragments)],
      };
      return { name: operation.name?.value ?? '(anonymous)', query: print(asSent(document)) };
    });
}

/**
 * The web app's fragments `names` and those they spread, as text to append to a test's own operation (which then
 * selects what the web screens select).
 */
export function webFragments(...names: string[]): string {
  const { fragments } = webDefinitions();
  const named = names.map((name) => {
    const fragment = fragments.get(name);
    if (!fragment) throw new Error(`web/src has no fragment ${name}`);
    return fragment;
  });
  const spread = spreadFragments(named, fragments).filter((fragment) => !names.includes(fragment.name.value));
  return [...named, ...spread].map((fragment) => print(withoutClientDirectives(fragment))).join('\n');
}

/** Directives Apollo Client reads itself and removes before a document leaves the browser. */
const CLIENT_ONLY_DIRECTIVES = new Set(['unmask', 'nonreactive', 'connection']);

const clientDirectiveRemover = {
  Directive: (directive: DirectiveNode) => (CLIENT_ONLY_DIRECTIVES.has(directive.name.value) ? null : undefined),
};

/** The node without the directives Apollo Client removes (such as a fragment spread's `@unmask`). */
function withoutClientDirectives<T extends ASTNode>(node: T): T {
  return visit(node, clientDirectiveRemover);
}

/**
 * As Apollo Client sends a document: client-only directives removed, and `__typename` in every selection set but
 * the operation's root (addTypenameToDocument).
 */
function asSent(document: DocumentNode): DocumentNode {
  return visit(document, {
    ...clientDirectiveRemover,
    SelectionSet: {
      leave(selectionSet: SelectionSetNode, _key, parent) {
        if (parent && !Array.isArray(parent) && (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION) {
          return undefined;
        }
        const has = selectionSet.selections.some(
          (selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename',
        );
        if (has) return undefined;
        return {
          ...selectionSet,
          selections: [
            ...selectionSet.selections,
            { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } },
          ],
        };
      },
    },
  });
}
