// The load generator, on a thread of its own: an open loop that sends each request at its scheduled time whether or
// not earlier ones were answered (as independent people do), so a slow server cannot slow the offered rate down and
// latency counts from when a request was due, queueing in the client included.
import { parentPort, workerData } from 'node:worker_threads';
import { Pool } from 'undici';

export interface Client {
  /** X-Forwarded-For: the gateway trusts it from loopback here, as from a load balancer. */
  address: string;
  token: string;
  email: string;
  password: string;
  propertyIds: number[];
}

export interface Operation {
  name: string;
  /** Out of the sum of all weights. */
  weight: number;
  /** A GraphQL document; null for the REST call through /api. */
  document: string | null;
}

export interface LoadPlan {
  url: string;
  /** Requests a second, sent on schedule (open loop); ignored with `concurrency`. */
  rate: number;
  /** Closed loop instead: this many requests outstanding at all times, to measure what the stack serves. */
  concurrency?: number;
  seconds: number;
  clients: Client[];
  operations: Operation[];
  calendarSpan: { from: string; to: string };
  timeoutMs: number;
}

export interface Outcome {
  operation: string;
  /** 'ok', an HTTP status ('503', '429', '500'), a GraphQL error code, or a client-side failure. */
  outcome: string;
  ms: number;
  /** How late the generator sent it: its own lag, which would otherwise pass for the server's. */
  lateMs: number;
  /** When it was due, from the start of the run. */
  atMs: number;
}

export const CONNECTIONS = 256;

/** mulberry32: the same sequence of requests on every run and in every mode. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function requestFor(plan: LoadPlan, operation: Operation, client: Client, pick: () => number) {
  const headers: Record<string, string> = {
    'x-forwarded-for': client.address,
    accept: 'application/graphql-response+json, application/json',
  };
  if (operation.document === null) {
    return {
      method: 'GET' as const,
      path: '/api/me',
      headers: { ...headers, authorization: `Bearer ${client.token}` },
    };
  }
  const propertyId = client.propertyIds[Math.floor(pick() * client.propertyIds.length)] ?? 0;
  const variables =
    operation.name === 'Login'
      ? { email: client.email, password: client.password }
      : operation.name === 'PropertyPage'
        ? { id: String(propertyId) }
        : operation.name === 'MultiCalendar'
          ? plan.calendarSpan
          : {};
  const auth = operation.name === 'Login' ? {} : { authorization: `Bearer ${client.token}` };
  return {
    method: 'POST' as const,
    path: '/graphql',
    headers: { ...headers, ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ query: operation.document, variables }),
  };
}

function outcomeOf(status: number, text: string): string {
  if (status !== 200) return String(status);
  try {
    const answer = JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] };
    return answer.errors?.[0]?.extensions?.code ?? (answer.errors ? 'GraphQL error' : 'ok');
  } catch {
    return 'unreadable answer';
  }
}

async function run(plan: LoadPlan): Promise<Outcome[]> {
  // Keep-alive connections as a proxy in front keeps them (or some forty browsers, six each): a request finding them
  // all busy waits for one, and that wait counts in its latency like any other.
  const pool = new Pool(plan.url, {
    connections: CONNECTIONS,
    headersTimeout: plan.timeoutMs,
    bodyTimeout: plan.timeoutMs,
  });
  const pick = random(42);
  const total = plan.operations.reduce((sum, operation) => sum + operation.weight, 0);
  const choose = () => {
    let left = pick() * total;
    for (const operation of plan.operations) {
      left -= operation.weight;
      if (left < 0) return operation;
    }
    return plan.operations[0]!;
  };
  // The connections are open before the first scheduled request, as a proxy's keep-alive pool would be.
  await Promise.all(
    Array.from({ length: CONNECTIONS }, () =>
      pool.request({ method: 'GET', path: '/health' }).then((response) => response.body.dump()),
    ),
  );
  let sent = 0;
  const started = performance.now();
  const send = (due: number): Promise<Outcome> => {
    const operation = choose();
    const client = plan.clients[sent++ % plan.clients.length]!;
    const lateMs = performance.now() - due;
    const atMs = due - started;
    return pool.request(requestFor(plan, operation, client, pick)).then(
      async (response) => {
        const text = await response.body.text();
        return {
          operation: operation.name,
          outcome: outcomeOf(response.statusCode, text),
          ms: performance.now() - due,
          lateMs,
          atMs,
        };
      },
      (error: Error & { code?: string }) => ({
        operation: operation.name,
        outcome: `client: ${error.code ?? error.name}`,
        ms: performance.now() - due,
        lateMs,
        atMs,
      }),
    );
  };
  const outcomes: Outcome[] = [];
  if (plan.concurrency) {
    const until = started + plan.seconds * 1000;
    const worker = async () => {
      while (performance.now() < until) outcomes.push(await send(performance.now()));
    };
    await Promise.all(Array.from({ length: plan.concurrency }, worker));
  } else {
    const count = Math.round(plan.rate * plan.seconds);
    const interval = 1000 / plan.rate;
    const results: Promise<Outcome>[] = [];
    for (let index = 0; index < count; index++) {
      const due = started + index * interval;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      results.push(send(due));
    }
    outcomes.push(...(await Promise.all(results)));
  }
  await pool.close();
  return outcomes;
}

if (parentPort && workerData) {
  const port = parentPort;
  void run(workerData as LoadPlan).then((outcomes) => port.postMessage(outcomes));
}
