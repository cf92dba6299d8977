/**
 * Online payments (issue 15): plan subscriptions of hosts and one-off guest purchases, through a payment provider's
 * hosted checkout and customer portal, confirmed by the provider's signed webhook events. The provider's answers
 * are trusted only through `verifyWebhook`: a browser coming back to the success URL proves nothing.
 */

export interface CheckoutSession {
  /** The provider's session id (Stripe: cs_…). */
  id: string;
  /** Where to send the browser. */
  url: string;
}

export interface SubscriptionCheckout {
  /** The provider's customer (see createCustomer), so the portal can manage what is bought. */
  customerId: string;
  /** Our user id: comes back as the session's client reference and in the subscription's metadata. */
  userId: number;
  plan: { identifier: string; name: string };
  /** Minor units per unit per month. */
  unitAmount: number;
  currency: string;
  quantity: number;
  trialDays: number;
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentLineItem {
  name: string;
  /** Minor units. */
  unitAmount: number;
  quantity: number;
}

/** A one-off purchase (guest services): paid at once, nothing recurring. */
export interface PaymentCheckout {
  /** Minor units: must equal the sum of the line items (a guard against showing one total and charging another). */
  amount: number;
  currency: string;
  lineItems: PaymentLineItem[];
  /** Comes back on the completed session's event: what to fulfil (e.g. `{ purchase: '12' }`). Strings only. */
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  customerEmail?: string;
  clientReferenceId?: string;
  /** When the unpaid checkout closes (Stripe: 30 minutes to 24 hours from now; default 24 hours). */
  expiresAt?: Date;
}

/** The provider's view of a subscription, as its events carry it. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** The provider's status as is (Stripe: trialing, active, past_due, unpaid, canceled, incomplete, paused …). */
  status: string;
  metadata: Record<string, string>;
  startedAt: Date;
  trialEndsAt: Date | null;
  /** End of the current period (the next renewal). */
  currentPeriodEndsAt: Date | null;
  /** Set when it was cancelled to end at a later date (at the period's end). */
  cancelsAt: Date | null;
  endedAt: Date | null;
}

interface EventBase {
  /** The provider's event id: the same event delivered twice has the same id. */
  id: string;
  /** When the provider created the event (its order, not the order of delivery). */
  createdAt: Date;
  /** The provider's event type, as is. */
  providerType: string;
}

export type PaymentEvent =
  | (EventBase & {
      type: 'checkout.completed';
      session: {
        id: string;
        mode: 'subscription' | 'payment';
        clientReferenceId: string | null;
        customerId: string | null;
        subscriptionId: string | null;
        paymentStatus: string;
        amountTotal: number | null;
        currency: string | null;
        metadata: Record<string, string>;
      };
    })
  /** A one-off checkout that will not be paid: it expired unpaid, or its delayed payment method failed. */
  | (EventBase & {
      type: 'checkout.failed';
      reason: 'expired' | 'failed';
      session: { id: string; mode: 'subscription' | 'payment'; metadata: Record<string, string> };
    })
  | (EventBase & { type: 'subscription.updated' | 'subscription.deleted'; subscription: ProviderSubscription })
  /** Any other event: acknowledged and recorded, nothing else. */
  | (EventBase & { type: 'other' });

export interface PaymentsProvider {
  readonly name: 'stripe';
  createCustomer(input: { userId: number; email: string; name: string }): Promise<{ customerId: string }>;
  /** A hosted checkout in subscription mode, with a free trial. */
  createSubscriptionCheckout(input: SubscriptionCheckout): Promise<CheckoutSession>;
  /** The provider's page where the customer manages (cancels, updates the card of) their subscriptions. */
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** A hosted checkout in payment mode (one-off purchases). */
  createPaymentCheckout(input: PaymentCheckout): Promise<CheckoutSession>;
  /** The event of a webhook request, when its signature over the raw body is valid and recent; else throws. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
}

/** The provider could not be reached or refused the call. `message` is safe to log: no secret in it. */
export class PaymentsUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentsUnavailable';
  }
}

/** A webhook request that is not the provider's (bad or stale signature, unreadable body). */
export class InvalidWebhook extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidWebhook';
  }
}

/** Removes the given secrets, and anything shaped like a provider key, from a text bound for a log. */
export function redactSecrets(text: string, secrets: (string | null | undefined)[]): string {
  let redacted = text;
  for (const secret of secrets) if (secret) redacted = redacted.split(secret).join('[redacted]');
  return redacted.replace(/\b(sk|rk|pk)_(test|live)_[A-Za-z0-9]+|\bwhsec_[A-Za-z0-9]+/g, '[redacted]');
}
