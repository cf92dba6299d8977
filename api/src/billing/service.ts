import { PLANS, TRIAL_DAYS, type Plan } from '@portal/schema';
import type { Db } from '../db/database.js';
import type { CheckoutSession, PaymentsProvider } from '../integrations/payments/index.js';
import type { User } from '../users/repository.js';
import { countBillableListings, findActiveSubscription, setStripeCustomerOnce } from './repository.js';

/** Plan prices are in pence (spec §9). */
export const PLAN_CURRENCY = 'gbp';

/** By identifier or display name, any case ('premium', 'Premium'). */
export function findPlan(name: string): Plan | undefined {
  const wanted = name.trim().toLowerCase();
  return PLANS.find((plan) => plan.identifier === wanted || plan.name.toLowerCase() === wanted);
}

/** A plan a host can pay for now: known, not Coming Soon, not free. */
export const isPurchasable = (plan: Plan | undefined): plan is Plan =>
  plan !== undefined && !plan.comingSoon && plan.pricePerUnitMonthly > 0;

/** The caller already pays for a plan: a second checkout would charge twice. */
export class AlreadySubscribed extends Error {
  constructor(readonly plan: Plan | undefined) {
    super('already subscribed');
  }
}

/** The user's customer at the provider, created the first time (the portal needs it to manage what they buy). */
export async function ensureCustomer(db: Db, payments: PaymentsProvider, user: User): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const { customerId } = await payments.createCustomer({
    userId: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
  });
  // Two tabs racing here both create a customer; the first stored is kept, the other stays unused at Stripe.
  return (await setStripeCustomerOnce(db, user.id, customerId)) ?? customerId;
}

/**
 * Spec §2 Start Trial: a hosted checkout in subscription mode for the plan's monthly price per listing (at least
 * one), with the 30-day trial. The subscription itself starts only when the provider's webhook says so.
 */
export async function startSubscriptionCheckout(
  db: Db,
  payments: PaymentsProvider,
  publicUrl: string,
  user: User,
  plan: Plan,
): Promise<CheckoutSession> {
  const active = await findActiveSubscription(db, user.id);
  const activePlan = active && PLANS.find((candidate) => candidate.identifier === active.planIdentifier);
  if (active && activePlan?.pricePerUnitMonthly !== 0) throw new AlreadySubscribed(activePlan);
  const customerId = await ensureCustomer(db, payments, user);
  return payments.createSubscriptionCheckout({
    customerId,
    userId: user.id,
    plan: { identifier: plan.identifier, name: plan.name },
    unitAmount: plan.pricePerUnitMonthly,
    currency: PLAN_CURRENCY,
    quantity: Math.max(1, await countBillableListings(db, user.id)),
    trialDays: TRIAL_DAYS,
    successUrl: `${publicUrl}/subscription/success`,
    cancelUrl: `${publicUrl}/subscription/cancelled`,
  });
}

/** The customer portal, back to /subscription/updated (spec §2: it lands on Settings); null without a customer. */
export async function openPortal(payments: PaymentsProvider, publicUrl: string, user: User) {
  if (!user.stripeCustomerId) return null;
  return payments.createPortalSession({
    customerId: user.stripeCustomerId,
    returnUrl: `${publicUrl}/subscription/updated`,
  });
}
