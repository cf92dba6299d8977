import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print, visit, type DefinitionNode, type FragmentDefinitionNode } from 'graphql';

const WEB_SRC = fileURLToPath(new URL('../../../web/src/', import.meta.url));

async function graphqlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === '__generated__' ? [] : graphqlFiles(path);
      return entry.name.endsWith('.graphql') ? [path] : [];
    }),
  );
  return nested.flat();
}

/**
 * The web app's own operations by name (web/src/**\/*.graphql), each with the fragments it spreads, so the bench
 * asks exactly what the pages ask.
 */
export async function webOperations(names: string[]): Promise<Record<string, string>> {
  const sources = await Promise.all((await graphqlFiles(WEB_SRC)).map((file) => readFile(file, 'utf8')));
  const definitions: DefinitionNode[] = sources.flatMap((source) => parse(source).definitions);
  const fragments = new Map(
    definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const operations: Record<string, string> = {};
  for (const name of names) {
    const operation = definitions.find(
      (definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.name?.value === name,
    );
    if (!operation) throw new Error(`No operation ${name} in web/src`);
    const needed = new Map<string, FragmentDefinitionNode>();
    const collect = (node: DefinitionNode) =>
      visit(node, {
        FragmentSpread(spread) {
          const fragment = fragments.get(spread.name.value);
          if (!fragment || needed.has(fragment.name.value)) return;
          needed.set(fragment.name.value, fragment);
          collect(fragment);
        },
      });
    collect(operation);
    operations[name] = [operation, ...needed.values()].map((definition) => print(definition)).join('\n');
  }
  return operations;
}
