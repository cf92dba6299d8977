import type { Currency } from '../__generated__/resolvers.js';
import type { ImageSizesDto } from '@portal/contract';

/** A service item of the REST API (GET /services/{id}). */
export interface ServiceDto {
  '@id': string;
  id: number;
  title: string;
  price: number;
  currency: Currency;
  currencySymbol: string;
  description: string | null;
  image: string | null;
  imageUrls: ImageSizesDto | null;
  terms: string | null;
}

/** POST /services, PUT /services/{id}. */
export interface ServiceBody {
  title?: string | null;
  price?: number | null;
  description?: string | null;
  image?: string | null;
  terms?: string | null;
}

export interface RemovedService {
  removedId: number;
}
