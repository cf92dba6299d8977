import DataLoader from 'dataloader';
import { BATCH } from '../rest/batch.js';
import type { RestCaller } from '../rest/client.js';
import { idOfIri } from '../rest/iri.js';
import type { PurchaseDto } from '@portal/contract';

/** Per request: the purchases of bookings by booking id, in one `GET /purchases?booking[]=…`. */
export function createStayLoaders(rest: RestCaller) {
  const purchasesByBooking = new DataLoader<number, PurchaseDto[]>(async (ids) => {
    const { 'hydra:member': purchases } = await rest.get('/purchases', {
      'booking[]': ids.map((id) => `/bookings/${id}`),
    });
    return ids.map((id) => purchases.filter((purchase) => idOfIri(purchase.booking) === id));
  }, BATCH);
  return { purchasesByBooking };
}
