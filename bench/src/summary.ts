import { appendFileSync } from 'node:fs';

/**
 * `BENCH_SIZE=small`: every bench in a few seconds, so CI runs them all and a broken one fails the build (the
 * figures then say little). Anything else (unset): the full sizes the README's tables come from.
 */
export type BenchSize = 'small' | 'full';

export function benchSize(): BenchSize {
  const value = process.env.BENCH_SIZE || 'full';
  if (value !== 'small' && value !== 'full') throw new Error(`BENCH_SIZE must be 'small' or 'full', got '${value}'`);
  return value;
}

/** One line of `npm run bench`'s summary table. */
export interface Measure {
  /** What was measured, with its case and size: 'GraphQL p50, 200 listings × 80 days (SQLite)'. */
  measure: string;
  figure: number;
  /** 'ms', 'KB', '×'. */
  unit: string;
  /** The most the figure should be (issue 17's goals); only where the case is the goal's own. */
  goal?: number;
}

/** What one bench hands the runner: its measures, and notes such as a part it skipped and why. */
export interface BenchReport {
  bench: string;
  measures: Measure[];
  notes: string[];
}

/** Where the runner (run-all.ts) collects the reports: one JSON line each. */
export const SUMMARY_FILE_VARIABLE = 'BENCH_SUMMARY_FILE';

/**
 * A bench's line in the summary: hands its measures to `npm run bench`'s runner when it runs the bench, and does
 * nothing when the bench runs on its own (its detailed tables say it all).
 */
export function reportMeasures(bench: string, measures: Measure[], notes: string[] = []): void {
  const file = process.env[SUMMARY_FILE_VARIABLE];
  if (!file) return;
  const report: BenchReport = { bench, measures, notes };
  appendFileSync(file, `${JSON.stringify(report)}\n`);
}
