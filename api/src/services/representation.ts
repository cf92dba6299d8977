import type { ServiceDto } from '@portal/contract';
import { currencySymbol } from '@portal/schema';
import { iri, item } from '../plugins/json-ld.js';
import type { Purchase, Service } from './repository.js';

/** The browser URLs of an image field: every size of a photo, or the uploaded file as each size. */
export interface ImageUrls {
  squareSmallUrl: string;
  mediumUrl: string;
  largeUrl: string;
  originalUrl: string;
}

/** The Service item of spec §3: `image` is the reference the forms send back, `imageUrls` what the browser shows. */
export function toServiceItem(service: Service, imageUrls: ImageUrls | null): ServiceDto {
  return item('Service', iri('services', service.id), {
    id: service.id,
    title: service.title,
    price: service.price,
    currency: service.currency,
    currencySymbol: currencySymbol(service.currency),
    description: service.description,
    image: service.image,
    imageUrls,
    terms: service.terms,
  });
}

/** A purchase of spec §3; a line item's `service` is null once the host deleted the service. */
export function toPurchaseItem(purchase: Purchase) {
  return item('Purchase', iri('purchases', purchase.id), {
    id: purchase.id,
    createdAt: purchase.createdAt,
    name: purchase.name,
    lineItems: purchase.lineItems.map((line) => ({
      id: line.id,
      name: line.name,
      quantity: line.quantity,
      price: line.price,
      currency: line.currency,
      service: line.serviceId === null ? null : iri('services', line.serviceId),
    })),
  });
}
