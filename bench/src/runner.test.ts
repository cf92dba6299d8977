import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readReports, runBench, summaryTable, type BenchRun } from './runner.js';
import { benchSize, reportMeasures, SUMMARY_FILE_VARIABLE } from './summary.js';

let directory: string;
let summaryFile: string;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'bench-runner-test-'));
  summaryFile = join(directory, 'reports.jsonl');
});
afterEach(async () => {
  delete process.env[SUMMARY_FILE_VARIABLE];
  await rm(directory, { recursive: true, force: true });
});

/** A bench script of `source` (plain ESM), run by the runner as a real process. */
async function fakeBench(name: string, source: string) {
  const script = join(directory, `${name}.mjs`);
  await writeFile(script, source);
  return { name, script };
}

const options = () => ({ size: 'small' as const, summaryFile, timeoutMs: 30_000, output: 'ignore' as const });

describe('runBench', () => {
  it('runs a bench at the size asked for and collects what it reports', async () => {
    const bench = await fakeBench(
      'good',
      `import { appendFileSync } from 'node:fs';
       const report = { bench: 'good', measures: [{ measure: 'p50', figure: 30, unit: 'ms', goal: 15 }],
         notes: ['size ' + process.env.BENCH_SIZE] };
       appendFileSync(process.env.${SUMMARY_FILE_VARIABLE}, JSON.stringify(report) + '\\n');`,
    );
    const run = await runBench(bench, options());
    expect(run.failure).toBeNull();
    expect(readReports(summaryFile)).toEqual([
      { bench: 'good', measures: [{ measure: 'p50', figure: 30, unit: 'ms', goal: 15 }], notes: ['size small'] },
    ]);
  });

  it('fails a bench that throws, sets a failing exit code, or is missing', async () => {
    const throws = await fakeBench('throws', `throw new Error('seed refused: 422');`);
    const wrong = await fakeBench('wrong', `process.exitCode = 1;`);
    expect((await runBench(throws, options())).failure).toBe('exit code 1');
    expect((await runBench(wrong, options())).failure).toBe('exit code 1');
    const missing = await runBench({ name: 'missing', script: join(directory, 'none.js') }, options());
    expect(missing.failure).toMatch(/none\.js does not exist/);
  });

  it('stops a bench that outlives its time and fails it', async () => {
    const hangs = await fakeBench('hangs', `setInterval(() => {}, 1000);`);
    const run = await runBench(hangs, { ...options(), timeoutMs: 300 });
    expect(run.failure).toBe('still running after 0.3 s: stopped');
  });
});

describe('summaryTable', () => {
  const run = (name: string, failure: string | null = null): BenchRun => ({
    bench: { name, script: `${name}.js` },
    seconds: 1,
    failure,
  });

  it('puts each measure against its goal, and says which benches failed or reported nothing', () => {
    const { table, notes } = summaryTable(
      [run('calendars'), run('messages', 'exit code 1'), run('ical')],
      [
        {
          bench: 'calendars',
          measures: [
            { measure: 'GraphQL p50', figure: 160.04, unit: 'ms', goal: 15 },
            { measure: 'GraphQL ÷ REST', figure: 1.3, unit: '×', goal: 1.5 },
            { measure: 'answer', figure: 765.6, unit: 'KB', goal: 250 },
            { measure: 'REST p50', figure: 1234.5, unit: 'ms' },
          ],
          notes: ['browser part skipped: /usr/bin/chromium is not installed'],
        },
        { bench: 'messages', measures: [{ measure: 'p99', figure: 40, unit: 'ms', goal: 50 }], notes: [] },
      ],
    );
    expect(table[1]).toEqual(['measure', 'figure', 'goal', 'ratio']);
    expect(table[2]).toEqual([
      ['calendars: GraphQL p50', '160.0 ms', '≤ 15.0 ms', '10.67'],
      ['calendars: GraphQL ÷ REST', '1.30×', '≤ 1.50×', '0.87'],
      ['calendars: answer', '766 KB', '≤ 250 KB', '3.06'],
      ['calendars: REST p50', '1,234.5 ms', '—', '—'],
      ['messages: p99', '40.0 ms', '≤ 50.0 ms', '0.80'],
      ['messages: FAILED (exit code 1)', '—', '—', '—'],
      ['ical: no measures reported', '—', '—', '—'],
    ]);
    expect(notes).toEqual(['calendars: browser part skipped: /usr/bin/chromium is not installed']);
  });
});

describe('reportMeasures', () => {
  it("appends to the runner's file when a runner asked for it, and does nothing otherwise", () => {
    reportMeasures('alone', [{ measure: 'p50', figure: 1, unit: 'ms' }]);
    expect(readReports(summaryFile)).toEqual([]);
    process.env[SUMMARY_FILE_VARIABLE] = summaryFile;
    reportMeasures('calendars', [{ measure: 'p50', figure: 1, unit: 'ms' }], ['a note']);
    reportMeasures('messages', []);
    expect(readReports(summaryFile)).toEqual([
      { bench: 'calendars', measures: [{ measure: 'p50', figure: 1, unit: 'ms' }], notes: ['a note'] },
      { bench: 'messages', measures: [], notes: [] },
    ]);
  });
});

describe('benchSize', () => {
  const original = process.env.BENCH_SIZE;
  afterEach(() => {
    if (original === undefined) delete process.env.BENCH_SIZE;
    else process.env.BENCH_SIZE = original;
  });

  it('is full unless BENCH_SIZE says small, and refuses anything else', () => {
    delete process.env.BENCH_SIZE;
    expect(benchSize()).toBe('full');
    process.env.BENCH_SIZE = 'small';
    expect(benchSize()).toBe('small');
    process.env.BENCH_SIZE = 'tiny';
    expect(() => benchSize()).toThrow("BENCH_SIZE must be 'small' or 'full', got 'tiny'");
  });
});
