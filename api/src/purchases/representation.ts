import type { PurchaseDto } from '@portal/contract';
import { iri } from '../plugins/json-ld.js';
import type { Purchase } from '../services/repository.js';
import { toPurchaseItem } from '../services/representation.js';

/** A Purchase (spec §3) with its booking, how it is paid and, while pending, where to pay. */
export const toBookingPurchaseItem = (purchase: Purchase): PurchaseDto => ({
  ...toPurchaseItem(purchase),
  booking: iri('bookings', purchase.bookingId),
  payment: purchase.payment,
  checkoutUrl: purchase.payment === 'pending' ? purchase.checkoutUrl : null,
  paidAt: purchase.paidAt,
});
