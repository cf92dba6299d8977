import type { PaymentsConfig } from '../../config.js';
import type { PaymentsProvider } from './payments.js';
import { StripePayments } from './stripe.js';

export * from './payments.js';

/** Stripe when STRIPE_SECRET_KEY is set (config requires the webhook secret with it); otherwise none. */
export function createPaymentsProvider(config: PaymentsConfig): PaymentsProvider | null {
  if (!config.stripeSecretKey || !config.stripeWebhookSecret) return null;
  return new StripePayments({
    secretKey: config.stripeSecretKey,
    webhookSecret: config.stripeWebhookSecret,
    apiUrl: config.stripeApiUrl,
  });
}
