// `npm run bench:nightly`: GET /property-calendars (REST) for one
// host, answered from the nightly_rates table (issue 17 point 2) and then, with the table emptied, by the pricing
// engine on every read as before it (the fallback the API keeps for nights it has no row for). SQLite. Full size:
// 200 listings × 80 days from 30 days back, 20 timed requests each; BENCH_SIZE=small: 5 listings, 3 requests;
// BENCH_LISTINGS, BENCH_DAYS and BENCH_ITERATIONS change the sizes.
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { addDays, todayUtc } from '@portal/schema';
import { benchSize, reportMeasures } from '../summary.js';
import { ms, percentile, printTable } from '../table.js';
import { seed } from './seed.js';
import { startStack } from './stack.js';

const small = benchSize() === 'small';
const number = (name: string, fallback: number) => Number(process.env[name] || fallback);
const LISTINGS = number('BENCH_LISTINGS', small ? 5 : 200);
const DAYS = number('BENCH_DAYS', 80);
const ITERATIONS = number('BENCH_ITERATIONS', small ? 3 : 20);
const WARMUP = small ? 1 : 3;

const stack = await startStack();
const { api, feeds, dataDir } = stack;
try {
  const seeded = await seed(api.app, feeds, LISTINGS);
  console.info(`Seeded ${LISTINGS} listings in ${seeded.seconds.toFixed(1)} s`);
  const from = addDays(todayUtc(), -30);
  const url = `${api.url}/property-calendars?from=${from}&to=${addDays(from, DAYS - 1)}`;
  const headers = { authorization: `Bearer ${seeded.host.token}` };
  /** Runs `call` WARMUP + ITERATIONS times; answers the timed samples and the last answer's body. */
  const timed = async (call: (i: number) => Promise<Response>) => {
    const samples: number[] = [];
    let body = '';
    for (let i = 0; i < WARMUP + ITERATIONS; i++) {
      const started = performance.now();
      const response = await call(i);
      body = await response.text();
      if (response.status !== 200) throw new Error(`${response.status} ${body.slice(0, 300)}`);
      if (i >= WARMUP) samples.push(performance.now() - started);
    }
    return { samples, body };
  };
  const calendars = () => timed(() => fetch(url, { headers }));
  // The cost on write: a pricing save refreshes the listing's whole window (1 096 nights), a description save none.
  const save = async (payload: (i: number) => object) =>
    (
      await timed((i) =>
        fetch(`${api.url}/properties/${seeded.propertyIds[0]!}`, {
          method: 'PUT',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(payload(i)),
        }),
      )
    ).samples;
  const pricingSaves = await save((i) => ({ baseRate: 10000 + 100 * (i % 2) }));
  const otherSaves = await save((i) => ({ description: `A quiet flat by the harbour (${i}).` }));
  const table = await calendars();
  const sqlite = new SQLite(join(dataDir, 'portal.sqlite'));
  // The columnar view with every listing's packed nights kept in memory (the same window read again) against the
  // same read right after each listing's nightly version changed (what another write or instance would do),
  // interleaved so both meet the same machine.
  const bump = sqlite.prepare('update properties set nightly_version = nightly_version + 1');
  const columnarUrl = `${url}&view=columnar`;
  const kept: number[] = [];
  const reread: number[] = [];
  for (let i = 0; i < 2 * (WARMUP + ITERATIONS); i++) {
    const miss = i % 2 === 0;
    if (miss) bump.run();
    const started = performance.now();
    const response = await fetch(columnarUrl, { headers });
    await response.text();
    if (response.status !== 200) throw new Error(`columnar view: ${response.status}`);
    if (i >= 2 * WARMUP) (miss ? reread : kept).push(performance.now() - started);
  }
  const rows = (sqlite.prepare('select count(*) as n from nightly_rates').get() as { n: number }).n;
  sqlite.prepare('delete from nightly_rates').run();
  sqlite.close();
  const engine = await calendars();
  if (engine.body !== table.body) throw new Error('The table and the engine answered differently');

  const row = (label: string, samples: number[]) => [
    label,
    ms(percentile(samples, 50)),
    ms(percentile(samples, 95)),
    ms(Math.min(...samples)),
  ];
  printTable(
    `GET /property-calendars, ${LISTINGS} listings × ${DAYS} days, SQLite (${ITERATIONS} requests each; ` +
      `${rows} nightly rows; same answer both ways)`,
    ['Nightly values from', 'p50 ms', 'p95 ms', 'min ms'],
    [row('nightly_rates table (now)', table.samples), row('pricing engine on read (before)', engine.samples)],
  );
  printTable(
    `GET /property-calendars?view=columnar, ${LISTINGS} listings × ${DAYS} days, SQLite (${ITERATIONS} requests each, ` +
      `interleaved)`,
    ['Packed nights', 'p50 ms', 'p95 ms', 'min ms'],
    [row('kept in memory, version unchanged (now)', kept), row('read from the table (version changed)', reread)],
  );
  printTable(
    `PUT /properties/{id}, SQLite (${ITERATIONS} saves each)`,
    ['Save', 'p50 ms', 'p95 ms', 'min ms'],
    [row('pricing (refreshes 1 096 nights)', pricingSaves), row('description (no refresh)', otherSaves)],
  );
  const p50 = (samples: number[]) => Number(percentile(samples, 50).toFixed(1));
  reportMeasures('nightly', [
    {
      measure: `REST columnar p50, ${LISTINGS} × ${DAYS}, nights kept in memory (SQLite)`,
      figure: p50(kept),
      unit: 'ms',
    },
    {
      measure: `REST columnar p50, ${LISTINGS} × ${DAYS}, nights read again (SQLite)`,
      figure: p50(reread),
      unit: 'ms',
    },
    { measure: 'kept ÷ read again, p50', figure: Number((p50(kept) / p50(reread)).toFixed(2)), unit: '×' },
  ]);
} finally {
  await stack.close();
}
