// `node bench/dist/listings/phases.js` (after `npm run build && tsc -b bench`; PHASES_PROFILE=<file> writes a CPU
// profile of the timed requests, seeding left out, for Chrome's DevTools):
// where the gateway's time goes for the listings page query. The stack of `bench:listings` on SQLite (PostgreSQL
// with PHASES_DATABASE=postgres and TEST_DATABASE_URL), a host of 100 listings, then the page's query
// BENCH_ITERATIONS times (2,000), one at a time, each request cut into phases by Node's diagnostics channels: the
// HTTP servers' request start and response finish (gateway and API) and undici's REST call (created, headers,
// body read).
import { subscribe } from 'node:diagnostics_channel';
import { writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Session } from 'node:inspector/promises';
import { startStack } from '../calendars/stack.js';
import { injectCaller } from '../api-caller.js';
import { seedHost } from '../overload/seed.js';
import { percentile, printTable } from '../table.js';
import { timedGraphql } from '../turns.js';
import { listingsPageQuery } from './compare.js';

const LISTINGS = Number(process.env.BENCH_LISTINGS || 100);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS || 2000);
const WARMUP = Number(process.env.BENCH_WARMUP || 50);
const postgres = process.env.PHASES_DATABASE === 'postgres';

/** The moments of one GraphQL request, from performance.now(). */
type Marks = Partial<Record<'gatewayIn' | 'restCreated' | 'apiIn' | 'apiOut' | 'restHeaders' | 'restDone', number>>;
let marks: Marks = {};
const mark = (name: keyof Marks) => () => {
  marks[name] ??= performance.now();
};
const isGraphql = (request: IncomingMessage) => request.url?.startsWith('/graphql') === true;
subscribe('http.server.request.start', (message) => {
  const { request } = message as { request: IncomingMessage };
  mark(isGraphql(request) ? 'gatewayIn' : 'apiIn')();
});
subscribe('http.server.response.finish', (message) => {
  const { request } = message as { request: IncomingMessage; response: ServerResponse };
  if (!isGraphql(request)) mark('apiOut')();
});
const onRestCall = (name: keyof Marks) => (message: unknown) => {
  const { request } = message as { request: { path: string } };
  if (request.path.startsWith('/properties')) mark(name)();
};
subscribe('undici:request:create', onRestCall('restCreated'));
subscribe('undici:request:headers', onRestCall('restHeaders'));
subscribe('undici:request:trailers', onRestCall('restDone'));

const stack = await startStack(postgres ? process.env.TEST_DATABASE_URL : undefined);
try {
  const host = await seedHost(injectCaller(stack.api.app), LISTINGS);
  const page = listingsPageQuery();
  const query = timedGraphql(stack.gateway, host.token, {
    label: page.name,
    body: { query: page.query, operationName: page.name },
    rows: (data: { properties?: unknown[] }) => data.properties?.length,
    expected: LISTINGS,
    acceptEncoding: 'identity',
  });
  const profile = process.env.PHASES_PROFILE;
  const session = new Session();
  if (profile) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
  }
  const phases: Record<string, number[]> = {};
  const add = (name: string, value: number) => (phases[name] ??= []).push(value);
  for (let index = 0; index < WARMUP + ITERATIONS; index++) {
    marks = {};
    const started = performance.now();
    const sample = await query();
    const { gatewayIn, restCreated, apiIn, apiOut, restHeaders, restDone } = marks;
    if (index < WARMUP) continue;
    if ([gatewayIn, restCreated, apiIn, apiOut, restHeaders, restDone].some((value) => value === undefined)) {
      throw new Error(`a phase was not seen: ${JSON.stringify(marks)}`);
    }
    add('client → gateway request start', gatewayIn! - started);
    add(
      'gateway: request start → REST call made (Fastify, Apollo, context, execution to the resolver)',
      restCreated! - gatewayIn!,
    );
    add('REST call made → API request start', apiIn! - restCreated!);
    add('API: request start → answer finished', apiOut! - apiIn!);
    add('API answer finished → gateway has the REST headers', restHeaders! - apiOut!);
    add('REST headers → REST body read', restDone! - restHeaders!);
    add(
      'gateway: REST body read → client has the answer (parse, execution, serialization, send)',
      started + sample.ms - restDone!,
    );
    add('total', sample.ms);
  }
  if (profile) {
    const { profile: taken } = await session.post('Profiler.stop');
    await writeFile(profile, JSON.stringify(taken));
    session.disconnect();
  }
  printTable(
    `The listings page query through the gateway, ${LISTINGS} listings (${stack.database}), ${ITERATIONS} requests, ms`,
    ['phase', 'p50', 'p90', 'mean'],
    Object.entries(phases).map(([name, values]) => [
      name,
      percentile(values, 50).toFixed(3),
      percentile(values, 90).toFixed(3),
      (values.reduce((sum, value) => sum + value, 0) / values.length).toFixed(3),
    ]),
  );
} finally {
  await stack.close();
}
