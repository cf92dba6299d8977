import { startFakeStripe } from '@portal/testkit/fake-stripe';

/**
 * Stripe for the journeys: the API's fake Stripe on a fixed local port, which playwright.config.ts points
 * STRIPE_API_URL at (with the key and webhook secret below). Its checkout and portal pages send their signed
 * webhooks through the gateway, as Stripe would reach PUBLIC_URL/api/billing/stripe/webhook.
 */
export const stripePort = (e2ePort: number) => e2ePort + 12;
export const FAKE_STRIPE_SECRET_KEY = 'sk_test_e2e_fake_stripe_key';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_e2e_fake_stripe_secret';

export default async function startStripe() {
  const e2ePort = Number(process.env.E2E_PORT ?? 4100);
  const fake = await startFakeStripe({
    secretKey: FAKE_STRIPE_SECRET_KEY,
    webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET,
    webhookUrl: `http://localhost:${e2ePort}/api/billing/stripe/webhook`,
    port: stripePort(e2ePort),
  });
  return () => fake.close();
}
