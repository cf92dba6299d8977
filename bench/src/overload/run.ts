// `npm run bench:overload`: the real stack (API and gateway in one process, as `npm start` runs them, on a seeded
// SQLite DATA_DIR) offered a steady rate of what hosts' browsers ask (the web app's own operations) beyond what it
// can serve, with overload protection off and on; then what the rate limiter adds to a normal request.
// BENCH_SIZE=small finishes in seconds (CI); BENCH_RATE, BENCH_SECONDS, BENCH_HOSTS, BENCH_LISTINGS change the sizes;
// BENCH_DEBUG=1 prints the p99 of every 2 seconds (how the protection settles after the crowd arrives).
import { Worker } from 'node:worker_threads';
import { webOperations } from '@portal/gateway';
import { addDays, todayUtc } from '@portal/schema';
import { loadNow, machine, redisReachable } from '../machine.js';
import { reportMeasures, type Measure } from '../summary.js';
import { ms, percentile, printTable } from '../table.js';
import { measureLimiterCost } from './limiter-cost.js';
import type { Client, LoadPlan, Operation, Outcome } from './load.js';
import { seedHosts, startStack, type Seeded } from './stack.js';

const small = process.env.BENCH_SIZE === 'small';
const number = (name: string, full: number, smallSize: number) =>
  Number(process.env[name] || (small ? smallSize : full));
const RATE = number('BENCH_RATE', 400, 50);
const SECONDS = number('BENCH_SECONDS', 20, 2);
const HOSTS = number('BENCH_HOSTS', 20, 1);
const LISTINGS = number('BENCH_LISTINGS', 10, 2);
const WARM_UP_SECONDS = small ? 0.5 : 3;
const LIMITER_REQUESTS = small ? 300 : 20_000;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** Outcomes that are the answers the issue allows past capacity: served, or turned away with a wait. */
const measures: Measure[] = [];
const REFUSED = new Set(['503', 'SERVICE_UNAVAILABLE']);
const LIMITED = new Set(['429', 'RATE_LIMITED']);

/** What the browsers of signed-in hosts ask, and how often (the gate's Me on every page load, the lists, a login). */
const MIX: Omit<Operation, 'document'>[] = [
  { name: 'Me', weight: 20 },
  { name: 'Properties', weight: 28 },
  { name: 'PropertyPage', weight: 15 },
  { name: 'MultiCalendar', weight: 20 },
  { name: 'PanelConversations', weight: 12 },
  { name: 'GET /api/me', weight: 4 },
  { name: 'Login', weight: 1 },
];

const MODES: { label: string; env: NodeJS.ProcessEnv }[] = [
  {
    label: 'protection off (as before: no 503s, 15 s REST deadline)',
    env: { OVERLOAD_PROTECTION: 'off', API_DEADLINE_MS: '15000' },
  },
  { label: 'protection on (defaults)', env: {} },
];

function offer(plan: LoadPlan): Promise<Outcome[]> {
  const worker = new Worker(new URL('./load.js', import.meta.url), { workerData: plan });
  return new Promise<Outcome[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  }).finally(() => void worker.terminate());
}

const loadAtStart = loadNow();
// As Apollo Client sends them (client-only directives such as @unmask removed): the server would refuse them else.
const documents = new Map(webOperations().map(({ name, query }) => [name, query]));
const operations: Operation[] = MIX.map((operation) => {
  if (operation.name.startsWith('GET')) return { ...operation, document: null };
  const document = documents.get(operation.name);
  if (!document) throw new Error(`No operation ${operation.name} in web/src`);
  return { ...operation, document };
});
const from = addDays(todayUtc(), -30);
const calendarSpan = { from, to: addDays(from, 79) };

console.info(`Overload bench: seeding ${HOSTS} hosts × ${LISTINGS} listings…`);
const seeded: Seeded = await seedHosts(HOSTS, LISTINGS);
console.info(`seeded in ${seeded.seconds.toFixed(1)} s`);
const clients: Client[] = seeded.hosts.map((host, index) => ({
  address: `10.20.${Math.floor(index / 250)}.${(index % 250) + 1}`,
  token: host.token,
  email: host.email,
  password: host.password,
  propertyIds: host.propertyIds,
}));

/**
 * What the stack serves when asked as fast as it answers (32 outstanding, protection off): the offered rate is read
 * against it, since a shared or slower machine serves less.
 */
async function measureCapacity(): Promise<number> {
  const stack = await startStack(seeded, { OVERLOAD_PROTECTION: 'off' });
  try {
    const seconds = small ? 1 : 5;
    const plan = {
      url: stack.url,
      rate: 0,
      concurrency: 32,
      seconds,
      clients,
      operations,
      calendarSpan,
      timeoutMs: 30_000,
    };
    return (await offer(plan)).filter((outcome) => outcome.outcome === 'ok').length / seconds;
  } finally {
    await stack.close();
  }
}
const capacity = await measureCapacity();
console.info(`capacity: ${capacity.toFixed(0)} operations/s served with 32 outstanding`);

