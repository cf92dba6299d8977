// `npm run bench:load`: the several-instances deployment (scripts/cluster.mjs: a worker, n API processes, n gateways,
// round-robin proxies, PostgreSQL and Redis) offered a mix of what hosts' and guests' browsers ask at rising rates,
// for each instance count n: the highest rate whose p99 stays within 100 ms. Needs the built dist, TEST_DATABASE_URL
// (PostgreSQL) and REDIS_URL (skipped without them). BENCH_SIZE=small: one instance, two tiny rates.
// BENCH_INSTANCES ("1,2"), BENCH_RATES ("25,50"), BENCH_SECONDS change the sizes.
import { randomBytes, randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { webOperations } from '@portal/gateway';
import { fetchCaller } from '../api-caller.js';
import { startCluster, type RunningCluster } from '../cluster/start.js';
import { LATENCY_BENCH_API_ENV } from '../latency-env.js';
import { createConversation } from '../messages/fixtures.js';
import { seedHost } from '../overload/seed.js';
import { loadNow, machine } from '../machine.js';
import { benchSize, reportMeasures, type Measure } from '../summary.js';
import { ms, percentile, printTable } from '../table.js';
import type {
  GeneratorRequest,
  GeneratorSetup,
  LoadConversation,
  LoadHost,
  OperationName,
  RateResult,
} from './generator.js';

const small = benchSize() === 'small';
const list = (name: string, full: number[], smallSize: number[]) =>
  process.env[name] ? process.env[name].split(',').map(Number) : small ? smallSize : full;
const INSTANCES = list('BENCH_INSTANCES', [1, 2, 3], [1]);
const RATES = list('BENCH_RATES', [10, 25, 50, 100, 150, 200, 300, 400, 600, 800], [10, 20]);
const SECONDS = Number(process.env.BENCH_SECONDS || (small ? 2 : 8));
const HOSTS = small ? 1 : 8;
const LISTINGS = small ? 2 : 5;
const CONVERSATIONS = small ? 1 : 10;
const SUBSCRIPTIONS_PER_CONVERSATION = small ? 1 : 3;
const WARM_UP_SECONDS = small ? 1 : 5;
/** What the cluster serves when asked as fast as it answers (closed loop): the rates are read against it. */
const CAPACITY_CONCURRENCY = 32;
const CAPACITY_SECONDS = small ? 1 : 6;
const P99_GOAL_MS = 100;
/** A rate holds while at most this share of its requests is turned away (503 or 429) and the p99 meets the goal. */
const MAX_REFUSED_SHARE = 0.01;
const DELIBERATE = new Set(['503', 'SERVICE_UNAVAILABLE', '429', 'RATE_LIMITED']);

/** What signed-in hosts' browsers ask, and their guests' (the web app's own operations), and how often. */
const MIX: { name: OperationName; weight: number }[] = [
  { name: 'MultiCalendar', weight: 35 },
  { name: 'Properties', weight: 20 },
  { name: 'PropertyPage', weight: 20 },
  { name: 'StaySendMessage', weight: 15 },
  { name: 'AddDirectBooking', weight: 10 },
];

const DATABASE_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
if (!DATABASE_URL?.startsWith('postgres') || !REDIS_URL) {
  const note = 'TEST_DATABASE_URL (PostgreSQL) or REDIS_URL is unset: the load bench over the cluster was skipped';
  console.info(note);
  reportMeasures('load', [], [note]);
  process.exit(0);
}

// As Apollo Client sends them (client-only directives such as @unmask removed): the server would refuse them else.
const documents = new Map(webOperations().map(({ name, query }) => [name, query]));
const mix = MIX.map((operation) => {
  const document = documents.get(operation.name);
  if (!document) throw new Error(`No operation ${operation.name} in web/src`);
  return { ...operation, document };
});

const schema = `load_${randomUUID().replaceAll('-', '')}`;
const JWT_SECRET = randomBytes(48).toString('base64url');
/** One schema and one secret for every instance count: seeded once, the tokens stay valid. */
const clusterEnv = (instances: number) => ({
  ...LATENCY_BENCH_API_ENV,
  CLUSTER_SCHEMA: schema,
  CLUSTER_INSTANCES: String(instances),
  JWT_SECRET,
});

interface Seed {
  hosts: LoadHost[];
  conversations: LoadConversation[];
}

/** Through the front proxy and the gateways' /api passthrough, by the API's own rules, as the web app signs up. */
async function seed(url: string): Promise<Seed> {
  const started = performance.now();
  const caller = fetchCaller(`${url}/api`);
  const hosts: LoadHost[] = [];
  for (let index = 0; index < HOSTS; index++) {
    const host = await seedHost(caller, LISTINGS);
    hosts.push({ address: `10.20.0.${index + 1}`, token: host.token, propertyIds: host.propertyIds });
  }
  const conversations: LoadConversation[] = [];
  for (let index = 0; index < CONVERSATIONS; index++) {
    const conversation = await createConversation(`${url}/api`);
    conversations.push({ ...conversation, bookingId: conversation.booking.split('/').pop()! });
  }
  console.info(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { hosts, conversations };
}

function startGenerator(setup: GeneratorSetup) {
  const worker = new Worker(new URL('./generator.js', import.meta.url), { workerData: setup });
  const next = <T>() =>
    new Promise<T>((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      worker.once('error', onError);
      worker.once('message', (answer: T | { error: string }) => {
        worker.off('error', onError);
        if (typeof answer === 'object' && answer !== null && 'error' in answer) reject(new Error(answer.error));
        else resolve(answer);
      });
    });
  const ask = <T>(request: GeneratorRequest) => {
    const answer = next<T>();
    worker.postMessage(request);
    return answer;
  };
  return {
    ready: next<'ready'>(),
    offer: (rate: number, seconds: number) => ask<RateResult>({ rate, seconds }),
    closedLoop: (concurrency: number, seconds: number) => ask<RateResult>({ rate: 0, concurrency, seconds }),
    close: async () => {
      await ask<'closed'>('close');
      await worker.terminate();
    },
  };
}

const rateRows: (string | number)[][] = [];
const operationRows: (string | number)[][] = [];
const headlineRows: (string | number)[][] = [];
const measures: Measure[] = [];
let failures = 0;

/** Counts what fails the bench: an error other than a deliberate 503/429, a message lost or delivered twice. */
function countFailures({ outcomes, deliveriesExpected, deliveriesReceived, duplicates }: RateResult): number {
  const errors = outcomes.filter((outcome) => outcome.outcome !== 'ok' && !DELIBERATE.has(outcome.outcome));
  for (const error of errors.slice(0, 3)) console.error(`  ${error.operation}: ${error.outcome}`);
  failures += errors.length + (deliveriesExpected - deliveriesReceived) + duplicates;
  return errors.length;
}

/** Answers 'ok' a second. */
function capacityOf(result: RateResult): number {
  countFailures(result);
  return result.outcomes.filter((outcome) => outcome.outcome === 'ok').length / CAPACITY_SECONDS;
}

interface Step {
  rate: number;
  p99: number;
  /** The p99 within the goal, next to nothing refused. */
  holds: boolean;
}

/** One rate's rows. */
function record(instances: number, rate: number, result: RateResult): Step {
  const { outcomes } = result;
  const latencies = outcomes.map((outcome) => outcome.ms);
  const ok = outcomes.filter((outcome) => outcome.outcome === 'ok').length;
  const refused = outcomes.filter((outcome) => DELIBERATE.has(outcome.outcome)).length;
  const errors = countFailures(result);
  const wallSeconds = Math.max(SECONDS, ...outcomes.map((outcome) => (outcome.atMs + outcome.ms) / 1000));
  const p99 = percentile(latencies, 99);
  rateRows.push([
    instances,
    rate,
    outcomes.length,
    (ok / wallSeconds).toFixed(0),
    ms(percentile(latencies, 50)),
    ms(percentile(latencies, 95)),
    ms(p99),
    refused,
    errors,
    `${result.deliveriesReceived}/${result.deliveriesExpected}`,
    ms(percentile(result.deliveryMs, 99)),
    ms(
      percentile(
        outcomes.map((outcome) => outcome.lateMs),
        99,
      ),
    ),
  ]);
  for (const { name } of MIX) {
    const mine = outcomes.filter((outcome) => outcome.operation === name);
    const times = mine.map((outcome) => outcome.ms);
    const notOk = mine.filter((outcome) => outcome.outcome !== 'ok');
    const kinds = [...new Set(notOk.map((outcome) => outcome.outcome))].join(', ');
    operationRows.push([
      instances,
      rate,
      name,
      mine.length,
      ms(percentile(times, 50)),
      ms(percentile(times, 95)),
      ms(percentile(times, 99)),
      notOk.length === 0 ? 0 : `${notOk.length} (${kinds})`,
    ]);
  }
  return { rate, p99, holds: p99 <= P99_GOAL_MS && refused <= outcomes.length * MAX_REFUSED_SHARE };
}

async function measureInstances(instances: number, seeded: Seed | null, firstBookingSlot: number) {
  const cluster: RunningCluster = await startCluster(DATABASE_URL!, REDIS_URL!, clusterEnv(instances));
  const { ready } = cluster;
  try {
    if (ready.apis.length !== instances || ready.gateways.length !== instances) {
      throw new Error(`asked for ${instances} instances, the cluster started ${ready.apis.length} APIs`);
    }
    const { hosts, conversations } = seeded ?? (await seed(ready.url));
    const generator = startGenerator({
      url: ready.url,
      hosts,
      conversations,
      subscriptionsPerConversation: SUBSCRIPTIONS_PER_CONVERSATION,
      mix,
      firstBookingSlot,
      timeoutMs: 30_000,
    });
    let slots = firstBookingSlot;
    let held: Step | null = null;
    let capacity = 0;
    let passed: Step | null = null;
    try {
      await generator.ready;
      // Unmeasured: connection pools, prepared plans and the JIT warm up at the first rate.
      const warmUp = await generator.offer(RATES[0]!, WARM_UP_SECONDS);
      slots += warmUp.bookingSlotsUsed;
      countFailures(warmUp);
      const served = await generator.closedLoop(CAPACITY_CONCURRENCY, CAPACITY_SECONDS);
      slots += served.bookingSlotsUsed;
      capacity = capacityOf(served);
      for (const rate of RATES) {
        const result = await generator.offer(rate, SECONDS);
        slots += result.bookingSlotsUsed;
        const step = record(instances, rate, result);
        console.info(
          `${instances} instance(s), ${rate}/s: p99 ${ms(step.p99)} ms${step.holds ? '' : ' (over the goal)'}`,
        );
        if (step.holds && !passed) held = step;
        if (step.holds || passed) continue;
        passed = step;
        // Past it the backlog only grows; the small size still runs every rate, to exercise them.
        if (!small) break;
      }
    } finally {
      await generator.close();
    }
    headlineRows.push([
      instances,
      `${instances} API + ${instances} gateway, and the worker`,
      capacity.toFixed(0),
      held?.rate ?? 0,
      ms(held?.p99 ?? Number.NaN),
      passed?.rate ?? `none up to ${RATES.at(-1)}`,
      ms(passed?.p99 ?? Number.NaN),
    ]);
    measures.push({
      measure: `highest rate with p99 ≤ ${P99_GOAL_MS} ms, ${instances} instance(s) (cluster, PostgreSQL)`,
      figure: held?.rate ?? 0,
      unit: 'requests/s',
    });
    measures.push({
      measure: `served with ${CAPACITY_CONCURRENCY} outstanding, ${instances} instance(s) (cluster, PostgreSQL)`,
      figure: capacity,
      unit: 'requests/s',
    });
    return { seeded: { hosts, conversations }, slots };
  } finally {
    await cluster.stop();
  }
}

async function dropSchema() {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

const loadAtStart = loadNow();
const started = performance.now();
try {
  let seeded: Seed | null = null;
  let slots = 0;
  for (const instances of INSTANCES) {
    console.info(`Load bench: ${instances} instance(s)…`);
    ({ seeded, slots } = await measureInstances(instances, seeded, slots));
  }
} finally {
  await dropSchema();
}

printTable(
  `Load over the cluster (scripts/cluster.mjs): each rate offered for ${SECONDS} s (open loop, latency from when ` +
    `each request was due), rising until the p99 passes ${P99_GOAL_MS} ms; ${HOSTS} hosts × ${LISTINGS} listings, ` +
    `${CONVERSATIONS} guests messaging hosts who have ${SUBSCRIPTIONS_PER_CONVERSATION} message panels open each`,
  [
    'instances',
    'offered/s',
    'requests',
    'achieved/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'refused (503/429)',
    'errors',
    'deliveries',
    'delivery p99 ms',
    'generator lag p99 ms',
  ],
  rateRows,
);
printTable(
  'By operation',
  ['instances', 'offered/s', 'operation', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'not ok'],
  operationRows,
);
printTable(
  `What the cluster serves with p99 ≤ ${P99_GOAL_MS} ms`,
  [
    'instances',
    'processes',
    `served/s, ${CAPACITY_CONCURRENCY} outstanding`,
    'highest rate held /s',
    'its p99 ms',
    'first rate past',
    'its p99 ms',
  ],
  headlineRows,
);
console.info(
  `\nMix: ${MIX.map((operation) => `${operation.name} ${operation.weight}%`).join(', ')} (the web app's own ` +
    'operations, through the front proxy as a browser sends them); rate limits and overload shedding off ' +
    `(LATENCY_BENCH_API_ENV), so the stack itself is measured. All of it shares this machine's ` +
    `${availableParallelism()} cores: the proxies (one Node process), the gateways, the APIs, the worker, ` +
    'PostgreSQL, Redis and this generator (a worker thread of the bench).',
);
console.info(
  `${machine}; load average ${loadAtStart.toFixed(1)} at the start, ${loadNow().toFixed(1)} at the end; ` +
    `${((performance.now() - started) / 1000).toFixed(0)} s.`,
);
reportMeasures('load', measures);
if (failures > 0) {
  console.error(`\n${failures} requests failed with something other than 503/429, or messages were lost (see above).`);
  process.exitCode = 1;
}
