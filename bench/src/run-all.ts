// `npm run bench`: every bench below, one after the other in a process each, then one summary table (measure,
// figure, goal, ratio). `npm run bench:ci` runs them at BENCH_SIZE=small (seconds each) and fails when any bench
// fails. `npm run bench -- messages` runs only the benches named.
//
// A bench joins with one line here; its run.ts honours BENCH_SIZE (./summary.ts: benchSize()), exits non-zero on
// any error, and hands its headline figures to the summary with reportMeasures().
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBench, readReports, summaryTable, type Bench, type BenchRun } from './runner.js';
import { benchSize } from './summary.js';
import { printTable } from './table.js';

const bench = (name: string, script: string): Bench => ({
  name,
  script: fileURLToPath(new URL(script, import.meta.url)),
});

const BENCHES: Bench[] = [
  bench('calendars', './calendars/run.js'),
  bench('nightly', './calendars/nightly.js'),
  bench('messages', './messages/run.js'),
  bench('ical', './ical/run.js'),
  bench('overload', './overload/run.js'),
  bench('analytics', './analytics/run.js'),
  bench('storage', './storage/run.js'),
  bench('listings', './listings/run.js'),
  bench('load', './load/run.js'),
];

/** Far beyond a normal run of either size: a bench that hangs fails instead of holding CI up. */
const TIMEOUT_MINUTES = { small: 5, full: 45 };

const size = benchSize();
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !BENCHES.some((known) => known.name === name));
if (unknown.length > 0) {
  throw new Error(`Unknown bench ${unknown.join(', ')}: ${BENCHES.map((known) => known.name).join(', ')}`);
}
const selected = wanted.length > 0 ? BENCHES.filter((known) => wanted.includes(known.name)) : BENCHES;

const started = performance.now();
const loadAtStart = loadavg()[0] ?? 0;
const directory = await mkdtemp(join(tmpdir(), 'portal-bench-summary-'));
const summaryFile = join(directory, 'reports.jsonl');
const runs: BenchRun[] = [];
try {
  for (const one of selected) {
    console.info(`\n===== bench ${one.name} (${size} size) =====`);
    const run = await runBench(one, { size, summaryFile, timeoutMs: TIMEOUT_MINUTES[size] * 60_000 });
    runs.push(run);
    console.info(
      `===== bench ${one.name}: ${run.failure ? `FAILED, ${run.failure}` : 'done'}, ${run.seconds.toFixed(0)} s`,
    );
  }
  const { table, notes } = summaryTable(runs, readReports(summaryFile));
  table[0] = `Benchmarks, ${size} size: each figure against its goal (ratio = figure ÷ goal; over 1 misses it)`;
  printTable(...table);
  for (const note of notes) console.info(`\n${note}`);
} finally {
  await rm(directory, { recursive: true, force: true });
}

const failed = runs.filter((run) => run.failure);
console.info(
  `\n${runs.map((run) => `${run.bench.name} ${run.seconds.toFixed(0)} s`).join(', ')}; total ` +
    `${((performance.now() - started) / 1000).toFixed(0)} s on Node ${process.version}, ${availableParallelism()} × ` +
    `${cpus()[0]?.model.trim() ?? 'CPU'}, load average ${loadAtStart.toFixed(1)} at the start, ` +
    `${(loadavg()[0] ?? 0).toFixed(1)} at the end.`,
);
if (failed.length > 0) {
  console.error(`\n${failed.length} bench(es) failed: ${failed.map((run) => run.bench.name).join(', ')}`);
  process.exitCode = 1;
}