const summary: (string | number)[][] = [];
const byOutcome: (string | number)[][] = [];
let failures = 0;
try {
  for (const mode of MODES) {
    const stack = await startStack(seeded, mode.env);
    let outcomes: Outcome[];
    try {
      // A process just started compiles as it goes: it is warmed as a load balancer's health checks and first
      // visitors would, before the crowd arrives.
      const warmUp = { url: stack.url, rate: 0, concurrency: 4, seconds: WARM_UP_SECONDS, clients, operations };
      await offer({ ...warmUp, calendarSpan, timeoutMs: 30_000 });
      console.info(`${mode.label}: ${RATE} requests/s for ${SECONDS} s…`);
      outcomes = await offer({
        url: stack.url,
        rate: RATE,
        seconds: SECONDS,
        clients,
        operations,
        calendarSpan,
        timeoutMs: 30_000,
      });
    } finally {
      await stack.close();
    }
    const served = outcomes.filter((outcome) => outcome.outcome === 'ok').map((outcome) => outcome.ms);
    const refused = outcomes.filter((outcome) => REFUSED.has(outcome.outcome));
    const limited = outcomes.filter((outcome) => LIMITED.has(outcome.outcome));
    const other = outcomes.length - served.length - refused.length - limited.length;
    if (mode.env.OVERLOAD_PROTECTION !== 'off') {
      failures += other;
      measures.push({
        measure: `Overload: served p99 at ${RATE} requests/s offered, protection on`,
        figure: percentile(served, 99),
        unit: 'ms',
        ...(!small && { goal: 1000 }),
      });
    }
    summary.push([
      mode.label,
      outcomes.length,
      served.length,
      ms(percentile(served, 50)),
      ms(percentile(served, 99)),
      ms(Math.max(0, ...served)),
      refused.length,
      ms(
        percentile(
          refused.map((outcome) => outcome.ms),
          99,
        ),
      ),
      limited.length,
      other,
      ms(
        percentile(
          outcomes.map((outcome) => outcome.lateMs),
          99,
        ),
      ),
    ]);
    if (process.env.BENCH_DEBUG) {
      for (let second = 0; second < SECONDS; second += 2) {
        const window = outcomes.filter((o) => o.atMs >= second * 1000 && o.atMs < (second + 2) * 1000);
        const ok = window.filter((o) => o.outcome === 'ok').map((o) => o.ms);
        const all = window.map((o) => o.ms);
        console.info(
          `  ${second}-${second + 2} s: ${ok.length} served p99 ${ms(percentile(ok, 99))}, all p99 ${ms(percentile(all, 99))}`,
        );
      }
    }
    const counts = new Map<string, number>();
    for (const outcome of outcomes) counts.set(outcome.outcome, (counts.get(outcome.outcome) ?? 0) + 1);
    for (const [outcome, count] of [...counts].sort((a, b) => b[1] - a[1]))
      byOutcome.push([mode.label, outcome, count]);
  }
} finally {
  await seeded.remove();
}

reportMeasures('overload', measures);

const limiter = await measureLimiterCost(LIMITER_REQUESTS, (await redisReachable(REDIS_URL)) ? REDIS_URL : null);
const baseline = limiter[0];

printTable(
  `Overload: ${RATE} requests/s offered for ${SECONDS} s (open loop; ${(RATE / capacity).toFixed(1)}× the ` +
    `${capacity.toFixed(0)}/s this machine served when asked as fast as it answered) to the API and gateway in one ` +
    `process, ${HOSTS} hosts × ${LISTINGS} listings on SQLite; served = 200 without errors, latency from when each ` +
    'was due',
  [
    'mode',
    'offered',
    'served',
    'served p50 ms',
    'served p99 ms',
    'served max ms',
    '503s',
    '503 p99 ms',
    '429s',
    'other failures',
    'generator lag p99 ms',
  ],
  summary,
);
printTable('Answers by kind (HTTP status, or the GraphQL error code of a 200)', ['mode', 'answer', 'count'], byOutcome);
printTable(
  `Rate limiter cost on a normal request (GET /ical/{token}.ics, 404; ${LIMITER_REQUESTS.toLocaleString('en')} ` +
    'requests through inject, one at a time)',
  ['limit counted', 'µs per request (wall)', 'added µs (wall)', 'CPU µs per request', 'added CPU µs'],
  limiter.map((row) => [
    row.store,
    row.wallUs.toFixed(1),
    (row.wallUs - (baseline?.wallUs ?? 0)).toFixed(1),
    row.cpuUs.toFixed(1),
    (row.cpuUs - (baseline?.cpuUs ?? 0)).toFixed(1),
  ]),
);
console.info(
  `\nOperations: ${MIX.map((operation) => `${operation.name} ${operation.weight}%`).join(', ')}; each simulated ` +
    `host from its own address (X-Forwarded-For through a trusted proxy), default rate limits.`,
);
console.info(`${machine}; load average ${loadAtStart.toFixed(1)} at the start, ${loadNow().toFixed(1)} at the end.`);
if (failures > 0) {
  console.error(`\nWith protection on, ${failures} requests failed with something other than 503/429 (see above).`);
  process.exitCode = 1;
}
