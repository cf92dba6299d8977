import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer } from './http-server.js';

/**
 * A local stand-in for the parts of Stripe the payments adapter uses, answering with Stripe's JSON shapes:
 * POST /v1/customers, POST /v1/checkout/sessions, POST /v1/billing_portal/sessions, and GET of a customer, checkout
 * session or subscription. It serves its own hosted pages too: `/pay/{session}` (a 'Start trial' or 'Pay' button
 * that completes the session, sends the signed webhooks and redirects to the success URL) and `/portal/{session}`
 * (cancel the subscription, or go back), so a browser journey runs end to end with nothing leaving the machine.
 * Tests also send any signed event with `sendEvent`, or change a subscription with `updateSubscription` /
 * `deleteSubscription`. Self-contained (Node's own modules only): it moves to a shared test kit as a file.
 */

type Json = Record<string, unknown>;
export type StripeObject = Json & { id: string };

export interface FakeStripeOptions {
  /** The only key the API accepts (`Authorization: Bearer …`); default 'sk_test_fake'. */
  secretKey?: string;
  /** Signs the webhooks; default 'whsec_fake'. */
  webhookSecret?: string;
  /** Where webhooks go (the API's POST /billing/stripe/webhook); settable later with setWebhookUrl. */
  webhookUrl?: string;
  /** Default 0 (a free port); browser tests use a fixed one. */
  port?: number;
}

export interface RecordedStripeRequest {
  method: string;
  path: string;
  /** The form body (or query), decoded into nested objects and arrays like Stripe does; values stay strings. */
  params: Json;
  headers: IncomingHttpHeaders;
}

export interface WebhookDelivery {
  event: StripeObject;
  status: number;
  body: string;
}

export interface SendEventOptions {
  /** The event's `created` (Unix seconds); default now. */
  created?: number;
  /** The signature's timestamp (Unix seconds); default now. */
  signedAt?: number;
  /** Signs with this secret instead of the configured one (a forged delivery). */
  secret?: string;
  /** Reuse an id (a redelivery). */
  id?: string;
  /** `data.previous_attributes` of an update event. */
  previousAttributes?: Json;
}

export interface FakeStripe {
  url: string;
  requests: RecordedStripeRequest[];
  customers: Map<string, StripeObject>;
  checkoutSessions: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  deliveries: WebhookDelivery[];
  setWebhookUrl(url: string): void;
  /** Until reset with null, every API call answers this error (the message as given: put anything in it). */
  setFailure(failure: { status: number; message: string } | null): void;
  /** What the 'Start trial' / 'Pay' button does; returns the webhooks it delivered. */
  completeCheckout(sessionId: string): Promise<WebhookDelivery[]>;
  /** Closes an open checkout unpaid and sends `checkout.session.expired`. */
  expireCheckout(sessionId: string, options?: SendEventOptions): Promise<WebhookDelivery>;
  /** Changes a subscription (e.g. `{ status: 'past_due' }`) and sends `customer.subscription.updated`. */
  updateSubscription(id: string, changes: Json, options?: SendEventOptions): Promise<WebhookDelivery>;
  /** Cancels a subscription now and sends `customer.subscription.deleted`. */
  deleteSubscription(id: string, options?: SendEventOptions): Promise<WebhookDelivery>;
  /** Sends a signed event about `object` to the webhook URL. */
  sendEvent(type: string, object: Json, options?: SendEventOptions): Promise<WebhookDelivery>;
  close(): Promise<void>;
}

export const FAKE_STRIPE_API_VERSION = '2026-10-28.endive';
const DAY = 24 * 60 * 60;

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Stripe's `Stripe-Signature`: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint secret>`. */
export function signStripePayload(payload: string, secret: string, timestamp = now()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** `a[b][0][c]=x` → `{ a: { b: [{ c: 'x' }] } }`, as Stripe reads form bodies. */
export function decodeStripeForm(params: URLSearchParams): Json {
  const root: Json = {};
  for (const [name, value] of params) {
    const keys = [name.replace(/\[.*$/, ''), ...[...name.matchAll(/\[([^\]]*)\]/g)].map((match) => match[1]!)];
    let node = root;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) node[key] = value;
      else node = (node[key] ??= {}) as Json;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value).map(([key, child]) => [key, arrays(child)] as const);
    const numeric = entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key));
    if (!numeric) return Object.fromEntries(entries);
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, child]) => child);
  };
  return arrays(root) as Json;
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; param?: string; code?: string },
  ) {
    super(body.message);
  }
}
const invalid = (message: string, param?: string) =>
  new StripeApiError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });
const missing = (kind: string, id: string) =>
  new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
  });

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

interface LineItem {
  quantity: number;
  currency: string;
  unitAmount: number;
  name: string;
  interval: string | null;
}

