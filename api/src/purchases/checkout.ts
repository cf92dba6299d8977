import { orderMessage } from '@portal/schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Booking } from '../bookings/repository.js';
import { findAnyBooking } from '../bookings/repository.js';
import type { Db } from '../db/database.js';
import type { EventPublisher } from '../integrations/events/index.js';
import type { PaymentEvent, PaymentsProvider } from '../integrations/payments/index.js';
import { insertMessage } from '../messages/repository.js';
import { announceMessage } from '../messages/service.js';
import type { Purchase } from '../services/repository.js';
import type { User } from '../users/repository.js';
import { findPurchaseByCheckout, purchaseLines, setPurchasePayment } from './repository.js';

/** How long an unpaid checkout stays open (Stripe allows 30 minutes to 24 hours); then it expires unpaid. */
export const CHECKOUT_OPEN_MS = 60 * 60 * 1000;

export type CheckoutEvent = Extract<PaymentEvent, { type: 'checkout.completed' | 'checkout.failed' }>;

/** The guest's name as the host's conversation shows it. */
export const guestNameOf = (guest: { firstName: string | null; lastName: string | null }) =>
  [guest.firstName, guest.lastName].filter(Boolean).join(' ') || 'Your guest';

/**
 * Opens the provider's checkout in payment mode for a pending purchase: one line per service (its copied name,
 * quantity and unit price in minor units, in the host's currency), the purchase and booking in the metadata, back to
 * the stay page either way. The money goes to the platform's account (no Connect destination yet).
 */
export async function openPurchaseCheckout(
  payments: PaymentsProvider,
  publicUrl: string,
  guest: User,
  booking: Booking,
  purchase: Purchase,
  now = new Date(),
) {
  const [first] = purchase.lineItems;
  const stayPage = `${publicUrl}/stay/${booking.id}`;
  return payments.createPaymentCheckout({
    amount: purchase.lineItems.reduce((sum, line) => sum + line.price * line.quantity, 0),
    currency: first!.currency.toLowerCase(),
    lineItems: purchase.lineItems.map((line) => ({
      name: line.name,
      unitAmount: line.price,
      quantity: line.quantity,
    })),
    metadata: { purchase: String(purchase.id), booking: String(booking.id), host: String(booking.ownerId) },
    successUrl: `${stayPage}?checkout=paid`,
    cancelUrl: `${stayPage}?checkout=cancelled`,
    customerEmail: guest.email,
    clientReferenceId: `purchase-${purchase.id}`,
    expiresAt: new Date(now.getTime() + CHECKOUT_OPEN_MS),
  });
}

export interface PurchaseEventResult {
  outcome: 'applied' | 'ignored';
  /** To run once the transaction committed: the host's conversation hears of the paid order. */
  afterCommit?: () => Promise<void>;
}

/**
 * A verified checkout event about a guest purchase, inside the webhook's transaction (the event id is recorded in
 * it, so a replay never gets here). Paid is final: a later or older 'expired'/'failed' never undoes it, and a paid
 * session marks the purchase paid even after an expiry arrived first (the money was taken). A completed session
 * whose delayed payment is still unpaid leaves it pending. The '{guest} ordered …' message is posted on the
 * transition to paid, once.
 */
export async function applyPurchaseCheckoutEvent(
  trx: Db,
  events: EventPublisher,
  event: CheckoutEvent,
  log: FastifyBaseLogger,
): Promise<PurchaseEventResult> {
  const purchase = await findPurchaseByCheckout(trx, event.session.id);
  if (!purchase || event.session.metadata.purchase !== String(purchase.id)) {
    log.warn({ event: event.id, session: event.session.id }, 'checkout of no known purchase: ignored');
    return { outcome: 'ignored' };
  }
  if (purchase.payment === 'paid') return { outcome: 'ignored' };
  if (event.type === 'checkout.failed') {
    if (purchase.payment !== 'pending') return { outcome: 'ignored' };
    await setPurchasePayment(trx, purchase.id, event.reason);
    return { outcome: 'applied' };
  }
  if (event.session.paymentStatus !== 'paid') return { outcome: 'ignored' };
  await setPurchasePayment(trx, purchase.id, 'paid', event.createdAt.toISOString());
  const booking = await findAnyBooking(trx, purchase.bookingId);
  if (!booking || booking.mainGuestId === null) return { outcome: 'applied' };
  const lines = await purchaseLines(trx, purchase.id);
  const guest = { firstName: booking.mainGuestFirstName, lastName: booking.mainGuestLastName };
  const message = await insertMessage(trx, {
    bookingId: booking.id,
    senderId: booking.mainGuestId,
    content: orderMessage(guestNameOf(guest), lines),
  });
  return { outcome: 'applied', afterCommit: () => announceMessage(events, booking, message) };
}
