import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { SUMMARY_FILE_VARIABLE, type BenchReport, type BenchSize, type Measure } from './summary.js';

/** A bench the runner knows: its name and its built entry script (absolute path). */
export interface Bench {
  name: string;
  script: string;
}

export interface BenchRun {
  bench: Bench;
  seconds: number;
  /** Why it failed (exit code, signal, time-out), or null. */
  failure: string | null;
}

type Table = [title: string, head: string[], rows: string[][]];

/**
 * Runs one bench in a process of its own (so one bench's sockets, workers, browser or memory never weigh on the
 * next) at `size`, its output going straight to ours. It fails when it exits with anything but 0 (a thrown error,
 * a wrong result: every bench checks what it measures) or outlives `timeoutMs`. `output: 'ignore'` silences it.
 */
export function runBench(
  bench: Bench,
  {
    size,
    summaryFile,
    timeoutMs,
    output = 'inherit',
  }: { size: BenchSize; summaryFile: string; timeoutMs: number; output?: 'inherit' | 'ignore' },
): Promise<BenchRun> {
  const started = performance.now();
  const done = (failure: string | null): BenchRun => ({
    bench,
    seconds: (performance.now() - started) / 1000,
    failure,
  });
  if (!existsSync(bench.script)) return Promise.resolve(done(`${bench.script} does not exist (built?)`));
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bench.script], {
      stdio: output,
      env: { NODE_ENV: 'production', ...process.env, BENCH_SIZE: size, [SUMMARY_FILE_VARIABLE]: summaryFile },
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      resolve(done(`could not start: ${error.message}`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (timedOut) resolve(done(`still running after ${timeoutMs / 1000} s: stopped`));
      else if (signal) resolve(done(`killed by ${signal}`));
      else resolve(done(code === 0 ? null : `exit code ${code}`));
    });
  });
}

/** The reports the benches appended to `summaryFile`, one JSON line each. */
export function readReports(summaryFile: string): BenchReport[] {
  if (!existsSync(summaryFile)) return [];
  return readFileSync(summaryFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as BenchReport);
}

const figure = (value: number, unit: string) => {
  if (!Number.isFinite(value)) return '—';
  const digits = unit === '×' ? 2 : unit === 'KB' ? 0 : 1;
  const number = value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return unit === '×' ? `${number}×` : `${number} ${unit}`;
};

/**
 * The summary: one row per measure, its goal ('≤', from issue 17) and the ratio figure ÷ goal (over 1 misses it),
 * then a row for each bench that failed or reported nothing; and the notes (parts skipped and why).
 */
export function summaryTable(runs: BenchRun[], reports: BenchReport[]): { table: Table; notes: string[] } {
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const { bench, failure } of runs) {
    const own = reports.filter((report) => report.bench === bench.name);
    const measures: Measure[] = own.flatMap((report) => report.measures);
    for (const measure of measures) {
      rows.push([
        `${bench.name}: ${measure.measure}`,
        figure(measure.figure, measure.unit),
        measure.goal === undefined ? '—' : `≤ ${figure(measure.goal, measure.unit)}`,
        measure.goal === undefined || !Number.isFinite(measure.figure)
          ? '—'
          : (measure.figure / measure.goal).toFixed(2),
      ]);
    }
    if (failure) rows.push([`${bench.name}: FAILED (${failure})`, '—', '—', '—']);
    else if (measures.length === 0) rows.push([`${bench.name}: no measures reported`, '—', '—', '—']);
    notes.push(...own.flatMap((report) => report.notes.map((note) => `${bench.name}: ${note}`)));
  }
  return { table: ['Summary', ['measure', 'figure', 'goal', 'ratio'], rows], notes };
}
