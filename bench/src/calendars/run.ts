// `npm run bench:calendars`: the multi-property calendar's data straight from the REST API and through the gateway
// (time, bytes, REST calls per GraphQL request), then /calendar in Chromium (time to the grid, frames while
// scrolling). SQLite always; PostgreSQL too when DATABASE_URL or TEST_DATABASE_URL is set. BENCH_SIZE=small: hosts
// of 1 and 5 listings, 2 timed requests, 2 page loads (seconds in all); BENCH_LISTINGS, BENCH_DAYS, BENCH_ITERATIONS
// and BENCH_WARMUP change the sizes; BENCH_SCREENSHOT=path.png saves the loaded grid. BENCH_BROWSER_ONLY=1: only the
// browser part, on SQLite, with only the largest host seeded (the web side's before/after in minutes, not tens).
import { cpus, loadavg } from 'node:os';
import { benchSize, reportMeasures } from '../summary.js';
import { printTable } from '../table.js';
import { browserSkipReason, measureBrowser, type BrowserResult } from './browser.js';
import { calendarsQueries, compare, type Comparison } from './compare.js';
import { browserMeasures, browserTables, comparisonMeasures, comparisonTable, seedTable } from './report.js';
import { addDays, todayUtc } from '@portal/schema';
import { seed, type Seeded } from './seed.js';
import { startStack } from './stack.js';

const small = benchSize() === 'small';
const browserOnly = process.env.BENCH_BROWSER_ONLY === '1';
const number = (name: string, fallback: number) => Number(process.env[name] || fallback);
const LISTINGS = number('BENCH_LISTINGS', small ? 5 : 200);
const DAYS = number('BENCH_DAYS', 80);
const ITERATIONS = number('BENCH_ITERATIONS', small ? 2 : 30);
const WARMUP = number('BENCH_WARMUP', small ? 1 : 5);
const PAGE_LOADS = small ? 2 : 5;
/** Hosts of these sizes show whether the gateway's REST calls grow with the number of listings. */
const SIZES = browserOnly ? [LISTINGS] : [...new Set(small ? [1, LISTINGS] : [1, 50, LISTINGS])];

const started = performance.now();
// The span the /calendar page asks for first: from 30 days back.
const from = addDays(todayUtc(), -30);
const span = { from, to: addDays(from, DAYS - 1) };
const queries = await calendarsQueries();
const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
console.info(
  `Calendars bench: ${LISTINGS} listings × ${DAYS} days (${span.from} to ${span.to}), ${WARMUP} warm-up + ` +
    `${ITERATIONS} timed requests of each kind${small ? '' : ' (a third as many for the smaller hosts)'}; ` +
    `${cpus().length} CPUs ` +
    `(${cpus()[0]?.model ?? 'unknown'}), load average ${loadavg()[0]?.toFixed(1)}, Node ${process.version}`,
);

const seeds: { database: string; seeded: Seeded }[] = [];
const comparisons: { database: string; result: Comparison }[] = [];
let browser: BrowserResult | string = 'not run';

for (const url of [undefined, ...(postgresUrl && !browserOnly ? [postgresUrl] : [])]) {
  const stack = await startStack(url);
  try {
    const hosts = new Map<number, Seeded>();
    for (const size of SIZES) {
      const seeded = await seed(stack.api.app, stack.feeds, size);
      hosts.set(size, seeded);
      seeds.push({ database: stack.database, seeded });
      console.info(`${stack.database}: seeded ${size} listings in ${seeded.seconds.toFixed(1)} s`);
    }
    await stack.settle();
    for (const size of browserOnly ? [] : SIZES) {
      const { host, propertyIds } = hosts.get(size)!;
      const result = await compare(stack, host.token, propertyIds, span, queries, {
        warmup: WARMUP,
        iterations: size === LISTINGS || small ? ITERATIONS : Math.ceil(ITERATIONS / 3),
      });
      comparisons.push({ database: stack.database, result });
    }
    if (!url) {
      const host = hosts.get(LISTINGS)!.host;
      const skip = browserSkipReason();
      browser =
        skip ??
        (await measureBrowser(stack.gateway.url, host, String(host.id), process.env.BENCH_SCREENSHOT, PAGE_LOADS));
    }
  } finally {
    await stack.close();
  }
}

printTable(...seedTable(seeds));
printTable(...comparisonTable(comparisons, DAYS));
if (typeof browser === 'string') console.info(`\nBrowser part skipped: ${browser}`);
else for (const table of browserTables(browser)) printTable(...table);
const largest = comparisons.filter(({ result }) => result.listings === LISTINGS);
reportMeasures(
  'calendars',
  [
    // Issue 17's goals are for a host of 200 listings over 80 days: other sizes get no goal.
    ...comparisonMeasures(largest, DAYS, LISTINGS === 200 && DAYS === 80),
    ...(typeof browser === 'string' ? [] : browserMeasures(browser, LISTINGS)),
  ],
  typeof browser === 'string' ? [`browser part skipped: ${browser}`] : [],
);
console.info(
  `\nTotal ${((performance.now() - started) / 1000).toFixed(0)} s, load average at the end ${loadavg()[0]?.toFixed(1)}`,
);
