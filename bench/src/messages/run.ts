// `npm run bench:messages`: latency from a guest's REST POST /messages to the host's subscriptions receiving it,
// with 1, 100 and 1,000 open subscriptions on one gateway (in-process events), then two gateways over Redis
// (REDIS_URL, else redis://127.0.0.1:6379; skipped when that default is unreachable, a failure when REDIS_URL is set
// and unreachable). BENCH_SIZE=small: 1 and 10 subscriptions, 20 messages (seconds in all).
import { Worker } from 'node:worker_threads';
import { loadNow, machine, redisReachable } from '../machine.js';
import { benchSize, reportMeasures, type Measure } from '../summary.js';
import { ms, percentile, printTable } from '../table.js';
import { createConversation } from './fixtures.js';
import type { CaseResult, CaseSpec } from './protocol.js';
import { startStack } from './stack.js';

const small = benchSize() === 'small';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const SUBSCRIPTIONS = small ? [1, 10] : [1, 100, 1000];
/** Two gateways: the host's subscriptions split half and half, so at least one each. */
const REDIS_SUBSCRIPTIONS = small ? [2, 10] : [2, 100, 1000];
const STRANGER_SUBSCRIPTIONS = 10;
const MESSAGES = small ? 20 : 100;
const WARMUP = small ? 3 : 10;
const GAP_MS = 10;
/** Issue 17's goal: a message reaches each of 1,000 open subscriptions within 50 ms (p99). */
const GOAL = { subscriptions: 1000, p99Ms: 50 };

type Row = (string | number)[];
const rows: Row[] = [];
const notes: string[] = [];
const measures: Measure[] = [];
const skipped: string[] = [];

function runCase(spec: CaseSpec): Promise<CaseResult> {
  const worker = new Worker(new URL('./clients.js', import.meta.url), { workerData: spec });
  return new Promise<CaseResult>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    // A client thread that ends without its result (an uncaught failure in a socket callback) fails the case.
    worker.once('exit', (code) => reject(new Error(`The clients' thread exited (${code}) before its result`)));
  }).finally(() => void worker.terminate());
}

async function runCases(label: string, redisUrl: string | undefined, counts: number[], shareExecutions = true) {
  const gateways = redisUrl ? 2 : 1;
  const stack = await startStack({ redisUrl, gateways, shareExecutions });
  try {
    const conversation = await createConversation(stack.apiUrl);
    for (const subscriptions of counts) {
      const result = await runCase({
        ...conversation,
        apiUrl: stack.apiUrl,
        gatewayUrls: stack.gatewayUrls,
        subscriptions,
        strangerSubscriptions: STRANGER_SUBSCRIPTIONS,
        warmup: WARMUP,
        messages: MESSAGES,
        gapMs: GAP_MS,
      });
      const latencies = result.latenciesByGateway.flat();
      const p = (rank: number) => percentile(latencies, rank);
      const wrong = result.strangerReceipts + result.duplicates;
      rows.push([
        label,
        gateways,
        subscriptions.toLocaleString('en'),
        MESSAGES,
        ms(p(50)),
        ms(p(99)),
        ms(percentile(result.untilLast, 50)),
        ms(percentile(result.untilLast, 99)),
        ms(percentile(result.answered, 50)),
        `${result.received.toLocaleString('en')}/${result.expected.toLocaleString('en')}`,
        wrong,
      ]);
      const count = subscriptions.toLocaleString('en');
      if (subscriptions === counts[0]) {
        measures.push({ measure: `POST → ${count} subscription(s) p50, ${label}`, figure: p(50), unit: 'ms' });
      }
      if (subscriptions === counts.at(-1)) {
        const goal = subscriptions === GOAL.subscriptions ? { goal: GOAL.p99Ms } : {};
        measures.push({ measure: `POST → ${count} subscriptions p99, ${label}`, figure: p(99), unit: 'ms', ...goal });
      }
      if (gateways > 1) {
        const byGateway = result.latenciesByGateway.map(
          (samples, index) => `gateway ${index + 1} ${ms(percentile(samples, 50))}`,
        );
        notes.push(`${label}, ${subscriptions} subscriptions: p50 ${byGateway.join(', ')} ms`);
      }
      if (wrong > 0 || result.received < result.expected) process.exitCode = 1;
      console.info(`${label}, ${subscriptions} subscriptions: done (set-up ${ms(result.setupMs)} ms)`);
    }
  } finally {
    await stack.close();
  }
}

const loadAtStart = loadNow();
await runCases('one gateway, in-process events', undefined, SUBSCRIPTIONS);
// The same host's subscriptions share one execution per event; this case turns that off, side by side.
const largest = SUBSCRIPTIONS.slice(-1);
await runCases('one gateway, every subscription executed alone', undefined, largest, false);
if (await redisReachable(REDIS_URL)) await runCases('two gateways over Redis', REDIS_URL, REDIS_SUBSCRIPTIONS);
else if (process.env.REDIS_URL) throw new Error(`REDIS_URL is set but Redis at ${REDIS_URL} is unreachable`);
else {
  skipped.push(`Redis at ${REDIS_URL} is unreachable: the two-gateway cases were skipped (set REDIS_URL)`);
  console.info(skipped[0]);
}

printTable(
  `Messaging latency: a guest's REST POST /messages until the host's subscriptions receive it (${MESSAGES} messages ` +
    `after ${WARMUP} warm-up, ${GAP_MS} ms apart; plus ${STRANGER_SUBSCRIPTIONS} subscriptions of a user outside ` +
    'the conversation, whose receipts count as wrong deliveries, as do duplicates)',
  [
    'case',
    'gateways',
    'subscriptions',
    'messages',
    'p50 ms',
    'p99 ms',
    'p50 to last subscriber ms',
    'p99 to last subscriber ms',
    'POST answered p50 ms',
    'deliveries',
    'wrong deliveries',
  ],
  rows,
);
for (const note of notes) console.info(`\n${note}`);
console.info(`\n${machine}; load average ${loadAtStart.toFixed(1)} at the start, ${loadNow().toFixed(1)} at the end.`);
reportMeasures('messages', measures, skipped);
if (process.exitCode)
  console.error('\nSome messages were lost or delivered wrongly (see deliveries, wrong deliveries).');