function lineItemsOf(params: Json, mode: string): LineItem[] {
  const items = params.line_items;
  if (!Array.isArray(items) || items.length === 0)
    throw invalid('You must provide at least one line item.', 'line_items');
  return items.map((raw: Json, index) => {
    const price = (raw.price_data ?? {}) as Json;
    const recurring = price.recurring as Json | undefined;
    const line = {
      quantity: Number(raw.quantity ?? 1),
      currency: String(price.currency ?? ''),
      unitAmount: Number(price.unit_amount),
      name: String((price.product_data as Json | undefined)?.name ?? ''),
      interval: recurring ? String(recurring.interval) : null,
    };
    const param = `line_items[${index}]`;
    if (!line.currency || !Number.isInteger(line.unitAmount) || line.unitAmount < 0 || !line.name) {
      throw invalid('Each line item needs price_data with currency, unit_amount and product_data.name.', param);
    }
    if (!Number.isInteger(line.quantity) || line.quantity < 1) throw invalid('Invalid quantity.', `${param}[quantity]`);
    if (mode === 'subscription' && !line.interval) {
      throw invalid('You must provide at least one recurring price in `subscription` mode.', param);
    }
    if (mode === 'payment' && line.interval) {
      throw invalid('You specified `payment` mode but passed a recurring price.', param);
    }
    return line;
  });
}

/** `expires_at` as Stripe checks it: 30 minutes to 24 hours from now; default 24 hours. */
function expiresAtOf(params: Json): number {
  if (params.expires_at === undefined) return now() + DAY;
  const at = Number(params.expires_at);
  if (!Number.isInteger(at) || at < now() + 30 * 60 - 5 || at > now() + DAY + 5) {
    throw invalid('The `expires_at` timestamp must be between 30 minutes and 24 hours from now.', 'expires_at');
  }
  return at;
}

