import type { Plan } from '@portal/schema';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { billingLinkQuery } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/database.js';
import type { EventPublisher } from '../integrations/events/index.js';
import { InvalidWebhook, PaymentsUnavailable, type PaymentsProvider } from '../integrations/payments/index.js';
import { HttpError, sendError } from '../plugins/errors.js';
import { sendPage, sendRedirect, type Page } from './pages.js';
import { AlreadySubscribed, findPlan, openPortal, startSubscriptionCheckout } from './service.js';
import { applyPaymentEvent } from './webhook.js';

const NOT_CONFIGURED = 'Payments are not configured';
const NOT_CONFIGURED_TEXT = 'Online payments are not configured on this server yet.';
/** Largest webhook body accepted; Stripe's events are a few kilobytes. */
const WEBHOOK_MAX_BYTES = 512 * 1024;

const signInRequired: Page = {
  status: 401,
  title: 'Sign in required',
  paragraphs: ['This link needs a valid sign-in. Sign in to the host portal and open it again from there.'],
};

const unavailable: Page = {
  status: 502,
  title: 'Payments are unavailable right now',
  paragraphs: [
    'The payment service could not be reached. Nothing has been charged.',
    'Please try again in a few minutes.',
  ],
};

/** The paid, available plan a checkout may start, or the 400 page that says why not. */
function checkoutPlan(name: string | undefined): Plan | Page {
  const status = 400;
  if (!name) return { status, title: 'No plan chosen', paragraphs: ['Choose a plan on the plan page first.'] };
  const plan = findPlan(name);
  if (!plan) return { status, title: 'Unknown plan', paragraphs: [`There is no plan called '${name}'.`] };
  if (plan.comingSoon) {
    return { status, title: 'Plan not available yet', paragraphs: [`The ${plan.name} plan is coming soon.`] };
  }
  if (plan.pricePerUnitMonthly === 0) {
    return { status, title: 'No payment needed', paragraphs: [`The ${plan.name} plan is free: no checkout needed.`] };
  }
  return plan;
}

/**
 * Payment-provider links of spec §7 (checkout and customer portal), opened in a tab with `?bearer=`, and the
 * provider's webhook. Without a provider (STRIPE_SECRET_KEY unset) the links answer 503 pages that say so.
 */
export const billingRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  config: ApiConfig;
  payments: PaymentsProvider | null;
  events: EventPublisher;
}> = async (app, { db, config, payments, events }) => {
  const signedIn = async (request: FastifyRequest) => {
    try {
      return await app.authenticate(request);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) return null;
      throw error;
    }
  };
  const query = billingLinkQuery;
  const notConfigured = (reply: FastifyReply, paragraph: string) =>
    sendPage(
      reply,
      { status: 503, title: NOT_CONFIGURED, paragraphs: [NOT_CONFIGURED_TEXT, paragraph] },
      config.publicUrl,
    );
  /** The provider failed: logged without secrets (the adapter's message has none), a page for the host. */
  const providerFailed = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    if (!(error instanceof PaymentsUnavailable)) throw error;
    request.log.error({ reason: error.message }, 'payment provider call failed');
    return sendPage(reply, unavailable, config.publicUrl);
  };

  app.get('/billing/checkout-session', { schema: { querystring: query } }, async (request, reply) => {
    const user = await signedIn(request);
    if (!user) return sendPage(reply, signInRequired, config.publicUrl);
    const plan = checkoutPlan(request.query.plan);
    if ('status' in plan) return sendPage(reply, plan, config.publicUrl);
    if (!payments) {
      return notConfigured(
        reply,
        `The free trial of the ${plan.name} plan cannot be started here for now. Nothing has been charged.`,
      );
    }
    try {
      const session = await startSubscriptionCheckout(db, payments, config.publicUrl, user, plan);
      return sendRedirect(reply, session.url);
    } catch (error) {
      if (error instanceof AlreadySubscribed) {
        const current = error.plan ? `the ${error.plan.name} plan` : 'a plan';
        const page = {
          status: 409,
          title: 'You already have a subscription',
          paragraphs: [`You already have ${current}. Manage it from Settings, under Subscription.`],
        };
        return sendPage(reply, page, config.publicUrl);
      }
      return providerFailed(request, reply, error);
    }
  });

  app.get('/billing/portal-session', { schema: { querystring: query } }, async (request, reply) => {
    const user = await signedIn(request);
    if (!user) return sendPage(reply, signInRequired, config.publicUrl);
    if (!payments) return notConfigured(reply, 'Subscriptions cannot be managed online for now.');
    try {
      const portal = await openPortal(payments, config.publicUrl, user);
      if (portal) return sendRedirect(reply, portal.url);
    } catch (error) {
      return providerFailed(request, reply, error);
    }
    const page = {
      status: 404,
      title: 'No subscription to manage',
      paragraphs: ['You have not started a paid plan online yet. Choose one on the plan page to start a free trial.'],
    };
    return sendPage(reply, page, config.publicUrl);
  });

  // The provider signs the exact bytes it sends: this route alone keeps the body raw (a Buffer), whatever its type.
  app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post('/billing/stripe/webhook', async (request, reply) => {
      if (!payments) return sendError(reply, 503, NOT_CONFIGURED);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = payments.verifyWebhook(body, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (!(error instanceof InvalidWebhook)) throw error;
        request.log.warn({ reason: error.message }, 'payment webhook refused');
        return sendError(reply, 400, 'Invalid signature');
      }
      const outcome = await applyPaymentEvent(db, events, event, request.log);
      request.log.info({ event: event.id, type: event.providerType, outcome }, 'payment webhook');
      return { received: true, outcome };
    });
  });
};
