import { WEBHOOK_MESSAGES } from '@portal/schema';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../index.js';
import { graphql, graphqlOk, registerUser, startTestApi, startTestGateway, type TestUser } from '../test/harness.js';

let api: Awaited<ReturnType<typeof startTestApi>>;
let gateway: RunningGateway;
/** A receiver on 127.0.0.1 that answers 'ok' and counts what it got. */
let receiver: Server;
let receiverOrigin: string;
let received = 0;
let ada: TestUser;
let bob: TestUser;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverOrigin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  // The API's own worker runs the deliveries (the embedded queue, polled often).
  api = await startTestApi({ WEBHOOKS_ALLOW_LOOPBACK: '1', JOBS_POLL_MS: '50' });
  gateway = await startTestGateway(api.url);
  [ada, bob] = await Promise.all([registerUser(gateway.url, 'Ada'), registerUser(gateway.url, 'Bob')]);
});
afterAll(async () => {
  await gateway?.close();
  await api?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

const CREATE = `mutation($url: String!, $events: [String!]!) {
  createWebhookEndpoint(url: $url, events: $events) { secret endpoint { id url events lastDeliveryStatus } }
}`;
const DELIVERIES = `query($id: ID!) {
  webhookDeliveries(endpointId: $id) { id eventType status attempts { statusCode durationMs responseBody error } }
}`;

describe('webhooks through GraphQL', () => {
  it('creates an endpoint (secret once), sends a test event, reads the delivery; deletes it', async () => {
    const url = `${receiverOrigin}/gateway-hook`;
    const { createWebhookEndpoint } = await graphqlOk(gateway.url, ada, CREATE, { url, events: ['booking.created'] });
    expect(createWebhookEndpoint.secret).toMatch(/^whsec_/);
    const id = createWebhookEndpoint.endpoint.id as string;
    expect(createWebhookEndpoint.endpoint).toEqual({ id, url, events: ['booking.created'], lastDeliveryStatus: null });

    const listed = await graphqlOk(gateway.url, ada, '{ webhookEndpoints { id url } }');
    expect(listed.webhookEndpoints).toEqual([{ id, url }]);
    expect(JSON.stringify(listed)).not.toContain(createWebhookEndpoint.secret);

    const sent = await graphqlOk(gateway.url, ada, 'mutation($id: ID!) { sendWebhookTestEvent(id: $id) { id } }', {
      id,
    });
    expect(sent.sendWebhookTestEvent).toEqual({ id });
    await expect
      .poll(async () => (await graphqlOk(gateway.url, ada, DELIVERIES, { id })).webhookDeliveries[0]?.status)
      .toBe('succeeded');
    expect(received).toBe(1);
    const { webhookDeliveries } = await graphqlOk(gateway.url, ada, DELIVERIES, { id });
    expect(webhookDeliveries).toEqual([
      {
        id: expect.any(String),
        eventType: 'webhook.test',
        status: 'succeeded',
        attempts: [{ statusCode: 200, durationMs: expect.any(Number), responseBody: 'ok', error: null }],
      },
    ]);

    // Bob sees none of it.
    const foreign = await graphql(gateway.url, DELIVERIES, { variables: { id }, token: bob.token });
    expect(foreign.errors?.[0]?.extensions.code).toBe('NOT_FOUND');

    const removed = await graphqlOk(gateway.url, ada, 'mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id });
    expect(removed.deleteWebhookEndpoint).toBe(id);
    expect((await graphqlOk(gateway.url, ada, '{ webhookEndpoints { id } }')).webhookEndpoints).toEqual([]);
  });

  it('answers the violations of a refused endpoint', async () => {
    const answer = await graphql(gateway.url, CREATE, {
      variables: { url: 'not a url', events: [] },
      token: ada.token,
    });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      violations: expect.arrayContaining([
        { propertyPath: 'url', message: WEBHOOK_MESSAGES.urlInvalid },
        { propertyPath: 'events', message: WEBHOOK_MESSAGES.eventsRequired },
      ]),
    });
  });
});
