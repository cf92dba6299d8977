import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signStripePayload, startFakeStripe, type FakeStripe } from '@portal/testkit/fake-stripe';
import { InvalidWebhook, PaymentsUnavailable } from './payments.js';
import { StripePayments } from './stripe.js';
import { premiumCheckoutForm } from '../../test/stripe-forms.js';

const secretKey = 'sk_test_adapter0123456789';
const webhookSecret = 'whsec_adapter0123456789';

let fake: FakeStripe;
let stripe: StripePayments;
beforeAll(async () => {
  fake = await startFakeStripe({ secretKey, webhookSecret });
  stripe = new StripePayments({ secretKey, webhookSecret, apiUrl: fake.url });
});
afterAll(() => fake.close());

const lastRequest = () => fake.requests.at(-1)!;

describe('StripePayments against the fake Stripe', () => {
  it('creates a customer with the user id in its metadata, with the secret key', async () => {
    const { customerId } = await stripe.createCustomer({ userId: 7, email: 'ada@example.com', name: 'Ada King' });
    expect(customerId).toMatch(/^cus_/);
    expect(lastRequest()).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      params: { email: 'ada@example.com', name: 'Ada King', metadata: { userId: '7' } },
    });
    expect(lastRequest().headers.authorization).toBe(`Bearer ${secretKey}`);
  });

  it('opens a subscription checkout: monthly price given inline, trial, client reference and plan metadata', async () => {
    const { customerId } = await stripe.createCustomer({ userId: 7, email: 'ada@example.com', name: 'Ada King' });
    const session = await stripe.createSubscriptionCheckout({
      customerId,
      userId: 7,
      plan: { identifier: 'premium', name: 'Premium' },
      unitAmount: 499,
      currency: 'gbp',
      quantity: 3,
      trialDays: 30,
      successUrl: 'https://portal.test/subscription/success',
      cancelUrl: 'https://portal.test/subscription/cancelled',
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${fake.url}/pay/${session.id}`);
    expect(lastRequest()).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(lastRequest().params).toEqual(
      premiumCheckoutForm({ customer: customerId, userId: '7', quantity: '3', appUrl: 'https://portal.test' }),
    );
  });

  it('opens a one-off payment checkout from line items whose total is the amount', async () => {
    const expiresAt = new Date(Math.floor(Date.now() / 1000 + 3600) * 1000);
    const session = await stripe.createPaymentCheckout({
      amount: 4500,
      currency: 'eur',
      lineItems: [
        { name: 'Airport pickup', unitAmount: 3000, quantity: 1 },
        { name: 'Breakfast hamper', unitAmount: 750, quantity: 2 },
      ],
      metadata: { purchase: '12' },
      successUrl: 'https://portal.test/guest/paid',
      cancelUrl: 'https://portal.test/guest/cancelled',
      customerEmail: 'guest@example.com',
      clientReferenceId: 'booking-4',
      expiresAt,
    });
    expect(session.url).toBe(`${fake.url}/pay/${session.id}`);
    expect(lastRequest().params).toMatchObject({
      mode: 'payment',
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'eur', unit_amount: '3000', product_data: { name: 'Airport pickup' } },
        },
        { quantity: '2', price_data: { unit_amount: '750' } },
      ],
      metadata: { purchase: '12' },
      payment_intent_data: { metadata: { purchase: '12' } },
      customer_email: 'guest@example.com',
      client_reference_id: 'booking-4',
      expires_at: String(expiresAt.getTime() / 1000),
    });
    expect(fake.checkoutSessions.get(session.id)).toMatchObject({ amount_total: 4500, mode: 'payment' });
  });

  it('refuses a payment checkout whose amount is not its line items total, before calling Stripe', async () => {
    const calls = fake.requests.length;
    await expect(
      stripe.createPaymentCheckout({
        amount: 100,
        currency: 'gbp',
        lineItems: [{ name: 'Late checkout', unitAmount: 2000, quantity: 1 }],
        metadata: {},
        successUrl: 'https://portal.test/a',
        cancelUrl: 'https://portal.test/b',
      }),
    ).rejects.toThrow(/amount 100/);
    expect(fake.requests).toHaveLength(calls);
  });

  it('opens the customer portal', async () => {
    const { customerId } = await stripe.createCustomer({ userId: 8, email: 'b@example.com', name: 'B' });
    const portal = await stripe.createPortalSession({
      customerId,
      returnUrl: 'https://portal.test/subscription/updated',
    });
    expect(portal.url.startsWith(`${fake.url}/portal/bps_`)).toBe(true);
    expect(lastRequest()).toMatchObject({
      path: '/v1/billing_portal/sessions',
      params: { customer: customerId, return_url: 'https://portal.test/subscription/updated' },
    });
  });

  it('reports a refused key or a failing Stripe as PaymentsUnavailable, with no key in the message', async () => {
    const wrong = new StripePayments({ secretKey: 'sk_test_wrongwrongwrong', webhookSecret, apiUrl: fake.url });
    const refused = await wrong.createCustomer({ userId: 1, email: 'a@example.com', name: 'A' }).catch((e) => e);
    expect(refused).toBeInstanceOf(PaymentsUnavailable);
    expect(refused.message).toMatch(
      /^Stripe customer creation failed \(StripeAuthenticationError, 401, request req_\w+\): Invalid API Key/,
    );
    expect(refused.message).not.toContain('sk_test_wrongwrongwrong');

    fake.setFailure({ status: 500, message: `database on fire; key ${secretKey}` });
    try {
      const failed = await stripe.createCustomer({ userId: 1, email: 'a@example.com', name: 'A' }).catch((e) => e);
      expect(failed).toBeInstanceOf(PaymentsUnavailable);
      expect(failed.message).toContain('database on fire');
      expect(failed.message).not.toContain(secretKey);
    } finally {
      fake.setFailure(null);
    }
  });
});

describe('StripePayments.verifyWebhook', () => {
  const subscription = {
    id: 'sub_123',
    object: 'subscription',
    customer: 'cus_123',
    status: 'trialing',
    metadata: { plan: 'premium', userId: '7' },
    start_date: 1_800_000_000,
    trial_end: 1_802_592_000,
    cancel_at: null,
    ended_at: null,
    items: { object: 'list', data: [{ id: 'si_1', current_period_end: 1_802_592_000 }] },
  };
  const eventJson = (type: string, object: object, created = Math.floor(Date.now() / 1000)) =>
    JSON.stringify({ id: 'evt_1', object: 'event', created, type, data: { object } });

  it('reads a signed subscription event into the provider-neutral shape', () => {
    const body = eventJson('customer.subscription.updated', subscription, 1_800_000_100);
    const event = stripe.verifyWebhook(Buffer.from(body), signStripePayload(body, webhookSecret));
    expect(event).toEqual({
      id: 'evt_1',
      createdAt: new Date(1_800_000_100_000),
      providerType: 'customer.subscription.updated',
      type: 'subscription.updated',
      subscription: {
        id: 'sub_123',
        customerId: 'cus_123',
        status: 'trialing',
        metadata: { plan: 'premium', userId: '7' },
        startedAt: new Date(1_800_000_000_000),
        trialEndsAt: new Date(1_802_592_000_000),
        currentPeriodEndsAt: new Date(1_802_592_000_000),
        cancelsAt: null,
        endedAt: null,
      },
    });
  });

  it('reads a completed checkout and acknowledges other events', () => {
    const session = {
      id: 'cs_test_1',
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: '7',
      customer: 'cus_123',
      subscription: 'sub_123',
      payment_status: 'no_payment_required',
      amount_total: 499,
      currency: 'gbp',
      metadata: { plan: 'premium' },
    };
    const body = eventJson('checkout.session.completed', session);
    expect(stripe.verifyWebhook(Buffer.from(body), signStripePayload(body, webhookSecret))).toMatchObject({
      type: 'checkout.completed',
      session: { id: 'cs_test_1', mode: 'subscription', clientReferenceId: '7', subscriptionId: 'sub_123' },
    });
    const other = eventJson('invoice.paid', { id: 'in_1', object: 'invoice' });
    expect(stripe.verifyWebhook(Buffer.from(other), signStripePayload(other, webhookSecret))).toMatchObject({
      type: 'other',
      providerType: 'invoice.paid',
    });
  });

  it('reads an expired checkout and a failed delayed payment as failed one-off checkouts', () => {
    const session = { id: 'cs_test_2', object: 'checkout.session', mode: 'payment', metadata: { purchase: '12' } };
    for (const [type, reason] of [
      ['checkout.session.expired', 'expired'],
      ['checkout.session.async_payment_failed', 'failed'],
    ] as const) {
      const body = eventJson(type, session);
      expect(stripe.verifyWebhook(Buffer.from(body), signStripePayload(body, webhookSecret))).toMatchObject({
        type: 'checkout.failed',
        providerType: type,
        reason,
        session: { id: 'cs_test_2', mode: 'payment', metadata: { purchase: '12' } },
      });
    }
  });

  it('refuses a wrong secret, a changed body, a stale or missing signature', () => {
    const body = eventJson('customer.subscription.deleted', subscription);
    const refused = (raw: string, header: string | undefined) => () => stripe.verifyWebhook(Buffer.from(raw), header);
    expect(refused(body, signStripePayload(body, 'whsec_other'))).toThrow(InvalidWebhook);
    expect(refused(body.replace('sub_123', 'sub_999'), signStripePayload(body, webhookSecret))).toThrow(InvalidWebhook);
    const stale = Math.floor(Date.now() / 1000) - 301;
    expect(refused(body, signStripePayload(body, webhookSecret, stale))).toThrow(/tolerance/i);
    expect(refused(body, undefined)).toThrow(InvalidWebhook);
    expect(refused(body, 'garbage')).toThrow(InvalidWebhook);
    const notJson = 'not json';
    expect(refused(notJson, signStripePayload(notJson, webhookSecret))).toThrow(InvalidWebhook);
  });
});
