import { createHmac } from 'node:crypto';
import { WEBHOOK_LIMITS, WEBHOOK_MESSAGES } from '@portal/schema';
import { startWebhookReceiver, type WebhookReceiver } from '@portal/testkit/webhook-receiver';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EmbeddedJobQueue } from '../integrations/jobs/embedded.js';
import { openTestApp, signUp, violationsOf, type SignedInUser, type TestApp } from '../test/app.js';
import { addDirectBooking } from '../test/bookings.js';
import { addPricedProperty, joinBooking, postMessage } from '../test/calendars.js';
import { testDatabases } from '../test/databases.js';
import { postCreated } from '../test/requests.js';
import { verifySignature } from './signature.js';

interface Endpoint {
  id: number;
  '@id': string;
  url: string;
  events: string[];
  secret?: string;
  lastDeliveryStatus: string | null;
}
interface Delivery {
  eventType: string;
  status: string;
  payload: string;
  nextAttemptAt: string | null;
  attempts: { statusCode: number | null; durationMs: number; responseBody: string; error: string | null }[];
}

describe.each(testDatabases())('webhooks on $name', (database) => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let jobs: EmbeddedJobQueue;
  let clock = Date.now();
  const now = () => clock;
  let host: SignedInUser;
  let guest: SignedInUser;
  let stranger: SignedInUser;
  let propertyIri: string;
  let day = 10;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await openTestApp(database, {
      env: { WEBHOOKS_ALLOW_LOOPBACK: '1' },
      now,
      jobs: (db) => (jobs = new EmbeddedJobQueue(db, { now })),
    });
    host = await signUp(t.app);
    guest = await signUp(t.app, { firstName: 'Grace', lastName: 'Hopper' });
    stranger = await signUp(t.app);
    propertyIri = (await addPricedProperty(t.app, host, 'Harbour View')).iri;
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });
  beforeEach(async () => {
    receiver.received.length = 0;
    await t.db.deleteFrom('webhookEndpoints').execute();
  });

  const create = (user: SignedInUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/webhook-endpoints', headers: user.auth, payload });
  const addEndpoint = (events: string[] = ['booking.created'], path = '/hook') =>
    postCreated<Endpoint>(t.app, host, '/webhook-endpoints', { url: `${receiver.origin}${path}`, events });
  /** "Send test event": fails the test unless accepted (202). */
  const sendTestEvent = async (endpoint: Endpoint) => {
    const sent = await t.app.inject({
      method: 'POST',
      url: `${endpoint['@id']}/test`,
      headers: host.auth,
      payload: {},
    });
    expect(sent.statusCode, sent.body).toBe(202);
  };
  const deliveries = async (endpoint: Endpoint, user = host) => {
    const response = await t.app.inject({ url: `${endpoint['@id']}/deliveries`, headers: user.auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ 'hydra:member': Delivery[] }>()['hydra:member'];
  };
  const book = async () => {
    day += 5;
    return addDirectBooking(t.app, host, propertyIri, day);
  };

  it('creates an endpoint with its secret shown once; lists and deletes it', async () => {
    const endpoint = await addEndpoint(['booking.created', 'message.received']);
    expect(endpoint.secret).toMatch(/^whsec_[\w-]{32}$/);
    const list = await t.app.inject({ url: '/webhook-endpoints', headers: host.auth });
    expect(list.statusCode).toBe(200);
    const members = list.json<{ 'hydra:member': Endpoint[] }>()['hydra:member'];
    expect(members).toEqual([
      expect.objectContaining({
        id: endpoint.id,
        events: ['booking.created', 'message.received'],
        lastDeliveryStatus: null,
      }),
    ]);
    expect(list.body).not.toContain(endpoint.secret);
    const removed = await t.app.inject({ method: 'DELETE', url: endpoint['@id'], headers: host.auth });
    expect(removed.statusCode).toBe(204);
    const after = await t.app.inject({ url: '/webhook-endpoints', headers: host.auth });
    expect(after.json<{ 'hydra:member': Endpoint[] }>()['hydra:member']).toEqual([]);
  });

  it('wants an https URL (127.0.0.1 only when allowed), known events, at most 10 endpoints', async () => {
    const cases: [object, string][] = [
      [{ url: 'http://hooks.example.com/x', events: ['booking.created'] }, WEBHOOK_MESSAGES.urlInvalid],
      [{ url: 'not a url', events: ['booking.created'] }, WEBHOOK_MESSAGES.urlInvalid],
      [{ url: 'https://10.1.2.3/x', events: ['booking.created'] }, WEBHOOK_MESSAGES.urlPrivate],
      [{ url: 'https://[::1]/x', events: ['booking.created'] }, WEBHOOK_MESSAGES.urlPrivate],
      [{ url: 'https://hooks.example.com/x', events: [] }, WEBHOOK_MESSAGES.eventsRequired],
      [{ url: 'https://hooks.example.com/x', events: ['booking.deleted'] }, WEBHOOK_MESSAGES.eventUnknown],
    ];
    for (const [payload, message] of cases) {
      expect(violationsOf(await create(host, payload)).map((v) => v.message)).toContain(message);
    }
    for (let n = 0; n < WEBHOOK_LIMITS.endpointsMax; n++) await addEndpoint();
    const eleventh = await create(host, { url: 'https://hooks.example.com/x', events: ['booking.created'] });
    expect(violationsOf(eleventh)).toEqual([{ propertyPath: 'url', message: WEBHOOK_MESSAGES.tooMany }]);
    // Another host has ten of their own.
    expect(
      (await create(stranger, { url: 'https://hooks.example.com/x', events: ['booking.created'] })).statusCode,
    ).toBe(201);
  });

  it("another user's endpoint is a 404 on every route", async () => {
    const endpoint = await addEndpoint();
    for (const [method, url] of [
      ['DELETE', endpoint['@id']],
      ['GET', `${endpoint['@id']}/deliveries`],
      ['POST', `${endpoint['@id']}/test`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: stranger.auth,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(receiver.received).toEqual([]);
  });

  it('a new booking is delivered from the queue, signed over the timestamp and the exact body', async () => {
    const endpoint = await addEndpoint(['booking.created']);
    const booking = await book();
    // The request only queued it.
    expect(receiver.received).toEqual([]);
    expect(await jobs.runDue()).toBe(1);
    const [request] = receiver.received;
    expect(request!.path).toBe('/hook');
    expect(request!.headers['content-type']).toBe('application/json');
    const event = JSON.parse(request!.body) as { id: string; type: string; data: { id: number } };
    expect(event).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      type: 'booking.created',
      data: { id: booking.id },
    });

    const header = String(request!.headers['portal-signature']);
    const [, timestamp, digest] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header)!;
    expect(Number(timestamp)).toBe(Math.floor(clock / 1000));
    const expected = createHmac('sha256', endpoint.secret!).update(`${timestamp}.${request!.body}`).digest('hex');
    expect(digest).toBe(expected);
    expect(verifySignature(endpoint.secret!, header, request!.body, Math.floor(clock / 1000))).toBe(true);
    expect(verifySignature(endpoint.secret!, header, request!.body + ' ', Math.floor(clock / 1000))).toBe(false);
    expect(verifySignature('whsec_other', header, request!.body, Math.floor(clock / 1000))).toBe(false);

    const [delivery] = await deliveries(endpoint);
    expect(delivery).toMatchObject({ eventType: 'booking.created', status: 'succeeded', payload: request!.body });
    expect(delivery!.attempts).toEqual([
      {
        attemptedAt: expect.any(String),
        statusCode: 200,
        durationMs: expect.any(Number),
        responseBody: 'ok',
        error: null,
      },
    ]);
  });

  it('only subscribed events go out; a message is "received" only when someone else wrote it', async () => {
    await addEndpoint(['message.received', 'booking.changed']);
    const booking = await book();
    await joinBooking(t.app, guest, booking);
    for (const [user, content] of [
      [host, 'Welcome!'],
      [guest, 'Thanks, arriving at 6'],
    ] as const) {
      await postMessage(t.app, user, booking['@id'], content);
    }
    while ((await jobs.runDue()) > 0);
    const events = receiver.received.map(
      (request) => JSON.parse(request.body) as { type: string; data: { content?: string } },
    );
    expect(events.map((event) => event.type).sort()).toEqual(['booking.changed', 'message.received']);
    expect(events.find((event) => event.type === 'message.received')!.data.content).toBe('Thanks, arriving at 6');
  });

  it("a guest's purchase is purchase.created; a deleted direct booking is booking.cancelled", async () => {
    await addEndpoint(['purchase.created', 'booking.cancelled']);
    const booking = await book();
    await t.app.inject({ method: 'PUT', url: `/users/${host.id}`, headers: host.auth, payload: { currency: 'eur' } });
    const service = await t.app.inject({
      method: 'POST',
      url: '/services',
      headers: host.auth,
      payload: { title: 'Late check-out', price: 2500, terms: 'Ask 24h ahead' },
    });
    expect(service.statusCode, service.body).toBe(201);
    const { id: serviceId, '@id': serviceIri } = service.json<{ id: number; '@id': string }>();
    const offered = await t.app.inject({
      method: 'PUT',
      url: propertyIri,
      headers: host.auth,
      payload: { services: [serviceId] },
    });
    expect(offered.statusCode, offered.body).toBe(200);
    await joinBooking(t.app, guest, booking);
    const bought = await t.app.inject({
      method: 'POST',
      url: '/purchases',
      headers: guest.auth,
      payload: { booking: booking['@id'], lineItems: [{ service: serviceIri, quantity: 2 }] },
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const removed = await t.app.inject({ method: 'DELETE', url: booking['@id'], headers: host.auth });
    expect(removed.statusCode, removed.body).toBe(204);

    while ((await jobs.runDue()) > 0);
    const events = receiver.received.map((request) => JSON.parse(request.body) as { type: string; data: object });
    expect(events.map((event) => event.type)).toEqual(['purchase.created', 'booking.cancelled']);
    expect(events[0]!.data).toMatchObject({
      booking: booking['@id'],
      lineItems: [expect.objectContaining({ quantity: 2 })],
    });
    expect(events[1]!.data).toMatchObject({ id: booking.id, deleted: true });
  });

  it('retries after a 500 with back-off, keeping each attempt (status, duration, first 1 kB), then succeeds', async () => {
    const endpoint = await addEndpoint();
    receiver.answer({ status: 500, body: 'x'.repeat(3000) });
    await book();
    expect(await jobs.runDue()).toBe(1);
    let [delivery] = await deliveries(endpoint);
    expect(delivery).toMatchObject({ status: 'pending', nextAttemptAt: new Date(clock + 30_000).toISOString() });
    expect(delivery!.attempts[0]).toMatchObject({ statusCode: 500, responseBody: 'x'.repeat(1024), error: null });
    clock += 29_999;
    expect(await jobs.runDue()).toBe(0);
    clock += 1;
    expect(await jobs.runDue()).toBe(1);
    [delivery] = await deliveries(endpoint);
    expect(delivery).toMatchObject({ status: 'succeeded', nextAttemptAt: null });
    expect(delivery!.attempts.map((attempt) => attempt.statusCode)).toEqual([500, 200]);
    expect(receiver.received).toHaveLength(2);
    // The same event both times: receivers deduplicate on its id.
    expect(receiver.received[0]!.body).toBe(receiver.received[1]!.body);
  });

  it('gives up once the next attempt would fall after 24 hours', async () => {
    const endpoint = await addEndpoint();
    await book();
    receiver.answer(...Array.from({ length: 60 }, () => ({ status: 503 })));
    const start = clock;
    let attempts = 0;
    while (clock - start < 25 * 3_600_000) {
      attempts += await jobs.runDue();
      clock += 60_000;
    }
    const [delivery] = await deliveries(endpoint);
    expect(delivery!.status).toBe('failed');
    expect(delivery!.nextAttemptAt).toBeNull();
    // 30 s, 1, 2, 4, 8, 16, 32 min, then hourly: every attempt within the 24 hours, none after.
    expect(delivery!.attempts).toHaveLength(attempts);
    expect(attempts).toBeGreaterThan(20);
    expect(attempts).toBeLessThan(32);
    const list = await t.app.inject({ url: '/webhook-endpoints', headers: host.auth });
    expect(list.json<{ 'hydra:member': Endpoint[] }>()['hydra:member'][0]!.lastDeliveryStatus).toBe('failed');
  });

  it('keeps the newest 100 finished deliveries of an endpoint', async () => {
    const endpoint = await addEndpoint();
    const old = Array.from({ length: 120 }, (_, n) => ({
      endpointId: endpoint.id,
      eventId: `evt_old${n}`,
      eventType: 'booking.created',
      payload: '{}',
      status: n === 0 ? 'pending' : 'succeeded',
      createdAt: new Date(clock - 86_400_000).toISOString(),
    }));
    await t.db.insertInto('webhookDeliveries').values(old).execute();
    await sendTestEvent(endpoint);
    const kept = await t.db
      .selectFrom('webhookDeliveries')
      .select(['eventId', 'status'])
      .where('endpointId', '=', endpoint.id)
      .execute();
    // The newest 100 (the test event among them), and the oldest one still pending.
    expect(kept).toHaveLength(101);
    expect(kept).toContainEqual({ eventId: 'evt_old0', status: 'pending' });
    expect(kept.map((row) => row.eventId)).not.toContain('evt_old1');
    await jobs.runDue();
  });

  it('"Send test event" delivers a webhook.test event whatever the endpoint subscribed to', async () => {
    const endpoint = await addEndpoint(['purchase.created']);
    await sendTestEvent(endpoint);
    await jobs.runDue();
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ type: 'webhook.test' });
  });
});

