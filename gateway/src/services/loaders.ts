import DataLoader from 'dataloader';
import { notFoundError } from '../errors.js';
import { BATCH } from '../rest/batch.js';
import type { RestCaller } from '../rest/client.js';
import type { ServiceDto } from '@portal/contract';

/** Per request: the caller's services by id in one `GET /services?id[]=…` (others' ids are NOT_FOUND). */
export function createServiceLoaders(rest: RestCaller) {
  const servicesById = new DataLoader<number, ServiceDto>(async (ids) => {
    const { 'hydra:member': services } = await rest.get('/services', { 'id[]': ids });
    const byId = new Map(services.map((service) => [service.id, service]));
    return ids.map((id) => byId.get(id) ?? notFoundError(`Service ${id} not found`));
  }, BATCH);
  return { servicesById };
}
