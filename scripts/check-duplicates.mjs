// Fails when code is repeated across two workspace packages (the shared part belongs in the lower package, or in
// testkit/ for test data), or when the repeats within packages outnumber CEILING. jscpd finds them: exact copies of 6
// lines and 50 tokens or more, comments and import lines left out.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The clones jscpd finds today (2026-11-27: 23, after the dedupe of issue 11, none across packages). It only goes
 * down: lower it when a change removes repeats; a change that adds one removes another instead of raising it.
 */
export const CEILING = 23;

/**
 * @typedef {{ file: string; start: number; end: number }} Place a file (from the root) and its lines
 * @typedef {[Place, Place]} Clone
 * @typedef {{ name: string; start: number; end: number }} ReportFile a side of a clone in jscpd's JSON report
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

const JSCPD_OPTIONS = [
  ['--format', 'typescript,tsx,graphql'],
  ['--ignore', '**/__generated__/**,**/dist/**,**/node_modules/**,**/migrations/**'],
  ['--min-lines', '6'],
  ['--min-tokens', '50'],
  // Comments skipped; an import list two files share is no code to factor out.
  ['--mode', 'weak'],
  ['--ignore-pattern', '^import[^;]*;'],
].flat();

const jscpd = join(dirname(createRequire(import.meta.url).resolve('jscpd/package.json')), 'run-jscpd.js');

/**
 * Every clone jscpd finds in `packages` (folders of `root`).
 * @param {string} root
 * @param {string[]} packages
 * @returns {Clone[]}
 */
export function findClones(root, packages) {
  const output = mkdtempSync(join(tmpdir(), 'check-duplicates-'));
  try {
    const run = spawnSync(
      process.execPath,
      [jscpd, ...JSCPD_OPTIONS, '--reporters', 'json,silent', '--output', output, '--absolute', ...packages],
      { cwd: root, encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`jscpd failed (${run.status}): ${run.stderr}${run.stdout}`);
    /** @type {{ duplicates: { firstFile: ReportFile; secondFile: ReportFile }[] }} */
    const report = JSON.parse(readFileSync(join(output, 'jscpd-report.json'), 'utf8'));
    /** @param {ReportFile} file @returns {Place} */
    const place = (file) => ({
      file: relative(root, file.name).split(sep).join('/'),
      start: file.start,
      end: file.end,
    });
    return report.duplicates.map((clone) => [place(clone.firstFile), place(clone.secondFile)]);
  } finally {
    rmSync(output, { recursive: true, force: true });
  }
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
export function checkDuplicates(root, { packages = packagesOf(root), ceiling = CEILING } = {}) {
  const clones = findClones(root, packages);
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
  const { clones, failures } = checkDuplicates(root);
  if (failures.length > 0) {
    console.error(failures.join('\n'));
    process.exit(1);
  }
  const lower = clones.length < CEILING ? `; lower CEILING to ${clones.length}` : '';
  console.info(`No clone spans two packages; ${clones.length} within packages (ceiling ${CEILING}${lower}).`);
}
