// The clients' side of one case, in a worker thread so that parsing a thousand sockets' frames does not slow the
// servers down (they run on the main thread): the subscribers, and the guest posting messages over REST. Sending
// and receiving are timed on this thread's clock alone.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';
import type { Client } from 'graphql-ws';
import type { CaseResult, CaseSpec } from './protocol.js';
import { subscribe } from './subscriber.js';

const spec = workerData as CaseSpec;
const CONNECT_BATCH = 100;
const LIVE_TIMEOUT_MS = 60_000;
const DELIVERY_TIMEOUT_MS = 10_000;

interface Sent {
  sentAt: number;
  remaining: number;
  measured: boolean;
  onLast: (at: number) => void;
}

const sent = new Map<string, Sent>();
const result: CaseResult = {
  latenciesByGateway: spec.gatewayUrls.map(() => []),
  untilLast: [],
  answered: [],
  expected: spec.subscriptions * spec.messages,
  received: 0,
  duplicates: 0,
  strangerReceipts: 0,
  setupMs: 0,
};
const errors: unknown[] = [];
const onError = (error: unknown) => errors.push(error);

/** One of the host's subscriptions: every message must reach it exactly once. */
function hostSubscriber(gateway: number) {
  const seen = new Set<string>();
  const subscriber = { live: false, client: null as Client | null };
  subscriber.client = subscribe(
    spec.gatewayUrls[gateway]!,
    spec.hostToken,
    (content) => {
      const at = performance.now();
      subscriber.live = true;
      if (seen.has(content)) return void result.duplicates++;
      seen.add(content);
      const message = sent.get(content);
      if (!message) return; // a liveness probe
      if (message.measured) {
        result.latenciesByGateway[gateway]!.push(at - message.sentAt);
        result.received++;
      }
      if (--message.remaining === 0) message.onLast(at);
    },
    onError,
  );
  return subscriber;
}

async function post(content: string): Promise<void> {
  const response = await fetch(`${spec.apiUrl}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${spec.guestToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ booking: spec.booking, content }),
  });
  const body = await response.text();
  if (response.status !== 201) throw new Error(`POST /messages: ${response.status} ${body}`);
}

/** Posts one message and waits until every host subscription has it (or the timeout). */
async function send(content: string, measured: boolean): Promise<void> {
  let onLast: (at: number) => void = () => {};
  const last = new Promise<number>((resolve) => (onLast = resolve));
  const message: Sent = { sentAt: 0, remaining: spec.subscriptions, measured, onLast };
  sent.set(content, message);
  message.sentAt = performance.now();
  await post(content);
  if (measured) result.answered.push(performance.now() - message.sentAt);
  const at = await Promise.race([last, sleep(DELIVERY_TIMEOUT_MS, null)]);
  if (measured && at !== null) result.untilLast.push(at - message.sentAt);
}

/** graphql-ws does not acknowledge a subscription: post probes until every subscription has delivered one. */
async function untilLive(subscribers: { live: boolean }[]) {
  const deadline = performance.now() + LIVE_TIMEOUT_MS;
  for (let probe = 0; !subscribers.every((subscriber) => subscriber.live); probe++) {
    if (performance.now() > deadline) throw new Error('the subscriptions never became live');
    await post(`probe ${probe}`);
    await sleep(200);
  }
}

const connected = (client: Client) => new Promise<void>((resolve) => client.on('connected', () => resolve()));

async function run(): Promise<CaseResult> {
  const started = performance.now();
  const clients: Client[] = [];
  // The stranger's first, so they are surely live by the time the host's are (they cannot be probed).
  for (let index = 0; index < spec.strangerSubscriptions; index++) {
    const gatewayUrl = spec.gatewayUrls[index % spec.gatewayUrls.length]!;
    clients.push(subscribe(gatewayUrl, spec.strangerToken, () => result.strangerReceipts++, onError));
  }
  const subscribers: ReturnType<typeof hostSubscriber>[] = [];
  for (let index = 0; index < spec.subscriptions; index += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, spec.subscriptions - index) }, (_, offset) =>
      hostSubscriber((index + offset) % spec.gatewayUrls.length),
    );
    subscribers.push(...batch);
    await Promise.all(batch.map((subscriber) => connected(subscriber.client!)));
  }
  clients.push(...subscribers.map((subscriber) => subscriber.client!));
  await untilLive(subscribers);
  result.setupMs = performance.now() - started;

  for (let index = 0; index < spec.warmup + spec.messages; index++) {
    const measured = index >= spec.warmup;
    await send(`${measured ? 'measured' : 'warm-up'} message ${index}`, measured);
    await sleep(spec.gapMs);
  }
  await sleep(300); // late duplicates or stray deliveries still count
  await Promise.all(clients.map((client) => client.dispose()));
  if (errors.length > 0) throw new Error(`subscription errors: ${JSON.stringify(errors.slice(0, 3))}`);
  return result;
}

parentPort!.postMessage(await run());
