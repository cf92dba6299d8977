import { startFakeStripe, type FakeStripe } from '@portal/testkit/fake-stripe';
import { afterAll, beforeAll } from 'vitest';
import { withTestApp, type TestAppSuite } from './app.js';
import type { TestDatabase } from './databases.js';

export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
  publicUrl: string;
}

/**
 * The app for the enclosing suite with Stripe configured against a fake Stripe server, listening on 127.0.0.1 so
 * that the fake delivers its webhooks to it.
 */
export function withStripeTestApp(
  database: TestDatabase,
  { secretKey, webhookSecret, publicUrl }: StripeKeys,
): { t: TestAppSuite; readonly fake: FakeStripe } {
  let fake: FakeStripe | undefined;
  beforeAll(async () => {
    fake = await startFakeStripe({ secretKey, webhookSecret });
  });
  afterAll(() => fake?.close());
  const started = () => {
    if (!fake) throw new Error('The fake Stripe is read before it started: read it in a test or hook');
    return fake;
  };
  const t = withTestApp(database, () => ({
    env: {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: started().url,
      PUBLIC_URL: publicUrl,
    },
  }));
  beforeAll(async () => {
    started().setWebhookUrl(`${await t.app.listen({ port: 0, host: '127.0.0.1' })}/billing/stripe/webhook`);
  });
  return {
    t,
    get fake() {
      return started();
    },
  };
}
