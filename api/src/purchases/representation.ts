import type { PurchaseDto } from '@portal/contract';
import { iri } from '../plugins/json-ld.js';
import type { Purchase } from '../services/repository.js';
import { toPurchaseItem } from '../services/representation.js';

/** A Purchase (spec §3) with its booking and how it is paid ('on-arrival'). */
export const toBookingPurchaseItem = (purchase: Purchase): PurchaseDto => ({
  ...toPurchaseItem(purchase),
  booking: iri('bookings', purchase.bookingId),
  payment: purchase.payment,
});
