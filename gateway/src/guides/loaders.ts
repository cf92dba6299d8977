import DataLoader from 'dataloader';
import { BATCH, readAllOf } from '../rest/batch.js';
import type { RestCaller } from '../rest/client.js';
import { groupByProperty } from '../rest/iri.js';
import { forProperties } from '../properties/loaders.js';
import type { HomeGuideDto, LocalGuideDto } from '@portal/contract';

/** Per request: the guide entries of many listings in one REST call each, grouped back in key order. */
export function createGuideLoaders(rest: RestCaller) {
  const homeGuidesByProperty = new DataLoader<number, HomeGuideDto[]>(
    async (ids) => groupByProperty(ids, await readAllOf(ids, (some) => rest.get('/home-guides', forProperties(some)))),
    BATCH,
  );
  const localGuidesByProperty = new DataLoader<number, LocalGuideDto[]>(
    async (ids) => groupByProperty(ids, await readAllOf(ids, (some) => rest.get('/local-guides', forProperties(some)))),
    BATCH,
  );
  return { homeGuidesByProperty, localGuidesByProperty };
}
