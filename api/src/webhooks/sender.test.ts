import { startWebhookReceiver, type WebhookReceiver } from '@portal/testkit/webhook-receiver';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Resolver } from '../calendars/sync/guard.js';
import { sendWebhook } from './sender.js';

/** The outbound call of a delivery, against a real receiver on 127.0.0.1. */
describe('sendWebhook', () => {
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());
  beforeEach(() => {
    receiver.received.length = 0;
  });

  // A public-looking name that resolves to the receiver's loopback address (DNS rebinding, say).
  const toLoopback: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
  const toPrivate: Resolver = async () => [{ address: '10.0.0.7', family: 4 }];
  const urlOf = (path: string) => `http://hooks.example.test:${receiver.port}${path}`;

  it('refuses a name that resolves to a loopback or private address, as the iCal fetcher does', async () => {
    for (const resolver of [toLoopback, toPrivate]) {
      const result = await sendWebhook(urlOf('/x'), '{}', {}, { allowLoopback: false, resolver });
      expect(result).toMatchObject({
        statusCode: null,
        error: 'Refused: the address is on a private or local network',
      });
    }
    const literal = await sendWebhook(`${receiver.origin}/x`, '{}', {}, { allowLoopback: false });
    expect(literal.error).toBe('Refused: the address is on a private or local network');
    expect(receiver.received).toEqual([]);
  });

  it('with the test allowance reaches 127.0.0.1 only: other private addresses stay refused', async () => {
    const reached = await sendWebhook(
      urlOf('/x'),
      '{"a":1}',
      { 'x-test': '1' },
      { allowLoopback: true, resolver: toLoopback },
    );
    expect(reached).toMatchObject({ statusCode: 200, responseBody: 'ok', error: null });
    expect(receiver.received[0]).toMatchObject({ path: '/x', body: '{"a":1}', headers: { 'x-test': '1' } });
    const refused = await sendWebhook(urlOf('/x'), '{}', {}, { allowLoopback: true, resolver: toPrivate });
    expect(refused.error).toBe('Refused: the address is on a private or local network');
  });

  it('follows no redirect, stops waiting after the timeout, and keeps 1 kB of the body', async () => {
    receiver.answer({ status: 302, headers: { location: 'http://10.0.0.1/internal' } });
    const redirected = await sendWebhook(`${receiver.origin}/r`, '{}', {}, { allowLoopback: true });
    expect(redirected.statusCode).toBe(302);
    expect(receiver.received).toHaveLength(1);

    receiver.answer({ status: 200, body: 'late', delayMs: 1000 });
    const slow = await sendWebhook(`${receiver.origin}/slow`, '{}', {}, { allowLoopback: true, timeoutMs: 200 });
    expect(slow).toMatchObject({ statusCode: null, error: 'No answer within 0.2 s' });
    expect(slow.durationMs).toBeLessThan(900);

    receiver.answer({ status: 200, body: 'é'.repeat(100_000) });
    const big = await sendWebhook(`${receiver.origin}/big`, '{}', {}, { allowLoopback: true });
    expect(Buffer.byteLength(big.responseBody)).toBeLessThanOrEqual(1024);
    expect(big.responseBody.startsWith('éé')).toBe(true);
  });
});
