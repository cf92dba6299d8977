import { signStripePayload } from '@portal/testkit/fake-stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp, type SignedInUser } from '../test/app.js';
import { addDirectBooking } from '../test/bookings.js';
import { addPricedProperty, joinBooking } from '../test/calendars.js';
import { testDatabases } from '../test/databases.js';
import { putProperty } from '../test/listings.js';
import { withStripeTestApp } from '../test/stripe.js';
import { PAYMENT_UNAVAILABLE } from './service.js';

const secretKey = 'sk_test_purchases0123456789abcdef';
const webhookSecret = 'whsec_purchases0123456789abcdef';
const publicUrl = 'https://portal.example.test';

interface PurchaseAnswer {
  id: number;
  '@id': string;
  payment: string;
  checkoutUrl: string | null;
  paidAt: string | null;
}

describe.each(testDatabases())('guest purchases paid through Stripe Checkout on $name', (database) => {
  const stripe = withStripeTestApp(database, { secretKey, webhookSecret, publicUrl });
  const { t } = stripe;
  const host = t.user();
  const guest = t.user({ firstName: 'Grace', lastName: 'Hopper' });
  const otherGuest = t.user({ firstName: 'Alan', lastName: 'Turing' });
  let booking: { id: number; '@id': string };
  let otherBooking: { id: number; '@id': string };
  let lateCheckout: { id: number; '@id': string };
  let breakfast: { id: number; '@id': string };

  const get = (user: SignedInUser, url: string) => t.app.inject({ url, headers: user.auth });
  const buy = (user: SignedInUser, bookingIri: string, lines: { service: string; quantity: number }[]) =>
    t.app.inject({
      method: 'POST',
      url: '/purchases',
      headers: user.auth,
      payload: { booking: bookingIri, lineItems: lines },
    });
  const hostMessages = async () => {
    const answer = await get(host, `/messages?booking=${booking['@id']}`);
    const list = answer.json<{ 'hydra:member': { content: string }[] }>()['hydra:member'];
    return list.map((message) => message.content);
  };
  const purchaseOf = async (user: SignedInUser, id: number, bookingIri = booking['@id']) => {
    const answer = await get(user, `/purchases?booking[]=${bookingIri}`);
    return answer.json<{ 'hydra:member': PurchaseAnswer[] }>()['hydra:member'].find((purchase) => purchase.id === id);
  };
  const sessionOf = (purchase: PurchaseAnswer) => {
    const id = /\/pay\/(cs_test_\w+)$/.exec(purchase.checkoutUrl ?? '')?.[1];
    expect(id, purchase.checkoutUrl ?? 'no checkout URL').toBeDefined();
    return stripe.fake.checkoutSessions.get(id!)!;
  };
  /** The guest orders 2 × Late check-out and 1 × Breakfast: a pending purchase and its session. */
  const order = async () => {
    const response = await buy(guest, booking['@id'], [
      { service: lateCheckout['@id'], quantity: 2 },
      { service: breakfast['@id'], quantity: 1 },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const purchase = response.json<PurchaseAnswer>();
    return { purchase, session: sessionOf(purchase) };
  };

  async function joinedBooking(owner: SignedInUser, propertyId: number, joiner: SignedInUser, start: number) {
    const made = await addDirectBooking(t.app, owner, `/properties/${propertyId}`, start, 2);
    await joinBooking(t.app, joiner, made);
    return made;
  }

  async function service(title: string, price: number) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/services',
      headers: host.auth,
      payload: { title, price },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number; '@id': string }>();
  }

  beforeAll(async () => {
    await t.app.inject({ method: 'PUT', url: `/users/${host.id}`, headers: host.auth, payload: { currency: 'eur' } });
    const property = await addPricedProperty(t.app, host, 'Harbour View');
    lateCheckout = await service('Late check-out', 2500);
    breakfast = await service('Breakfast hamper', 1250);
    const saved = await putProperty(t.app, host, property.id, { services: [lateCheckout.id, breakfast.id] });
    expect(saved.statusCode, saved.body).toBe(200);
    booking = await joinedBooking(host, property.id, guest, 2);
    otherBooking = await joinedBooking(host, property.id, otherGuest, 10);
  });

  it('creates the purchase pending and a payment-mode session with its lines in minor units of the host currency', async () => {
    const before = await hostMessages();
    const { purchase, session } = await order();
    expect(purchase).toMatchObject({
      payment: 'pending',
      paidAt: null,
      name: '2 × Late check-out, 1 × Breakfast hamper',
    });
    expect(purchase.checkoutUrl).toBe(`${stripe.fake.url}/pay/${session.id}`);
    const created = stripe.fake.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!;
    expect(created.params).toMatchObject({
      mode: 'payment',
      line_items: [
        {
          quantity: '2',
          price_data: { currency: 'eur', unit_amount: '2500', product_data: { name: 'Late check-out' } },
        },
        {
          quantity: '1',
          price_data: { currency: 'eur', unit_amount: '1250', product_data: { name: 'Breakfast hamper' } },
        },
      ],
      metadata: { purchase: String(purchase.id), booking: String(booking.id), host: String(host.id) },
      success_url: `${publicUrl}/stay/${booking.id}?checkout=paid`,
      cancel_url: `${publicUrl}/stay/${booking.id}?checkout=cancelled`,
      customer_email: guest.email,
      client_reference_id: `purchase-${purchase.id}`,
    });
    expect(session).toMatchObject({ amount_total: 6250, currency: 'eur', mode: 'payment' });
    // Not paid yet: the host hears nothing.
    expect(await hostMessages()).toEqual(before);
  });

  it('is marked paid by the webhook, tells the host once; a replay changes nothing', async () => {
    const { purchase, session } = await order();
    const [delivery] = await stripe.fake.completeCheckout(session.id);
    expect(delivery).toMatchObject({ status: 200 });
    expect(JSON.parse(delivery!.body)).toMatchObject({ outcome: 'applied' });
    for (const user of [host, guest]) {
      const seen = await purchaseOf(user, purchase.id);
      expect(seen).toMatchObject({ payment: 'paid', checkoutUrl: null });
      expect(seen?.paidAt).toEqual(expect.any(String));
    }
    const ordered = 'Grace Hopper ordered 2 × Late check-out, 1 × Breakfast hamper';
    expect((await hostMessages()).filter((content) => content === ordered)).toHaveLength(1);

    const replay = await stripe.fake.sendEvent('checkout.session.completed', session, { id: delivery!.event.id });
    expect(replay.status).toBe(200);
    expect(JSON.parse(replay.body)).toMatchObject({ outcome: 'duplicate' });
    // A new event about the same paid session (a redelivery with another id) is no second message either.
    const again = await stripe.fake.sendEvent('checkout.session.async_payment_succeeded', session);
    expect(JSON.parse(again.body)).toMatchObject({ outcome: 'ignored' });
    expect((await hostMessages()).filter((content) => content === ordered)).toHaveLength(1);
    expect(await purchaseOf(guest, purchase.id)).toMatchObject({ payment: 'paid' });
  });

  it('is safe out of order: an older expiry after the payment never unpays it', async () => {
    const { purchase, session } = await order();
    const created = Math.floor(Date.now() / 1000);
    await stripe.fake.completeCheckout(session.id);
    const late = await stripe.fake.sendEvent(
      'checkout.session.expired',
      { ...session, status: 'expired' },
      { created: created - 60 },
    );
    expect(JSON.parse(late.body)).toMatchObject({ outcome: 'ignored' });
    expect(await purchaseOf(guest, purchase.id)).toMatchObject({ payment: 'paid' });
  });

  it('expires unpaid, and a delayed payment that fails leaves it failed; neither tells the host', async () => {
    const before = await hostMessages();
    const expiring = await order();
    await stripe.fake.expireCheckout(expiring.session.id);
    expect(await purchaseOf(guest, expiring.purchase.id)).toMatchObject({ payment: 'expired', checkoutUrl: null });

    const delayed = await order();
    const unpaid = { ...delayed.session, status: 'complete', payment_status: 'unpaid' };
    await stripe.fake.sendEvent('checkout.session.completed', unpaid);
    expect(await purchaseOf(guest, delayed.purchase.id)).toMatchObject({ payment: 'pending' });
    await stripe.fake.sendEvent('checkout.session.async_payment_failed', unpaid);
    expect(await purchaseOf(guest, delayed.purchase.id)).toMatchObject({ payment: 'failed' });
    expect(await hostMessages()).toEqual(before);
  });

  it('answers 400 to a bad signature and changes nothing', async () => {
    const { purchase, session } = await order();
    const forged = await stripe.fake.sendEvent(
      'checkout.session.completed',
      { ...session, status: 'complete', payment_status: 'paid' },
      { secret: 'whsec_forged' },
    );
    expect(forged.status).toBe(400);
    const body = JSON.stringify({ id: 'evt_stale', object: 'event', type: 'checkout.session.completed', created: 1 });
    const stale = await t.app.inject({
      method: 'POST',
      url: '/billing/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signStripePayload(body, webhookSecret, Math.floor(Date.now() / 1000) - 301),
      },
      payload: body,
    });
    expect(stale.statusCode).toBe(400);
    expect(await purchaseOf(guest, purchase.id)).toMatchObject({ payment: 'pending' });
  });

  it("keeps other guests' purchases out of reach: their booking is 404 and their orders are not listed", async () => {
    const mine = await order();
    const other = await buy(otherGuest, otherBooking['@id'], [{ service: lateCheckout['@id'], quantity: 1 }]);
    expect(other.statusCode, other.body).toBe(201);
    expect((await buy(guest, otherBooking['@id'], [{ service: lateCheckout['@id'], quantity: 1 }])).statusCode).toBe(
      404,
    );
    expect((await buy(otherGuest, booking['@id'], [{ service: lateCheckout['@id'], quantity: 1 }])).statusCode).toBe(
      404,
    );
    expect(await purchaseOf(otherGuest, mine.purchase.id)).toBeUndefined();
    expect(await purchaseOf(guest, other.json<PurchaseAnswer>().id, otherBooking['@id'])).toBeUndefined();
  });

  it("counts only paid purchases in the host's service revenue, not pending, expired or failed ones", async () => {
    const rows = await t.db
      .selectFrom('purchaseLineItems')
      .innerJoin('purchases', 'purchases.id', 'purchaseLineItems.purchaseId')
      .select(['purchases.payment', 'purchaseLineItems.quantity', 'purchaseLineItems.price'])
      .where('purchases.bookingId', 'in', [booking.id, otherBooking.id])
      .execute();
    const sum = (payments: string[]) =>
      rows.filter((row) => payments.includes(row.payment)).reduce((total, row) => total + row.quantity * row.price, 0);
    expect(sum(['paid'])).toBeGreaterThan(0);
    expect(sum(['pending', 'expired', 'failed'])).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    const dashboard = await get(host, `/bookings/dashboard?today=${today}&timeZone=UTC`);
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json<{ serviceRevenue: { thisMonth: number } }>().serviceRevenue.thisMonth).toBe(sum(['paid']));
  });

  it('keeps nothing and says so when Stripe fails, with no key in the answer', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('purchases')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    stripe.fake.setFailure({ status: 500, message: `boom ${secretKey}` });
    try {
      const response = await buy(guest, booking['@id'], [{ service: lateCheckout['@id'], quantity: 1 }]);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ message: PAYMENT_UNAVAILABLE });
      expect(response.body).not.toContain(secretKey);
    } finally {
      stripe.fake.setFailure(null);
    }
    expect(await count()).toBe(before);
  });
});

describe.each(testDatabases())('guest purchases without payments configured on $name', (database) => {
  const t = withTestApp(database);

  it('the webhook answers 503 and purchases stay on arrival (covered in stays.test.ts)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/billing/stripe/webhook', payload: '{}' });
    expect(response.statusCode).toBe(503);
  });
});
