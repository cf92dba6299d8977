import { PLANS, type Plan } from '@portal/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config.js';
import { HttpError } from '../plugins/errors.js';
import { sendPage, type Page } from './pages.js';

const NOT_CONFIGURED = 'Payments are not configured';
const NOT_CONFIGURED_TEXT = 'Online payments are not configured on this server yet.';

const signInRequired: Page = {
  status: 401,
  title: 'Sign in required',
  paragraphs: ['This link needs a valid sign-in. Sign in to the host portal and open it again from there.'],
};

/** By identifier or display name, any case ('premium', 'Premium'). */
function findPlan(name: string): Plan | undefined {
  const wanted = name.trim().toLowerCase();
  return PLANS.find((plan) => plan.identifier === wanted || plan.name.toLowerCase() === wanted);
}

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
 * Payment-provider links of spec §7 (checkout and customer portal), opened in a tab with `?bearer=`.
 * Payments come later: until then both answer 503 with a page that says so.
 */
export async function billingRoutes(app: FastifyInstance, { config }: { config: ApiConfig }) {
  const signedIn = async (request: FastifyRequest) => {
    try {
      return await app.authenticate(request);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) return null;
      throw error;
    }
  };
  const query = { type: 'object', properties: { plan: { type: 'string' }, bearer: { type: 'string' } } } as const;

  app.get('/billing/checkout-session', { schema: { querystring: query } }, async (request, reply) => {
    if (!(await signedIn(request))) return sendPage(reply, signInRequired, config.publicUrl);
    const plan = checkoutPlan((request.query as { plan?: string }).plan);
    if ('status' in plan) return sendPage(reply, plan, config.publicUrl);
    const page = {
      status: 503,
      title: NOT_CONFIGURED,
      paragraphs: [
        NOT_CONFIGURED_TEXT,
        `The free trial of the ${plan.name} plan cannot be started here for now. Nothing has been charged.`,
      ],
    };
    return sendPage(reply, page, config.publicUrl);
  });

  app.get('/billing/portal-session', { schema: { querystring: query } }, async (request, reply) => {
    if (!(await signedIn(request))) return sendPage(reply, signInRequired, config.publicUrl);
    const page = {
      status: 503,
      title: NOT_CONFIGURED,
      paragraphs: [NOT_CONFIGURED_TEXT, 'Subscriptions cannot be managed online for now.'],
    };
    return sendPage(reply, page, config.publicUrl);
  });
}
