import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation, type Db } from '../db/database.js';
import type { PlanSubscriptionStatus } from '../db/tables.js';
import type { EventPublisher } from '../integrations/events/index.js';
import type { PaymentEvent, ProviderSubscription } from '../integrations/payments/index.js';
import { applyPurchaseCheckoutEvent } from '../purchases/checkout.js';
import {
  findProviderSubscription,
  findUserIdByStripeCustomer,
  insertSubscription,
  recordPaymentEvent,
  setStripeCustomerOnce,
  updateSubscription,
  userExists,
} from './repository.js';
import { findPlan, isPurchasable } from './service.js';

/** Provider statuses in which the host has the plan: in trial, paid, or paid late while the provider retries. */
const ACTIVE_STATUSES = new Set(['trialing', 'active', 'past_due']);
/** Provider statuses a subscription never leaves: no later event revives it. */
const FINAL_STATUSES = new Set(['canceled', 'incomplete_expired']);

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const ourStatus = (providerStatus: string): PlanSubscriptionStatus =>
  ACTIVE_STATUSES.has(providerStatus) ? 'active' : 'cancelled';

/**
 * Applies a verified provider event once: the event id is recorded in the same transaction as its effect, so a
 * replay (or a redelivery racing the first) changes nothing. Events may arrive in any order: a subscription keeps
 * the state of the newest event applied to it (by the provider's `created`), and an ended one is never revived.
 */
export async function applyPaymentEvent(
  db: Db,
  events: EventPublisher,
  event: PaymentEvent,
  log: FastifyBaseLogger,
): Promise<EventOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { outcome, afterCommit } = await db.transaction().execute(async (trx): Promise<Effect> => {
        const fresh = await recordPaymentEvent(trx, {
          provider: 'stripe',
          eventId: event.id,
          type: event.providerType,
          eventCreatedAt: event.createdAt.toISOString(),
        });
        if (!fresh) return { outcome: 'duplicate' };
        return applyEffect(trx, events, event, log);
      });
      await afterCommit?.();
      return outcome;
    } catch (error) {
      // Two first events about one subscription racing (PostgreSQL): the loser sees the winner's row on retry.
      if (attempt < 2 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

interface Effect {
  outcome: EventOutcome;
  afterCommit?: () => Promise<void>;
}

async function applyEffect(
  trx: Db,
  events: EventPublisher,
  event: PaymentEvent,
  log: FastifyBaseLogger,
): Promise<Effect> {
  switch (event.type) {
    case 'checkout.completed':
    case 'checkout.failed':
      // One-off payments are guest purchases; a subscription's checkout only fails by expiring (nothing to undo).
      if (event.session.mode === 'payment') return applyPurchaseCheckoutEvent(trx, events, event, log);
      if (event.type === 'checkout.failed') return { outcome: 'ignored' };
      return { outcome: await checkoutCompleted(trx, event, log) };
    case 'subscription.updated':
    case 'subscription.deleted':
      return { outcome: await subscriptionChanged(trx, event, log) };
    case 'other':
      return { outcome: 'ignored' };
  }
}

async function checkoutCompleted(
  trx: Db,
  event: Extract<PaymentEvent, { type: 'checkout.completed' }>,
  log: FastifyBaseLogger,
): Promise<EventOutcome> {
  const { session } = event;
  const plan = findPlan(session.metadata.plan ?? '');
  const userId = Number(session.clientReferenceId);
  if (
    !session.subscriptionId ||
    !isPurchasable(plan) ||
    !Number.isInteger(userId) ||
    !(await userExists(trx, userId))
  ) {
    log.warn({ event: event.id, session: session.id }, 'checkout without a known user, plan or subscription: ignored');
    return 'ignored';
  }
  if (session.customerId) await setStripeCustomerOnce(trx, userId, session.customerId);
  // The subscription's own events (possibly here first) carry its status and dates; this one only starts it.
  if (await findProviderSubscription(trx, session.subscriptionId)) return 'ignored';
  await insertSubscription(trx, {
    userId,
    planIdentifier: plan.identifier,
    platform: 'stripe',
    status: 'active',
    startedAt: event.createdAt.toISOString(),
    providerSubscriptionId: session.subscriptionId,
    providerCustomerId: session.customerId,
  });
  return 'applied';
}

async function subscriptionChanged(
  trx: Db,
  event: Extract<PaymentEvent, { type: 'subscription.updated' | 'subscription.deleted' }>,
  log: FastifyBaseLogger,
): Promise<EventOutcome> {
  const { subscription } = event;
  const providerStatus = event.type === 'subscription.deleted' ? 'canceled' : subscription.status;
  const state = {
    status: ourStatus(providerStatus),
    providerStatus,
    providerCustomerId: subscription.customerId || null,
    trialEndsAt: iso(subscription.trialEndsAt),
    renewsAt: iso(subscription.currentPeriodEndsAt),
    cancelsAt: iso(subscription.cancelsAt),
    endsAt: FINAL_STATUSES.has(providerStatus) ? iso(subscription.endedAt ?? event.createdAt) : null,
    providerEventAt: event.createdAt.toISOString(),
  };
  const row = await findProviderSubscription(trx, subscription.id);
  if (!row) {
    const owner = await ownerOf(trx, subscription);
    if (!owner) {
      log.warn({ event: event.id, subscription: subscription.id }, 'subscription of no known user or plan: ignored');
      return 'ignored';
    }
    await insertSubscription(trx, {
      ...owner,
      platform: 'stripe',
      startedAt: subscription.startedAt.toISOString(),
      providerSubscriptionId: subscription.id,
      ...state,
    });
    return 'applied';
  }
  if (row.providerStatus && FINAL_STATUSES.has(row.providerStatus)) return 'ignored';
  // Same second: the later delivery wins (Stripe's `created` has no finer grain).
  if (row.providerEventAt && event.createdAt < new Date(row.providerEventAt)) return 'ignored';
  await updateSubscription(trx, row.id, state);
  return 'applied';
}

/** Who a subscription is for and which plan: our metadata (set at checkout), else the customer's user. */
async function ownerOf(trx: Db, subscription: ProviderSubscription) {
  const plan = findPlan(subscription.metadata.plan ?? '');
  if (!isPurchasable(plan)) return null;
  const fromMetadata = Number(subscription.metadata.userId);
  const userId =
    Number.isInteger(fromMetadata) && (await userExists(trx, fromMetadata))
      ? fromMetadata
      : await findUserIdByStripeCustomer(trx, subscription.customerId);
  return userId === undefined ? null : { userId, planIdentifier: plan.identifier };
}
