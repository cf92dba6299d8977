// The load bench's clients, on a thread of their own so that they share no event loop with what they measure: the
// hosts' message-panel subscriptions (graphql-ws through the front proxy), and an open loop (../open-loop.ts) of the
// web app's own operations at the rate the main thread asks, one rate after the other.
import { parentPort, workerData } from 'node:worker_threads';
import type { Client as SocketClient } from 'graphql-ws';
import { addDays, todayUtc } from '@portal/schema';
import { seededRandom } from '@portal/testkit/random';
import { subscribe } from '../messages/subscriber.js';
import { chooser, closedLoop, openLoop, openPool, outcomeOf, timed, type Outcome } from '../open-loop.js';

export interface LoadHost {
  /** X-Forwarded-For: each simulated browser from an address of its own, as through a load balancer. */
  address: string;
  token: string;
  propertyIds: number[];
}

/** A host with `subscriptions` open message panels, and their guest, who posts to the booking. */
export interface LoadConversation {
  hostToken: string;
  guestToken: string;
  bookingId: string;
}

export type OperationName = 'MultiCalendar' | 'Properties' | 'PropertyPage' | 'StaySendMessage' | 'AddDirectBooking';

export interface GeneratorSetup {
  /** The front proxy, as a browser reaches it. */
  url: string;
  hosts: LoadHost[];
  conversations: LoadConversation[];
  subscriptionsPerConversation: number;
  /** Each operation's share (out of the sum) and its document as the web app sends it. */
  mix: { name: OperationName; weight: number; document: string }[];
  /** New bookings take slots from this one on (a slot: three nights on one listing, far from the seeded stays). */
  firstBookingSlot: number;
  timeoutMs: number;
}

export interface RateResult {
  outcomes: Outcome[];
  /** Receipts the subscriptions owed for the messages answered 'ok', and those that came. */
  deliveriesExpected: number;
  deliveriesReceived: number;
  duplicates: number;
  /** ms from when each message was due until each subscription had it. */
  deliveryMs: number[];
  bookingSlotsUsed: number;
}

/** An open loop at `rate` a second, or a closed one with `concurrency` requests outstanding (rate 0). */
export type GeneratorRequest = { rate: number; concurrency?: number; seconds: number } | 'close';

const CONNECTIONS = 128;
const LIVE_TIMEOUT_MS = 30_000;
const DELIVERY_TIMEOUT_MS = 10_000;
const BOOKINGS_FROM_DAY = 200;
const SLOT_DAYS = 4;

const setup = workerData as GeneratorSetup;
const pool = await openPool(setup.url, CONNECTIONS, setup.timeoutMs);
const pick = seededRandom(16);
const choose = chooser(setup.mix, pick);
const today = todayUtc();
const listings = setup.hosts.flatMap((host) => host.propertyIds.map((propertyId) => ({ host, propertyId })));
let nextSlot = setup.firstBookingSlot;
let sent = 0;

/** This rate's messages by content: when each was due, whether it was answered 'ok', and how many panels have it. */
const messages = new Map<string, { due: number; ok: boolean; receipts: number }>();
const delivery = { duplicates: 0, ms: [] as number[] };
const socketErrors: unknown[] = [];

function graphql(token: string, address: string, document: string, variables: object) {
  return pool
    .request({
      method: 'POST',
      path: '/graphql',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        'x-forwarded-for': address,
      },
      body: JSON.stringify({ query: document, variables }),
    })
    .then(async (response) => ({ statusCode: response.statusCode, text: await response.body.text() }));
}

const documentOf = (name: OperationName) => setup.mix.find((operation) => operation.name === name)!.document;

async function postMessage(conversation: LoadConversation, content: string, due: number) {
  const message = { due, ok: false, receipts: 0 };
  messages.set(content, message);
  const variables = { bookingId: conversation.bookingId, content };
  const answer = await graphql(conversation.guestToken, '10.30.0.1', documentOf('StaySendMessage'), variables);
  message.ok = outcomeOf(answer.statusCode, answer.text) === 'ok';
  return answer;
}

