import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDuplicates } from './check-duplicates.mjs';

const script = fileURLToPath(new URL('./check-duplicates.mjs', import.meta.url));

/** Twelve lines, well over 50 tokens: a clone wherever it stands twice. */
const NIGHTS = `export function nightsBetween(from: string, to: string): number {
  const start = Date.parse(\`\${from}T00:00:00Z\`);
  const end = Date.parse(\`\${to}T00:00:00Z\`);
  if (Number.isNaN(start) || Number.isNaN(end)) {
    throw new Error(\`Not a day: \${from} or \${to}\`);
  }
  const nights = Math.round((end - start) / 86_400_000);
  if (nights < 0) {
    throw new Error(\`\${to} is before \${from}\`);
  }
  return nights;
}
`;

const trees: string[] = [];
afterEach(() => {
  for (const tree of trees.splice(0)) rmSync(tree, { recursive: true, force: true });
});

/** A repository of two workspaces (alpha, beta) and bench/, with `files` (path → text). */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'duplicates-tree-'));
  trees.push(root);
  const all = {
    'package.json': JSON.stringify({ workspaces: ['alpha', 'beta'] }),
    'bench/src/run.ts': 'export const runs = 1;\n',
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const check = (root: string) => spawnSync(process.execPath, [script, root], { encoding: 'utf8' });

describe('check:duplicates', () => {
  it('fails on code repeated across two packages, naming both places', async () => {
    const root = tree({
      'alpha/src/nights.ts': NIGHTS,
      'beta/src/stay.ts': `export const kind = 'stay';\n\n${NIGHTS}`,
    });

    const run = check(root);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('1 clone(s) span two packages');
    expect(run.stderr).toMatch(
      /alpha\/src\/nights\.ts:1-12 ~ beta\/src\/stay\.ts:3-14|beta\/src\/stay\.ts:3-14 ~ alpha\/src\/nights\.ts:1-12/,
    );
    expect((await checkDuplicates(root)).crossing).toHaveLength(1);
  });

  it('passes a tree whose repeats stay within a package and under the ceiling, and fails it over the ceiling', async () => {
    const root = tree({
      'alpha/src/nights.ts': NIGHTS,
      'alpha/src/copy/nights.ts': NIGHTS,
      'beta/src/stay.ts': `export const kind = 'stay';\n`,
    });

    const run = check(root);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('No clone spans two packages; 1 within packages');

    const over = await checkDuplicates(root, { ceiling: 0 });
    expect(over.crossing).toEqual([]);
    expect(over.failures[0]).toBe(
      '1 clones, more than the ceiling of 0 (scripts/check-duplicates.mjs): remove the new one(s) among',
    );
    expect(over.failures[1]).toMatch(/alpha\/src\/(copy\/)?nights\.ts:1-12 ~ alpha\/src\/(copy\/)?nights\.ts:1-12/);
  });
});
