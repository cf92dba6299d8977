import Stripe from 'stripe';
import {
  InvalidWebhook,
  PaymentsUnavailable,
  redactSecrets,
  type CheckoutSession,
  type PaymentCheckout,
  type PaymentEvent,
  type PaymentsProvider,
  type ProviderSubscription,
  type SubscriptionCheckout,
} from './payments.js';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Where the client sends its calls (tests: the local fake); null: api.stripe.com. */
  apiUrl: string | null;
}

/** Stripe's own default; a delivery older than this (by its signed timestamp) is refused as a possible replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
const TIMEOUT_MS = 20_000;

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.paused',
  'customer.subscription.resumed',
]);
const CHECKOUT_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const CHECKOUT_FAILURES: Record<string, 'expired' | 'failed'> = {
  'checkout.session.expired': 'expired',
  'checkout.session.async_payment_failed': 'failed',
};

const date = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Stripe through its Node client: Checkout Sessions (prices given inline with `price_data`, so no product or price
 * has to be set up in the dashboard), the customer portal, and webhook signatures (`Stripe-Signature`).
 */
export class StripePayments implements PaymentsProvider {
  readonly name = 'stripe';
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: TIMEOUT_MS,
      telemetry: false,
      ...(api
        ? {
            protocol: api.protocol === 'http:' ? 'http' : 'https',
            host: api.hostname,
            port: api.port || (api.protocol === 'http:' ? 80 : 443),
          }
        : {}),
    });
  }

  async createCustomer(input: { userId: number; email: string; name: string }) {
    const customer = await this.call('customer creation', () =>
      this.stripe.customers.create({
        email: input.email,
        name: input.name,
        metadata: { userId: String(input.userId) },
      }),
    );
    return { customerId: customer.id };
  }

  async createSubscriptionCheckout(input: SubscriptionCheckout): Promise<CheckoutSession> {
    const metadata = { plan: input.plan.identifier, userId: String(input.userId) };
    const session = await this.call('checkout session', () =>
      this.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: input.customerId,
        client_reference_id: String(input.userId),
        line_items: [
          {
            quantity: input.quantity,
            price_data: {
              currency: input.currency,
              unit_amount: input.unitAmount,
              recurring: { interval: 'month' },
              product_data: { name: `${input.plan.name} plan` },
            },
          },
        ],
        subscription_data: { trial_period_days: input.trialDays, metadata },
        metadata,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      }),
    );
    return sessionLink(session);
  }

  async createPortalSession(input: { customerId: string; returnUrl: string }) {
    const session = await this.call('customer portal session', () =>
      this.stripe.billingPortal.sessions.create({ customer: input.customerId, return_url: input.returnUrl }),
    );
    return { url: session.url };
  }

  async createPaymentCheckout(input: PaymentCheckout): Promise<CheckoutSession> {
    const total = input.lineItems.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
    if (total !== input.amount) throw new Error(`checkout amount ${input.amount} ≠ line items total ${total}`);
    const session = await this.call('checkout session', () =>
      this.stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: input.lineItems.map((line) => ({
          quantity: line.quantity,
          price_data: { currency: input.currency, unit_amount: line.unitAmount, product_data: { name: line.name } },
        })),
        metadata: input.metadata,
        payment_intent_data: { metadata: input.metadata },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
        ...(input.clientReferenceId ? { client_reference_id: input.clientReferenceId } : {}),
        ...(input.expiresAt ? { expires_at: Math.floor(input.expiresAt.getTime() / 1000) } : {}),
      }),
    );
    return sessionLink(session);
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent {
    if (!signatureHeader) throw new InvalidWebhook('No Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signatureHeader,
        this.settings.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch (error) {
      // Stripe's messages say what failed (no signature match, timestamp outside the tolerance); no secret in them.
      throw new InvalidWebhook(this.redact((error as Error).message));
    }
    return toPaymentEvent(event);
  }

  /** Runs a Stripe call; any failure becomes PaymentsUnavailable with a loggable, secret-free message. */
  private async call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) {
        throw new PaymentsUnavailable(`Stripe ${what} failed: ${this.redact(String(error))}`);
      }
      const details = [error.type, error.statusCode, error.code, error.requestId && `request ${error.requestId}`];
      const detail = details.filter(Boolean).join(', ');
      throw new PaymentsUnavailable(`Stripe ${what} failed (${detail}): ${this.redact(error.message)}`);
    }
  }

  private redact(text: string) {
    return redactSecrets(text, [this.settings.secretKey, this.settings.webhookSecret]);
  }
}

function sessionLink(session: Stripe.Checkout.Session): CheckoutSession {
  if (!session.url) throw new PaymentsUnavailable(`Stripe checkout session ${session.id} has no URL`);
  return { id: session.id, url: session.url };
}

const modeOf = (session: Stripe.Checkout.Session) =>
  session.mode === 'subscription' ? 'subscription' : session.mode === 'payment' ? 'payment' : null;

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, createdAt: new Date(event.created * 1000), providerType: event.type };
  if (event.type === 'customer.subscription.deleted') {
    return { ...base, type: 'subscription.deleted', subscription: toSubscription(event.data.object) };
  }
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    return {
      ...base,
      type: 'subscription.updated',
      subscription: toSubscription(event.data.object as Stripe.Subscription),
    };
  }
  const failure = CHECKOUT_FAILURES[event.type];
  if (failure || CHECKOUT_EVENTS.has(event.type)) {
    const session = event.data.object as Stripe.Checkout.Session;
    const mode = modeOf(session);
    if (!mode) return { ...base, type: 'other' };
    if (failure) {
      return {
        ...base,
        type: 'checkout.failed',
        reason: failure,
        session: { id: session.id, mode, metadata: session.metadata ?? {} },
      };
    }
    return {
      ...base,
      type: 'checkout.completed',
      session: {
        id: session.id,
        mode,
        clientReferenceId: session.client_reference_id,
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
        paymentStatus: session.payment_status,
        amountTotal: session.amount_total,
        currency: session.currency,
        metadata: session.metadata ?? {},
      },
    };
  }
  return { ...base, type: 'other' };
}

function toSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  // Since API version 2025-03-31 the billing period is per item; a plan subscription has one item.
  const periodEnds = subscription.items.data.map((item) => item.current_period_end).filter(Boolean);
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    metadata: subscription.metadata ?? {},
    startedAt: new Date(subscription.start_date * 1000),
    trialEndsAt: date(subscription.trial_end),
    currentPeriodEndsAt: periodEnds.length > 0 ? date(Math.max(...periodEnds)) : null,
    cancelsAt: date(subscription.cancel_at),
    endedAt: date(subscription.ended_at),
  };
}
