import { describe, expect, it } from 'vitest';
import { signStripePayload } from '@portal/testkit/fake-stripe';
import { signUp, type SignedInUser } from '../test/app.js';
import { loggingApp } from '../test/logging-app.js';
import { testDatabases } from '../test/databases.js';
import { addProperty } from '../test/listings.js';
import { withStripeTestApp } from '../test/stripe.js';
import { premiumCheckoutForm } from '../test/stripe-forms.js';

const secretKey = 'sk_test_billing0123456789abcdef';
const webhookSecret = 'whsec_billing0123456789abcdef';
const publicUrl = 'https://portal.example.test';
const DAY_MS = 24 * 60 * 60 * 1000;
const nowSeconds = () => Math.floor(Date.now() / 1000);

interface ActiveSubscription {
  planIdentifier: string;
  platform: string;
  status: string;
  trialEndsAt: string | null;
  renewsAt: string | null;
  cancelsAt: string | null;
}

describe.each(testDatabases())('Stripe checkout, portal and webhook on $name', (database) => {
  const stripe = withStripeTestApp(database, { secretKey, webhookSecret, publicUrl });
  const { t } = stripe;

  const activeSubscription = async (user: SignedInUser) => {
    const me = await t.app.inject({ url: '/me', headers: user.auth });
    expect(me.statusCode).toBe(200);
    return me.json<{ activeSubscription: ActiveSubscription | null }>().activeSubscription;
  };
  const startCheckout = async (user: SignedInUser, plan = 'premium') => {
    const response = await t.app.inject({ url: `/billing/checkout-session?plan=${plan}&bearer=${user.token}` });
    expect(response.statusCode, response.body).toBe(302);
    const sessionId = /\/pay\/(cs_test_\w+)$/.exec(response.headers.location as string)?.[1];
    expect(sessionId).toBeDefined();
    return { response, session: stripe.fake.checkoutSessions.get(sessionId!)! };
  };
  /** Signs up, checks out Premium and presses 'Start trial' on the fake's page: a subscribed host. */
  const subscribedHost = async () => {
    const user = await signUp(t.app);
    const { session } = await startCheckout(user);
    const deliveries = await stripe.fake.completeCheckout(session.id);
    expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200]);
    return { user, subscriptionId: String(session.subscription) };
  };
  const counts = async () => ({
    events: Number(
      (
        await t.db
          .selectFrom('paymentEvents')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    subscriptions: await t.db.selectFrom('planSubscriptions').selectAll().orderBy('id').execute(),
  });

  it('redirects Start Trial to a Checkout Session: subscription mode, 499 a month per listing, 30-day trial', async () => {
    const user = await signUp(t.app);
    await addProperty(t.app, user, 'Harbour View');
    await addProperty(t.app, user, 'Sea Loft');
    const { response, session } = await startCheckout(user);
    expect(response.headers.location).toBe(`${stripe.fake.url}/pay/${session.id}`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');

    const [customerCall, sessionCall] = stripe.fake.requests.slice(-2);
    expect(customerCall).toMatchObject({
      path: '/v1/customers',
      params: { email: user.email, name: 'Ada Lovelace', metadata: { userId: String(user.id) } },
    });
    const customer = (
      await t.db.selectFrom('users').select('stripeCustomerId').where('id', '=', user.id).executeTakeFirstOrThrow()
    ).stripeCustomerId;
    expect(customer).toMatch(/^cus_/);
    expect(sessionCall!.params).toEqual(
      premiumCheckoutForm({ customer, userId: String(user.id), quantity: '2', appUrl: publicUrl }),
    );

    // A second attempt (the first tab closed) reuses the customer.
    const calls = stripe.fake.requests.length;
    await startCheckout(user);
    expect(stripe.fake.requests.slice(calls).map((request) => request.path)).toEqual(['/v1/checkout/sessions']);
    expect(await activeSubscription(user)).toBeNull(); // nothing is granted before Stripe says so
  });

  it('a host with no listing yet pays for one', async () => {
    const user = await signUp(t.app);
    await startCheckout(user);
    expect(stripe.fake.requests.at(-1)!.params).toMatchObject({ line_items: [{ quantity: '1' }] });
  });

  it("grants the plan when Stripe's signed webhooks arrive: the fake's 'Start trial' button, then the success page", async () => {
    const user = await signUp(t.app);
    const { session } = await startCheckout(user);
    const page = await fetch(session.url as string);
    expect(await page.text()).toContain('Start trial');
    const pressed = await fetch(session.url as string, { method: 'POST', redirect: 'manual' });
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe(`${publicUrl}/subscription/success`);
    expect(
      stripe.fake.deliveries.slice(-2).map(({ event, status, body }) => [event.type, status, JSON.parse(body)]),
    ).toEqual([
      ['checkout.session.completed', 200, { received: true, outcome: 'applied' }],
      ['customer.subscription.created', 200, { received: true, outcome: 'applied' }],
    ]);

    const active = await activeSubscription(user);
    expect(active).toMatchObject({
      planIdentifier: 'premium',
      platform: 'stripe',
      status: 'trialing',
      cancelsAt: null,
    });
    const trialDays = (Date.parse(active!.trialEndsAt!) - Date.now()) / DAY_MS;
    expect(trialDays).toBeGreaterThan(29.9);
    expect(trialDays).toBeLessThanOrEqual(30);
    expect(active!.renewsAt).toBe(active!.trialEndsAt);
  });

  it('keeps the state of the newest event: trial over, paid, then a cancellation at the period end', async () => {
    const { user, subscriptionId } = await subscribedHost();
    const periodEnd = nowSeconds() + 30 * 24 * 3600;
    const paid = await stripe.fake.updateSubscription(subscriptionId, {
      status: 'active',
      trial_end: nowSeconds(),
      items: { object: 'list', data: [{ id: 'si_x', current_period_end: periodEnd }] },
    });
    expect(paid.status).toBe(200);
    expect(await activeSubscription(user)).toMatchObject({
      status: 'active',
      renewsAt: new Date(periodEnd * 1000).toISOString(),
    });

    await stripe.fake.updateSubscription(subscriptionId, { cancel_at_period_end: true, cancel_at: periodEnd });
    expect(await activeSubscription(user)).toMatchObject({
      status: 'active',
      cancelsAt: new Date(periodEnd * 1000).toISOString(),
    });

    await stripe.fake.updateSubscription(subscriptionId, { status: 'past_due' });
    expect(await activeSubscription(user)).toMatchObject({ status: 'past_due' }); // Stripe still retries the card
    await stripe.fake.updateSubscription(subscriptionId, { status: 'unpaid' });
    expect(await activeSubscription(user)).toBeNull(); // the gate shows the plan page again
  });

  it('answers a replayed event 200 and changes nothing', async () => {
    const { subscriptionId } = await subscribedHost();
    const delivery = await stripe.fake.updateSubscription(subscriptionId, { status: 'active' });
    const before = await counts();
    const replay = await stripe.fake.sendEvent(
      'customer.subscription.updated',
      { ...stripe.fake.subscriptions.get(subscriptionId)!, status: 'canceled' },
      {
        id: delivery.event.id,
        created: delivery.event.created as number,
      },
    );
    expect(replay.status).toBe(200);
    expect(JSON.parse(replay.body)).toEqual({ received: true, outcome: 'duplicate' });
    expect(await counts()).toEqual(before);
  });

  it('applies an event delivered twice at the same time once', async () => {
    const { user, subscriptionId } = await subscribedHost();
    const event = { id: `evt_twice${user.id}`, created: nowSeconds() + 60 };
    const canceled = { ...stripe.fake.subscriptions.get(subscriptionId)!, status: 'canceled', ended_at: nowSeconds() };
    const both = await Promise.all([
      stripe.fake.sendEvent('customer.subscription.deleted', canceled, event),
      stripe.fake.sendEvent('customer.subscription.deleted', canceled, event),
    ]);
    const outcomes = both.map((delivery) => (JSON.parse(delivery.body) as { outcome: string }).outcome).sort();
    expect(outcomes).toEqual(['applied', 'duplicate']);
    expect(await activeSubscription(user)).toBeNull();
  });

  it('refuses a forged, stale or unsigned webhook with 400 and changes nothing', async () => {
    const { user, subscriptionId } = await subscribedHost();
    const before = await counts();
    const canceled = { ...stripe.fake.subscriptions.get(subscriptionId)!, status: 'canceled' };
    const forged = await stripe.fake.sendEvent('customer.subscription.deleted', canceled, { secret: 'whsec_attacker' });
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.body)).toMatchObject({ statusCode: 400, message: 'Invalid signature' });
    const stale = await stripe.fake.sendEvent('customer.subscription.deleted', canceled, {
      signedAt: nowSeconds() - 301,
    });
    expect(stale.status).toBe(400);
    const body = JSON.stringify({
      id: 'evt_unsigned',
      object: 'event',
      type: 'customer.subscription.deleted',
      created: nowSeconds(),
      data: { object: canceled },
    });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/billing/stripe/webhook',
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    // The signature covers the exact bytes: the same JSON re-serialized (parsed and written again) fails.
    const reformatted = await t.app.inject({
      method: 'POST',
      url: '/billing/stripe/webhook',
      payload: JSON.stringify(JSON.parse(body), null, 1),
      headers: { 'content-type': 'application/json', 'stripe-signature': signStripePayload(body, webhookSecret) },
    });
    expect(reformatted.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
    expect(await activeSubscription(user)).toMatchObject({ planIdentifier: 'premium' });
  });

  it('never lets an older event revive a deleted subscription, nor overwrite a newer state', async () => {
    const { user, subscriptionId } = await subscribedHost();
    const now = nowSeconds();
    await stripe.fake.updateSubscription(subscriptionId, { status: 'past_due' }, { created: now + 10 });
    const older = await stripe.fake.updateSubscription(subscriptionId, { status: 'active' }, { created: now + 5 });
    expect(JSON.parse(older.body)).toMatchObject({ outcome: 'ignored' });
    expect(await activeSubscription(user)).toMatchObject({ status: 'past_due' });

    await stripe.fake.deleteSubscription(subscriptionId, { created: now + 20 });
    expect(await activeSubscription(user)).toBeNull();
    const late = await stripe.fake.updateSubscription(subscriptionId, { status: 'active' }, { created: now + 15 });
    expect(late.status).toBe(200);
    expect(JSON.parse(late.body)).toMatchObject({ outcome: 'ignored' });
    const newerButEnded = await stripe.fake.updateSubscription(
      subscriptionId,
      { status: 'active' },
      { created: now + 30 },
    );
    expect(JSON.parse(newerButEnded.body)).toMatchObject({ outcome: 'ignored' });
    expect(await activeSubscription(user)).toBeNull();
    const row = await t.db
      .selectFrom('planSubscriptions')
      .selectAll()
      .where('providerSubscriptionId', '=', subscriptionId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'cancelled', providerStatus: 'canceled' });
    expect(row.endsAt).not.toBeNull();
  });

  it('copes with the subscription event arriving before the completed checkout: one subscription', async () => {
    const user = await signUp(t.app);
    const { session } = await startCheckout(user);
    const subscription = {
      id: `sub_early${user.id}`,
      object: 'subscription',
      customer: session.customer,
      status: 'trialing',
      metadata: { plan: 'premium', userId: String(user.id) },
      start_date: nowSeconds(),
      trial_end: nowSeconds() + 30 * 24 * 3600,
      cancel_at: null,
      ended_at: null,
      items: { object: 'list', data: [{ id: 'si_early', current_period_end: nowSeconds() + 30 * 24 * 3600 }] },
    };
    expect((await stripe.fake.sendEvent('customer.subscription.created', subscription)).status).toBe(200);
    const completed = {
      ...session,
      status: 'complete',
      subscription: subscription.id,
      payment_status: 'no_payment_required',
    };
    const late = await stripe.fake.sendEvent('checkout.session.completed', completed);
    expect(JSON.parse(late.body)).toMatchObject({ outcome: 'ignored' });
    const rows = await t.db.selectFrom('planSubscriptions').selectAll().where('userId', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    expect(await activeSubscription(user)).toMatchObject({ planIdentifier: 'premium', status: 'trialing' });
  });

  it('ignores a completed checkout naming no known user or an unpaid plan, and acknowledges other events', async () => {
    const session = {
      id: 'cs_test_orphan',
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: '999999',
      customer: 'cus_x',
      subscription: 'sub_orphan',
      payment_status: 'paid',
      metadata: { plan: 'premium' },
    };
    expect(JSON.parse((await stripe.fake.sendEvent('checkout.session.completed', session)).body)).toMatchObject({
      outcome: 'ignored',
    });
    const user = await signUp(t.app);
    const starter = {
      ...session,
      client_reference_id: String(user.id),
      subscription: 'sub_starter',
      metadata: { plan: 'professional' },
    };
    expect(JSON.parse((await stripe.fake.sendEvent('checkout.session.completed', starter)).body)).toMatchObject({
      outcome: 'ignored',
    });
    expect(await activeSubscription(user)).toBeNull();
    const invoice = await stripe.fake.sendEvent('invoice.paid', { id: 'in_1', object: 'invoice' });
    expect(JSON.parse(invoice.body)).toEqual({ received: true, outcome: 'ignored' });
  });

  it('refuses a second checkout while a paid plan is on: 409 page', async () => {
    const { user } = await subscribedHost();
    const response = await t.app.inject({ url: `/billing/checkout-session?plan=premium&bearer=${user.token}` });
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain('You already have the Premium plan.');
  });

  it('opens the customer portal for a host with a customer; a clear page for one without', async () => {
    const stranger = await signUp(t.app);
    const none = await t.app.inject({ url: `/billing/portal-session?bearer=${stranger.token}` });
    expect(none.statusCode).toBe(404);
    expect(none.body).toContain('<title>No subscription to manage</title>');

    const { user, subscriptionId } = await subscribedHost();
    const portal = await t.app.inject({ url: `/billing/portal-session?bearer=${user.token}` });
    expect(portal.statusCode).toBe(302);
    expect(portal.headers.location).toMatch(new RegExp(`^${stripe.fake.url}/portal/bps_`));
    const customer = stripe.fake.subscriptions.get(subscriptionId)!.customer;
    expect(stripe.fake.requests.at(-1)).toMatchObject({
      path: '/v1/billing_portal/sessions',
      params: { customer, return_url: `${publicUrl}/subscription/updated` },
    });

    // 'Cancel plan' in the portal: Stripe deletes the subscription and tells us; the gate shows the plan page again.
    const cancelled = await fetch(`${portal.headers.location as string}`.replace('?', '/cancel?'), {
      method: 'POST',
      redirect: 'manual',
    });
    expect(cancelled.headers.get('location')).toBe(`${publicUrl}/subscription/updated`);
    expect(stripe.fake.deliveries.at(-1)).toMatchObject({
      status: 200,
      event: { type: 'customer.subscription.deleted' },
    });
    expect(await activeSubscription(user)).toBeNull();
  });

  it('answers 502 pages when Stripe fails, with no key in the answer or the log', async () => {
    const lines: string[] = [];
    const logged = loggingApp(t, lines);
    const wrongKey = loggingApp(t, lines, {
      ...t.config,
      payments: { ...t.config.payments, stripeSecretKey: 'sk_test_notTheFakesKey42' },
    });
    try {
      const user = await signUp(logged);
      stripe.fake.setFailure({ status: 500, message: `Internal error near ${secretKey} and ${webhookSecret}` });
      const failed = await logged.inject({ url: `/billing/checkout-session?plan=premium&bearer=${user.token}` });
      stripe.fake.setFailure(null);
      expect(failed.statusCode).toBe(502);
      expect(failed.body).toContain('<title>Payments are unavailable right now</title>');
      expect(failed.body).toContain('Nothing has been charged.');

      // The fake echoes a wrong key in full (Stripe masks it): neither the page nor the log repeats it.
      const refused = await wrongKey.inject({ url: `/billing/checkout-session?plan=premium&bearer=${user.token}` });
      expect(refused.statusCode).toBe(502);

      const everything = [failed.body, refused.body, ...lines].join('\n');
      expect(lines.some((line) => line.includes('payment provider call failed'))).toBe(true);
      expect(everything).toContain('Internal error near [redacted]');
      for (const secret of [secretKey, webhookSecret, 'sk_test_notTheFakesKey42', user.token]) {
        expect(everything).not.toContain(secret);
      }
    } finally {
      stripe.fake.setFailure(null);
      await logged.close();
      await wrongKey.close();
    }
  });
});