describe.each(testDatabases())('webhooks without the loopback allowance on $name', (database) => {
  let t: TestApp;
  let host: SignedInUser;
  beforeAll(async () => {
    t = await openTestApp(database, {
      env: { RATE_LIMITS: JSON.stringify({ '*': { max: 1_000_000 }, 'webhook-tests': { max: 2 } }) },
    });
    host = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('refuses loopback and private URLs', async () => {
    for (const url of [
      'http://127.0.0.1:8080/x',
      'https://127.0.0.1/x',
      'https://192.168.1.20/x',
      'https://localhost/x',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/webhook-endpoints',
        headers: host.auth,
        payload: { url, events: ['booking.created'] },
      });
      expect(response.statusCode, url).toBe(422);
    }
  });

  it('"Send test event" counts in the webhook-tests class (429 past its limit)', async () => {
    const created = await postCreated<Endpoint>(t.app, host, '/webhook-endpoints', {
      url: 'https://hooks.example.com/portal',
      events: ['booking.created'],
    });
    const url = `${created['@id']}/test`;
    const statuses: number[] = [];
    for (let n = 0; n < 3; n++) {
      statuses.push((await t.app.inject({ method: 'POST', url, headers: host.auth, payload: {} })).statusCode);
    }
    expect(statuses).toEqual([202, 202, 429]);
    // Queued only: this app's worker is not started, nothing went out to the internet.
    const jobs = await t.db.selectFrom('jobs').select('name').execute();
    expect(jobs.map((job) => job.name)).toEqual(['webhook.deliver', 'webhook.deliver']);
  });
});
