import DataLoader from 'dataloader';
import { forProperties } from '../properties/loaders.js';
import { BATCH, readAllOf } from '../rest/batch.js';
import type { RestCaller } from '../rest/client.js';
import { groupByProperty } from '../rest/iri.js';
import type { CalendarDto } from '@portal/contract';

/** Per request: the iCal links of many listings in one `GET /calendars?property[]=…`. */
export function createIcalLinkLoaders(rest: RestCaller) {
  const icalLinksByProperty = new DataLoader<number, CalendarDto[]>(
    async (ids) => groupByProperty(ids, await readAllOf(ids, (some) => rest.get('/calendars', forProperties(some)))),
    BATCH,
  );
  return { icalLinksByProperty };
}
