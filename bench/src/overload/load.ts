// The load generator, on a thread of its own: an open loop (../open-loop.ts) of the web app's operations.
import { parentPort, workerData } from 'node:worker_threads';
import { seededRandom } from '@portal/testkit/random';
import { chooser, closedLoop, openLoop, openPool, timed, type Outcome } from '../open-loop.js';

export type { Outcome };

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

export const CONNECTIONS = 256;

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

async function run(plan: LoadPlan): Promise<Outcome[]> {
  const pool = await openPool(plan.url, CONNECTIONS, plan.timeoutMs);
  const pick = seededRandom(42);
  const choose = chooser(plan.operations, pick);
  let sent = 0;
  const send = (due: number, started: number): Promise<Outcome> => {
    const operation = choose();
    const client = plan.clients[sent++ % plan.clients.length]!;
    return timed(operation.name, due, started, async () => {
      const response = await pool.request(requestFor(plan, operation, client, pick));
      return { statusCode: response.statusCode, text: await response.body.text() };
    });
  };
  const outcomes = plan.concurrency
    ? await closedLoop(plan.concurrency, plan.seconds, send)
    : await openLoop(plan.rate, plan.seconds, send);
  await pool.close();
  return outcomes;
}

if (parentPort && workerData) {
  const port = parentPort;
  void run(workerData as LoadPlan).then((outcomes) => port.postMessage(outcomes));
}
