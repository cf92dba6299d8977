// `npm run bench:listings`: a host's listings straight from the REST API (GET /properties: full items, and the list
// view the gateway asks for) and through the gateway (the web's listings page query): time, bytes, REST calls per
// GraphQL request, and the time the gateway adds, paired per iteration. Each listing has ten photos and one or two
// iCal links (media.ts), which the list reads. SQLite always; PostgreSQL too when
// DATABASE_URL or TEST_DATABASE_URL is set. BENCH_SIZE=small: a host of 5 listings, 2 timed requests;
// BENCH_LISTINGS, BENCH_ITERATIONS and BENCH_WARMUP change the sizes.
import { cpus, loadavg } from 'node:os';
import { startStack } from '../calendars/stack.js';
import { injectCaller } from '../api-caller.js';
import { seedHost } from '../overload/seed.js';
import { benchSize, reportMeasures, type Measure } from '../summary.js';
import { ms, percentile, printTable } from '../table.js';
import type { Sample } from '../turns.js';
import { compareListings, type Request } from './compare.js';
import { addListingMedia } from './media.js';

const small = benchSize() === 'small';
const number = (name: string, fallback: number) => Number(process.env[name] || fallback);
const LISTINGS = number('BENCH_LISTINGS', small ? 5 : 100);
const ITERATIONS = number('BENCH_ITERATIONS', small ? 2 : 40);
const WARMUP = number('BENCH_WARMUP', 5);
/** Issue 17's goals, for a host of 100 listings. */
const GOALS = LISTINGS === 100;

const started = performance.now();
const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
console.info(
  `Listings bench: a host of ${LISTINGS} listings, ${WARMUP} warm-up + ${ITERATIONS} timed requests of each kind; ` +
    `${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), load average ${loadavg()[0]?.toFixed(1)}, ` +
    `Node ${process.version}`,
);

const p = (samples: Sample[], rank: number) =>
  percentile(
    samples.map((sample) => sample.ms),
    rank,
  );
/** The median over the iterations of the gateway's time minus `rest`'s, each iteration's requests back to back. */
const added = (gateway: Sample[], rest: Sample[]) =>
  percentile(
    gateway.map((sample, index) => sample.ms - (rest[index]?.ms ?? Number.NaN)),
    50,
  );
const kb = (samples: Sample[]) => ((samples[0]?.bytes ?? 0) / 1024).toFixed(1);

const rows: (string | number)[][] = [];
const measures: Measure[] = [];
for (const url of [undefined, ...(postgresUrl ? [postgresUrl] : [])]) {
  const stack = await startStack(url);
  try {
    const seedStarted = performance.now();
    const host = await seedHost(injectCaller(stack.api.app), LISTINGS);
    const media = await addListingMedia(stack, host.token, host.propertyIds);
    await stack.settle();
    console.info(
      `${stack.database}: seeded ${LISTINGS} listings (${media.photos} photos, ${media.links} iCal links) in ` +
        `${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    const { full, list, notModified, gateway, gatewayAfterChange } = await compareListings(
      stack,
      host.token,
      host.propertyIds,
      { warmup: WARMUP, iterations: ITERATIONS },
    );
    const row = ({ label, samples }: Request, paired: string) => [
      stack.database,
      label,
      ms(p(samples, 50)),
      ms(p(samples, 95)),
      paired,
      kb(samples),
      [...new Set(samples.map((sample) => sample.calls))].join(', '),
    ];
    const addedOver = (samples: Sample[]) =>
      `${ms(added(samples, list.samples))} (${ms(added(samples, full.samples))})`;
    rows.push(
      row(full, '—'),
      row(list, '—'),
      row(notModified, '—'),
      row(gateway, addedOver(gateway.samples)),
      row(gatewayAfterChange, addedOver(gatewayAfterChange.samples)),
    );
    const goal = (value: number) => (GOALS ? { goal: value } : {});
    const size = `${LISTINGS} listings (${stack.database})`;
    measures.push(
      { measure: `REST GET /properties?view=list p50, ${size}`, figure: p(list.samples, 50), unit: 'ms', ...goal(3) },
      {
        measure: `REST GET /properties?view=list answering 304 p50, ${size}`,
        figure: p(notModified.samples, 50),
        unit: 'ms',
      },
      {
        measure: `Listings page query: time the gateway adds over REST in full, paired p50, unchanged, ${size}`,
        figure: added(gateway.samples, list.samples),
        unit: 'ms',
        ...goal(0.5),
      },
      {
        measure: `Listings page query: time the gateway adds over REST in full, paired p50, one listing changed, ${size}`,
        figure: added(gatewayAfterChange.samples, list.samples),
        unit: 'ms',
        ...goal(0.5),
      },
    );
  } finally {
    await stack.close();
  }
}

printTable(
  `A host's ${LISTINGS} listings: REST vs the listings page through the gateway, ms per request; 'added' is the ` +
    'median over the iterations of gateway − REST list view in full (− REST full items in brackets), back to back; ' +
    "unchanged: nothing changed between requests (REST answers the gateway 304); changed: one listing's base rate " +
    'changed (untimed) before each request (REST answers the gateway in full)',
  ['database', 'request', 'p50', 'p95', 'gateway added, paired p50', 'KB', 'REST calls per query'],
  rows,
);
reportMeasures('listings', measures);
console.info(
  `\nTotal ${((performance.now() - started) / 1000).toFixed(0)} s, load average at the end ${loadavg()[0]?.toFixed(1)}`,
);