/** The variables (and caller) of one request of `name`, as the web app would send them. */
function request(name: OperationName, due: number) {
  const host = setup.hosts[sent % setup.hosts.length]!;
  const propertyId = host.propertyIds[Math.floor(pick() * host.propertyIds.length)]!;
  switch (name) {
    case 'MultiCalendar': {
      // The calendar page's window: 30 to 80 days around today.
      const from = addDays(today, -Math.floor(pick() * 30));
      return graphql(host.token, host.address, documentOf(name), {
        from,
        to: addDays(from, 29 + Math.floor(pick() * 51)),
      });
    }
    case 'Properties':
      return graphql(host.token, host.address, documentOf(name), {});
    case 'PropertyPage':
      return graphql(host.token, host.address, documentOf(name), { id: String(propertyId) });
    case 'StaySendMessage':
      return postMessage(setup.conversations[sent % setup.conversations.length]!, `load ${sent}`, due);
    case 'AddDirectBooking': {
      const slot = nextSlot++;
      const listing = listings[slot % listings.length]!;
      const startDate = addDays(today, BOOKINGS_FROM_DAY + Math.floor(slot / listings.length) * SLOT_DAYS);
      const input = {
        propertyId: String(listing.propertyId),
        startDate,
        endDate: addDays(startDate, SLOT_DAYS - 1),
        providerGuestName: 'Load Guest',
        numberOfGuest: 2,
      };
      return graphql(listing.host.token, listing.host.address, documentOf(name), { input });
    }
  }
}

function openSubscriptions(): { live: boolean; client: SocketClient }[] {
  return setup.conversations.flatMap((conversation) =>
    Array.from({ length: setup.subscriptionsPerConversation }, () => {
      const subscriber = { live: false, client: null as unknown as SocketClient };
      const seen = new Set<string>();
      subscriber.client = subscribe(
        setup.url,
        conversation.hostToken,
        (content) => {
          subscriber.live = true;
          if (seen.has(content)) return void delivery.duplicates++;
          seen.add(content);
          const message = messages.get(content);
          if (!message) return; // a liveness probe
          message.receipts++;
          delivery.ms.push(performance.now() - message.due);
        },
        (error) => socketErrors.push(error),
      );
      return subscriber;
    }),
  );
}

/** graphql-ws does not acknowledge a subscription: each guest posts probes until all their host's panels have one. */
async function untilLive(subscribers: { live: boolean }[]) {
  const deadline = performance.now() + LIVE_TIMEOUT_MS;
  for (let probe = 0; !subscribers.every((subscriber) => subscriber.live); probe++) {
    if (performance.now() > deadline) throw new Error('the subscriptions never became live');
    for (const conversation of setup.conversations) {
      const answer = await postMessage(conversation, `probe ${probe}`, performance.now());
      if (answer.statusCode !== 200) throw new Error(`a probe message: ${answer.statusCode} ${answer.text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  messages.clear();
}

async function offer({ rate, concurrency, seconds }: { rate: number; concurrency?: number; seconds: number }) {
  const firstSlot = nextSlot;
  Object.assign(delivery, { duplicates: 0, ms: [] });
  const send = (due: number, started: number) => {
    const operation = choose();
    const answer = timed(operation.name, due, started, () => request(operation.name, due));
    sent++;
    return answer;
  };
  const outcomes = concurrency ? await closedLoop(concurrency, seconds, send) : await openLoop(rate, seconds, send);
  // The messages answered 'ok' are owed to every panel of their host.
  const owed = [...messages.values()].filter((message) => message.ok);
  const expected = owed.length * setup.subscriptionsPerConversation;
  const received = () => owed.reduce((sum, message) => sum + message.receipts, 0);
  const deadline = performance.now() + DELIVERY_TIMEOUT_MS;
  while (received() < expected && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const deliveriesReceived = received();
  messages.clear();
  if (socketErrors.length > 0) throw new Error(`subscription errors: ${JSON.stringify(socketErrors.slice(0, 3))}`);
  const result: RateResult = {
    outcomes,
    deliveriesExpected: expected,
    deliveriesReceived,
    duplicates: delivery.duplicates,
    deliveryMs: delivery.ms,
    bookingSlotsUsed: nextSlot - firstSlot,
  };
  return result;
}

const port = parentPort!;
const subscribers = openSubscriptions();
await untilLive(subscribers);
port.on('message', (asked: GeneratorRequest) => {
  if (asked === 'close') {
    void Promise.all(subscribers.map(({ client }) => client.dispose()))
      .then(() => pool.close())
      .then(() => port.postMessage('closed'));
    return;
  }
  offer(asked).then(
    (result) => port.postMessage(result),
    (error: unknown) => port.postMessage({ error: String(error) }),
  );
});
port.postMessage('ready');
