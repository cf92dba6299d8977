import { GUEST_APP_MESSAGES, orderMessage, orderSummary, PURCHASE_LIMITS } from '@portal/schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import type { EventPublisher } from '../integrations/events/index.js';
import { PaymentsUnavailable, type PaymentsProvider } from '../integrations/payments/index.js';
import { bookingIdOf, postMessage } from '../messages/service.js';
import { HttpError, notFound, violation } from '../plugins/errors.js';
import { findProperty } from '../properties/repository.js';
import { insertPurchase, listServices, type Purchase } from '../services/repository.js';
import { guestBooking } from '../stays/service.js';
import type { User } from '../users/repository.js';
import { guestNameOf, openPurchaseCheckout } from './checkout.js';
import { deletePurchase, setPurchaseCheckout } from './repository.js';

interface LineInput {
  service?: unknown;
  quantity?: unknown;
}

/** `/services/12` or 12 → 12. */
function serviceIdOf(reference: unknown): number | undefined {
  if (typeof reference !== 'string' && typeof reference !== 'number') return undefined;
  const match = /^(?:\/services\/)?(\d{1,9})$/.exec(String(reference).trim());
  return match ? Number(match[1]) : undefined;
}

/** Where guest purchases are paid: online through the provider, when it is configured. */
export interface PurchasePayments {
  payments: PaymentsProvider | null;
  publicUrl: string;
}

/** The provider could not open the checkout: the order was not kept and nothing was charged. */
export const PAYMENT_UNAVAILABLE = 'Payment is unavailable right now. Nothing has been charged; try again later.';

/**
 * POST /purchases: the booking's joined guest orders services the listing offers. Names and prices are copied now
 * (a later price change does not touch the order). Without payments it is paid to the host on arrival and the host's
 * conversation says what was ordered at once; with payments it is pending, the answer carries the provider's
 * checkout page, and the message waits for the provider's webhook to say it is paid.
 */
export async function purchaseServices(
  db: Db,
  events: EventPublisher,
  { payments, publicUrl }: PurchasePayments,
  caller: User,
  body: unknown,
  log: FastifyBaseLogger,
): Promise<Purchase> {
  const input = body as { booking?: unknown; lineItems?: LineInput[] | null };
  const bookingId = bookingIdOf(input.booking);
  if (bookingId === undefined) throw notFound();
  const booking = await guestBooking(db, caller, bookingId);
  if (booking.deletedAt !== null) throw violation('booking', GUEST_APP_MESSAGES.stayCancelled);
  const wanted = new Map<number, number>();
  for (const line of input.lineItems ?? []) {
    const id = serviceIdOf(line.service);
    const quantity = line.quantity;
    if (id === undefined) throw violation('lineItems', GUEST_APP_MESSAGES.serviceNotOffered);
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0) {
      throw violation('lineItems', `Choose a quantity from 1 to ${PURCHASE_LIMITS.quantityMax}`);
    }
    wanted.set(id, (wanted.get(id) ?? 0) + quantity);
  }
  for (const [id, quantity] of wanted) if (quantity === 0) wanted.delete(id);
  if (wanted.size === 0) throw violation('lineItems', GUEST_APP_MESSAGES.nothingChosen);
  if ([...wanted.values()].some((quantity) => quantity > PURCHASE_LIMITS.quantityMax)) {
    throw violation('lineItems', `Choose a quantity from 1 to ${PURCHASE_LIMITS.quantityMax}`);
  }
  const property = (await findProperty(db, booking.ownerId, booking.propertyId))!;
  const offered = new Set(property.services);
  const ids = [...wanted.keys()];
  if (ids.some((id) => !offered.has(id))) throw violation('lineItems', GUEST_APP_MESSAGES.serviceNotOffered);
  const { rows: services } = await listServices(db, booking.ownerId, { ids }, PURCHASE_LIMITS.lineItemsMax);
  if (services.length !== ids.length) throw violation('lineItems', GUEST_APP_MESSAGES.serviceNotOffered);
  const lines = ids.map((id) => ({
    service: services.find((service) => service.id === id)!,
    quantity: wanted.get(id)!,
  }));
  // The host's currency (it cannot change once set); a checkout charges one currency.
  if (new Set(lines.map(({ service }) => service.currency)).size > 1) {
    throw violation('lineItems', 'Order services of one currency at a time');
  }
  const summary = lines.map(({ service, quantity }) => ({ name: service.title, quantity }));
  if (!payments) {
    const purchase = await insertPurchase(db, booking.id, orderSummary(summary), lines);
    await postMessage(db, events, booking, caller.id, orderMessage(guestNameOf(caller), summary));
    return purchase;
  }
  const purchase = await insertPurchase(db, booking.id, orderSummary(summary), lines, 'pending');
  try {
    const checkout = await openPurchaseCheckout(payments, publicUrl, caller, booking, purchase);
    await setPurchaseCheckout(db, purchase.id, checkout);
    return { ...purchase, checkoutSessionId: checkout.id, checkoutUrl: checkout.url };
  } catch (error) {
    await deletePurchase(db, purchase.id);
    if (!(error instanceof PaymentsUnavailable)) throw error;
    log.error({ reason: error.message }, 'payment provider call failed');
    throw new HttpError(502, PAYMENT_UNAVAILABLE);
  }
}
