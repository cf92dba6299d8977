import { loaderById } from '../rest/batch.js';
import type { RestCaller } from '../rest/client.js';

/** Per request: the caller's services by id in one `GET /services?id[]=…` (others' ids are NOT_FOUND). */
export function createServiceLoaders(rest: RestCaller) {
  const servicesById = loaderById('Service', (ids) => rest.get('/services', { 'id[]': ids }));
  return { servicesById };
}
