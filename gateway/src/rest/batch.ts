import { API_LIMITS } from '@portal/schema';
import DataLoader from 'dataloader';
import { notFoundError } from '../errors.js';
import type { HydraCollection } from './endpoints.js';

/** DataLoader options of every loader that batches ids into one REST filter: never more than the API takes. */
export const BATCH = { maxBatchSize: API_LIMITS.filterValuesMax } as const;

/**
 * The members of a batched read by listings (`?property[]=…`), all of them: a REST collection stops at its cap and
 * says how many it left out (`hydra:totalItems`); then each half of the listings is read again. A single listing
 * keeps what its cap gives it.
 */
export async function readAllOf<T>(
  ids: readonly number[],
  read: (ids: readonly number[]) => Promise<HydraCollection<T>>,
): Promise<T[]> {
  const page = await read(ids);
  if (page['hydra:totalItems'] <= page['hydra:member'].length || ids.length === 1) return page['hydra:member'];
  const middle = Math.ceil(ids.length / 2);
  const halves = await Promise.all([readAllOf(ids.slice(0, middle), read), readAllOf(ids.slice(middle), read)]);
  return halves.flat();
}

/**
 * Per request: records by id in one `?id[]=…` read per batch; ids the REST API leaves out (other users' included)
 * are NOT_FOUND (`${kind} ${id} not found`).
 */
export function loaderById<T extends { id: number }>(
  kind: string,
  read: (ids: readonly number[]) => Promise<HydraCollection<T>>,
): DataLoader<number, T> {
  return new DataLoader<number, T>(async (ids) => {
    const { 'hydra:member': records } = await read(ids);
    const byId = new Map(records.map((record) => [record.id, record]));
    return ids.map((id) => byId.get(id) ?? notFoundError(`${kind} ${id} not found`));
  }, BATCH);
}
