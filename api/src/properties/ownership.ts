import type { CollectionQuery } from '@portal/contract';
import { PROPERTY_MESSAGES, isRecordId, propertyIdFromIri } from '@portal/schema';
import type { Db } from '../db/database.js';
import { badRequest, orNotFound, violation } from '../plugins/errors.js';
import { findProperty, type Property } from './repository.js';

/** The caller's listing `id`, or a 404 (another user's listing does not exist for the caller). */
export async function ownedProperty(db: Db, ownerId: number, id: number): Promise<Property> {
  return orNotFound(await findProperty(db, ownerId, id));
}

/** The caller's listing a body names by IRI (`/properties/12`), or a 422 on that field. */
export async function propertyOfBody(
  db: Db,
  ownerId: number,
  reference: string,
  field = 'property',
): Promise<Property> {
  const id = propertyIdFromIri(reference);
  const property = id === null ? undefined : await findProperty(db, ownerId, id);
  if (!property) throw violation(field, PROPERTY_MESSAGES.listingNotFound);
  return property;
}

/** Query of a collection: `?id[]=` (gateway batching) and the listing filter `?property=` / `?property[]=`. */
export { collectionQuery, type CollectionQuery } from '@portal/contract';

/** A listing IRI whose id is too large to exist: it matches nothing, like another user's listing. */
const BEYOND_RANGE_IRI = /^(?:\/properties\/)?\d{10,}$/;

/**
 * undefined when the filter is not given; a list (maybe empty) when it is. Ids beyond the largest record id are
 * left out (they match nothing), so no database ever sees them.
 */
export function collectionFilter(query: CollectionQuery): { ids?: number[]; propertyIds?: number[] } {
  const given = <T>(...lists: (T[] | undefined)[]) =>
    lists.some((list) => list !== undefined) ? lists.flatMap((list) => list ?? []) : undefined;
  const ids = given(query.id, query['id[]'])?.filter(isRecordId);
  const references = given(query.property, query['property[]']);
  const propertyIds = references?.flatMap((reference) => {
    const id = propertyIdFromIri(reference);
    if (id !== null) return [id];
    if (BEYOND_RANGE_IRI.test(reference.trim())) return [];
    throw badRequest(`Invalid listing filter '${reference}': use /properties/{id}`);
  });
  return { ids, propertyIds };
}
