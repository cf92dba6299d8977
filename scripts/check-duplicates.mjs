// Fails when code is repeated across two workspace packages (the shared part belongs in the lower package, or in
// testkit/ for test data), or when the repeats within packages outnumber CEILING. jscpd finds them: exact copies of 6
// lines and 50 tokens or more, comments and import lines left out.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// jscpd 4's ES module build imports `colors/safe` without its extension, which Node refuses: its CommonJS build.
/** @type {typeof import('jscpd')} */
const { detectClones } = createRequire(import.meta.url)('jscpd');

/**
 * The clones jscpd finds today within packages: 15 on 2026-11-27 (none across packages), after the dedupe of issue
 * 11. It only goes down: lower it when a change removes repeats; a change that adds one removes another instead.
 */
export const CEILING = 15;

/**
 * @typedef {{ file: string; start: number; end: number }} Place a file (from the root) and its lines
 * @typedef {[Place, Place]} Clone
 */

/**
 * The folders scanned, each a package: the npm workspaces and bench/.
 * @param {string} root
 * @returns {string[]}
 */
export function packagesOf(root) {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return [...workspaces, 'bench'];
}

/** @type {import('@jscpd/core').IOptions} */
const JSCPD_OPTIONS = {
  format: ['typescript', 'tsx', 'graphql'],
  ignore: ['**/__generated__/**', '**/dist/**', '**/node_modules/**', '**/migrations/**'],
  minLines: 6,
  minTokens: 50,
  // Comments skipped; an import list two files share is no code to factor out.
  mode: 'weak',
  ignorePattern: ['^import[^;]*;'],
  // jscpd skips larger files silently (1000 lines, 100 kB by default): none is left out.
  maxLines: 20_000,
  maxSize: '2mb',
  reporters: [],
  silent: true,
  absolute: true,
};

/**
 * Every clone jscpd finds in `packages` (folders of `root`).
 * @param {string} root
 * @param {string[]} packages
 * @returns {Promise<Clone[]>}
 */
export async function findClones(root, packages) {
  const clones = await detectClones({ ...JSCPD_OPTIONS, path: packages.map((folder) => join(root, folder)) });
  /** @param {import('@jscpd/core').IClone['duplicationA']} side @returns {Place} */
  const place = (side) => ({
    file: relative(root, side.sourceId).split(sep).join('/'),
    start: side.start.line,
    end: side.end.line,
  });
  return clones.map((clone) => [place(clone.duplicationA), place(clone.duplicationB)]);
}

/** @param {Place} place */
const packageOf = (place) => place.file.split('/')[0];
/** @param {Clone} clone */
const describe = (clone) => `  ${clone.map((place) => `${place.file}:${place.start}-${place.end}`).join(' ~ ')}`;

/**
 * The clones of `root`'s packages, those spanning two of them, and what fails the check (empty when it passes).
 * @param {string} root
 * @param {{ packages?: string[]; ceiling?: number }} [options]
 */
export async function checkDuplicates(root, { packages = packagesOf(root), ceiling = CEILING } = {}) {
  const clones = await findClones(root, packages);
  const crossing = clones.filter(([first, second]) => packageOf(first) !== packageOf(second));
  const failures = [];
  if (crossing.length > 0)
    failures.push(
      `${crossing.length} clone(s) span two packages: move the shared code to the package both import (test data to testkit/):`,
      ...crossing.map(describe),
    );
  if (clones.length > ceiling)
    failures.push(
      `${clones.length} clones, more than the ceiling of ${ceiling} (scripts/check-duplicates.mjs): remove the new one(s) among`,
      ...clones.map(describe),
    );
  return { clones, crossing, failures };
}

// `node scripts/check-duplicates.mjs [root]`: this repository by default.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url));
  const { clones, failures } = await checkDuplicates(root);
  if (failures.length > 0) {
    console.error(failures.join('\n'));
    process.exit(1);
  }
  const lower = clones.length < CEILING ? `; lower CEILING to ${clones.length}` : '';
  console.info(`No clone spans two packages; ${clones.length} within packages (ceiling ${CEILING}${lower}).`);
}