function addMonth(seconds: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? 'sk_test_fake';
  const webhookSecret = options.webhookSecret ?? 'whsec_fake';
  let webhookUrl = options.webhookUrl ?? null;
  let failure: { status: number; message: string } | null = null;
  let baseUrl = '';
  const requests: RecordedStripeRequest[] = [];
  const customers = new Map<string, StripeObject>();
  const checkoutSessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const lineItemsBySession = new Map<string, LineItem[]>();
  const deliveries: WebhookDelivery[] = [];

  async function sendEvent(type: string, object: Json, sendOptions: SendEventOptions = {}) {
    if (!webhookUrl) throw new Error('The fake Stripe has no webhook URL: pass webhookUrl or call setWebhookUrl');
    const event: StripeObject = {
      id: sendOptions.id ?? newId('evt'),
      object: 'event',
      api_version: FAKE_STRIPE_API_VERSION,
      created: sendOptions.created ?? now(),
      data: sendOptions.previousAttributes
        ? { object, previous_attributes: sendOptions.previousAttributes }
        : { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const payload = JSON.stringify(event, null, 2);
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        'stripe-signature': signStripePayload(payload, sendOptions.secret ?? webhookSecret, sendOptions.signedAt),
      },
      body: payload,
      signal: AbortSignal.timeout(10_000),
    });
    const delivery = { event, status: response.status, body: await response.text() };
    deliveries.push(delivery);
    return delivery;
  }

  function createCustomer(params: Json): StripeObject {
    const customer = {
      id: newId('cus'),
      object: 'customer',
      created: now(),
      email: (params.email as string | undefined) ?? null,
      name: (params.name as string | undefined) ?? null,
      metadata: (params.metadata as Json | undefined) ?? {},
      livemode: false,
      invoice_settings: { default_payment_method: null },
    };
    customers.set(customer.id, customer);
    return customer;
  }

  function createCheckoutSession(params: Json): StripeObject {
    const mode = String(params.mode ?? '');
    if (mode !== 'subscription' && mode !== 'payment') throw invalid('Invalid mode.', 'mode');
    if (!params.success_url) throw invalid('Missing required param: success_url.', 'success_url');
    const customer = (params.customer as string | undefined) ?? null;
    if (customer && !customers.has(customer)) throw missing('customer', customer);
    const lines = lineItemsOf(params, mode);
    const amount = lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
    const id = newId('cs_test');
    const session = {
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: (params.cancel_url as string | undefined) ?? null,
      client_reference_id: (params.client_reference_id as string | undefined) ?? null,
      created: now(),
      currency: lines[0]!.currency,
      customer,
      customer_email: (params.customer_email as string | undefined) ?? null,
      expires_at: expiresAtOf(params),
      livemode: false,
      metadata: (params.metadata as Json | undefined) ?? {},
      mode,
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      subscription: null,
      success_url: params.success_url,
      url: `${baseUrl}/pay/${id}`,
      // Not part of Stripe's answer: kept for tests (what was asked for the subscription).
      subscription_data: params.subscription_data ?? null,
    };
    checkoutSessions.set(id, session);
    lineItemsBySession.set(id, lines);
    return session;
  }

  function createPortalSession(params: Json): StripeObject {
    const customer = String(params.customer ?? '');
    if (!customers.has(customer)) throw missing('customer', customer);
    const id = newId('bps');
    return {
      id,
      object: 'billing_portal.session',
      created: now(),
      customer,
      livemode: false,
      return_url: (params.return_url as string | undefined) ?? null,
      url: `${baseUrl}/portal/${id}?customer=${encodeURIComponent(customer)}&return_url=${encodeURIComponent(
        String(params.return_url ?? ''),
      )}`,
    };
  }

  function subscriptionFor(session: StripeObject, lines: LineItem[]): StripeObject {
    const created = now();
    const subscriptionData = (session.subscription_data ?? {}) as Json;
    const trialDays = Number(subscriptionData.trial_period_days ?? 0);
    const trialEnd = trialDays > 0 ? created + trialDays * DAY : null;
    const periodEnd = trialEnd ?? addMonth(created);
    const id = newId('sub');
    return {
      id,
      object: 'subscription',
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      collection_method: 'charge_automatically',
      created,
      currency: lines[0]!.currency,
      customer: session.customer,
      ended_at: null,
      items: {
        object: 'list',
        data: lines.map((line) => ({
          id: newId('si'),
          object: 'subscription_item',
          created,
          current_period_start: created,
          current_period_end: periodEnd,
          price: {
            id: newId('price'),
            object: 'price',
            currency: line.currency,
            product: newId('prod'),
            recurring: { interval: line.interval, interval_count: 1 },
            type: 'recurring',
            unit_amount: line.unitAmount,
          },
          quantity: line.quantity,
          subscription: id,
        })),
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      livemode: false,
      metadata: (subscriptionData.metadata as Json | undefined) ?? {},
      start_date: created,
      status: trialEnd ? 'trialing' : 'active',
      trial_end: trialEnd,
      trial_start: trialEnd ? created : null,
    };
  }

  async function completeCheckout(sessionId: string): Promise<WebhookDelivery[]> {
    const session = checkoutSessions.get(sessionId);
    if (!session) throw new Error(`No such checkout session: ${sessionId}`);
    if (session.status !== 'open') throw new Error(`Checkout session ${sessionId} is ${String(session.status)}`);
    const lines = lineItemsBySession.get(sessionId)!;
    session.status = 'complete';
    if (session.mode === 'payment') {
      session.payment_intent = newId('pi');
      session.payment_status = 'paid';
      return [await sendEvent('checkout.session.completed', session)];
    }
    if (!session.customer) session.customer = createCustomer({ email: session.customer_email }).id;
    const subscription = subscriptionFor(session, lines);
    subscriptions.set(subscription.id, subscription);
    session.subscription = subscription.id;
    session.payment_status = subscription.status === 'trialing' ? 'no_payment_required' : 'paid';
    // Stripe does not promise an order between these two: the API must cope with either.
    return [
      await sendEvent('checkout.session.completed', session),
      await sendEvent('customer.subscription.created', subscription),
    ];
  }

  async function expireCheckout(sessionId: string, sendOptions?: SendEventOptions) {
    const session = checkoutSessions.get(sessionId);
    if (!session) throw new Error(`No such checkout session: ${sessionId}`);
    if (session.status !== 'open') throw new Error(`Checkout session ${sessionId} is ${String(session.status)}`);
    Object.assign(session, { status: 'expired', url: null });
    return sendEvent('checkout.session.expired', { ...session }, sendOptions);
  }

  async function updateSubscription(id: string, changes: Json, sendOptions?: SendEventOptions) {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`No such subscription: ${id}`);
    const previous = Object.fromEntries(Object.keys(changes).map((key) => [key, subscription[key] ?? null]));
    Object.assign(subscription, changes);
    return sendEvent(
      'customer.subscription.updated',
      { ...subscription },
      { previousAttributes: previous, ...sendOptions },
    );
  }

  async function deleteSubscription(id: string, sendOptions?: SendEventOptions) {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`No such subscription: ${id}`);
    Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now() });
    return sendEvent('customer.subscription.deleted', { ...subscription }, sendOptions);
  }

  function api(method: string, path: string, params: Json): StripeObject {
    const [, resource, id] = /^\/v1\/([a-z_/]+?)(?:\/([A-Za-z0-9_]+))?$/.exec(path) ?? [];
    if (method === 'POST' && path === '/v1/customers') return createCustomer(params);
    if (method === 'POST' && path === '/v1/checkout/sessions') return createCheckoutSession(params);
    if (method === 'POST' && path === '/v1/billing_portal/sessions') return createPortalSession(params);
    if (method === 'GET' && id) {
      const stores: Record<string, [Map<string, StripeObject>, string]> = {
        customers: [customers, 'customer'],
        'checkout/sessions': [checkoutSessions, 'checkout.session'],
        subscriptions: [subscriptions, 'subscription'],
      };
      const [store, kind] = stores[resource ?? ''] ?? [];
      if (store && kind) {
        const found = store.get(id);
        if (!found) throw missing(kind, id);
        return found;
      }
    }
    throw new StripeApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  async function pages(request: IncomingMessage, response: ServerResponse, url: URL) {
    const html = (status: number, title: string, body: string) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page(title, body));
    };
    const redirect = (location: string) => {
      response.writeHead(303, { location });
      response.end();
    };
    const pay = /^\/pay\/([A-Za-z0-9_]+)$/.exec(url.pathname);
    if (pay) {
      const session = checkoutSessions.get(pay[1]!);
      if (!session) return html(404, 'Checkout not found', '');
      if (request.method === 'POST') {
        await completeCheckout(session.id);
        return redirect(String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id));
      }
      const lines = lineItemsBySession.get(session.id)!;
      const trialDays = Number(((session.subscription_data ?? {}) as Json).trial_period_days ?? 0);
      const rows = lines
        .map((line) => {
          const price = `${(line.unitAmount / 100).toFixed(2)} ${line.currency.toUpperCase()}`;
          return `<li>${escapeHtml(line.name)} × ${line.quantity}: ${price}${line.interval ? ` per ${line.interval}` : ''}</li>`;
        })
        .join('');
      const button = session.mode === 'subscription' && trialDays > 0 ? 'Start trial' : 'Pay';
      const trial = trialDays > 0 ? `<p>${trialDays}-day free trial</p>` : '';
      const total =
        session.mode === 'payment'
          ? `<p>Total: ${(Number(session.amount_total) / 100).toFixed(2)} ${String(session.currency).toUpperCase()}</p>`
          : '';
      const cancel = session.cancel_url ? `<a href="${escapeHtml(String(session.cancel_url))}">Cancel</a>` : '';
      if (session.status !== 'open') return html(409, 'This checkout is complete', cancel);
      return html(
        200,
        'Test checkout',
        `<ul>${rows}</ul>${trial}${total}<form method="post"><button type="submit">${button}</button></form>${cancel}`,
      );
    }
    const portal = /^\/portal\/([A-Za-z0-9_]+)(\/cancel)?$/.exec(url.pathname);
    if (portal) {
      const customer = url.searchParams.get('customer') ?? '';
      const returnUrl = url.searchParams.get('return_url') ?? '';
      const owned = [...subscriptions.values()].filter((sub) => sub.customer === customer && sub.status !== 'canceled');
      if (request.method === 'POST' && portal[2]) {
        for (const subscription of owned) await deleteSubscription(subscription.id);
        return redirect(returnUrl);
      }
      const list = owned.map((sub) => `<li>${escapeHtml(String(sub.id))}: ${escapeHtml(String(sub.status))}</li>`);
      const cancel = owned.length
        ? `<form method="post" action="${escapeHtml(`${url.pathname}/cancel${url.search}`)}"><button type="submit">Cancel plan</button></form>`
        : '';
      return html(
        200,
        'Test customer portal',
        `<ul>${list.join('')}</ul>${cancel}<a href="${escapeHtml(returnUrl)}">Return</a>`,
      );
    }
    return html(404, 'Not found', '');
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const sendJson = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      response.end(JSON.stringify(body));
    };
    const handle = async () => {
      if (!url.pathname.startsWith('/v1/')) return pages(request, response, url);
      const body = await readBody(request);
      const params = decodeStripeForm(request.method === 'GET' ? url.searchParams : new URLSearchParams(body));
      requests.push({ method: request.method ?? 'GET', path: url.pathname, params, headers: request.headers });
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      // Deliberately worse than Stripe, which masks all but the last 4 characters: the whole key comes back, so
      // tests prove that no error answer or log of the API repeats a provider's message with a key in it.
      if (given !== secretKey) {
        throw new StripeApiError(401, { type: 'invalid_request_error', message: `Invalid API Key provided: ${given}` });
      }
      if (failure) throw new StripeApiError(failure.status, { type: 'api_error', message: failure.message });
      return sendJson(200, api(request.method ?? 'GET', url.pathname, params));
    };
    handle().catch((error: unknown) => {
      if (error instanceof StripeApiError) return sendJson(error.status, { error: error.body });
      sendJson(500, { error: { type: 'api_error', message: (error as Error).message } });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: baseUrl,
    requests,
    customers,
    checkoutSessions,
    subscriptions,
    deliveries,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    setFailure: (next) => {
      failure = next;
    },
    completeCheckout,
    expireCheckout,
    updateSubscription,
    deleteSubscription,
    sendEvent,
    close: () => closeServer(server),
  };
}
