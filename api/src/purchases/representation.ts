import { iri } from '../plugins/json-ld.js';
import { integer, jsonLd, optionalText, text } from '../plugins/schemas.js';
import type { Purchase } from '../services/repository.js';
import { toPurchaseItem } from '../services/representation.js';

/** A Purchase (spec §3) with its booking and how it is paid ('on-arrival'). */
export const toBookingPurchaseItem = (purchase: Purchase) => ({
  ...toPurchaseItem(purchase),
  booking: iri('bookings', purchase.bookingId),
  payment: purchase.payment,
});

export const purchaseItemSchema = {
  type: 'object',
  properties: {
    ...jsonLd,
    id: integer,
    booking: text,
    createdAt: text,
    name: text,
    payment: text,
    lineItems: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: integer,
          name: text,
          quantity: integer,
          price: integer,
          currency: text,
          service: optionalText,
        },
      },
    },
  },
} as const;
