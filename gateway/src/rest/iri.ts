import { isRecordId } from '@portal/schema';
import { notFoundError } from '../errors.js';

/** `/properties/12` for ('properties', 12): how the REST API names its records (JSON-LD `@id`). */
export const iri = (collection: string, id: number | string) => `/${collection}/${id}`;

/** The numeric id at the end of an IRI (`/properties/12` → 12). */
export function idOfIri(value: string): number {
  const id = Number(value.slice(value.lastIndexOf('/') + 1));
  if (!Number.isSafeInteger(id)) throw new Error(`Not an IRI with a numeric id: ${value}`);
  return id;
}

/** The REST id of a GraphQL `ID` argument; an id that cannot exist is NOT_FOUND, like any other unknown id. */
export function restId(id: string | number, what = 'Record'): number {
  const value = Number(id);
  if (!isRecordId(value)) throw notFoundError(`${what} ${id} not found`);
  return value;
}

/** Members of one batched collection read (`?property[]=…`), grouped by their property in the order of `keys`. */
export function groupByProperty<T extends { property: string }>(keys: readonly number[], members: readonly T[]): T[][] {
  const groups = new Map<number, T[]>(keys.map((key) => [key, []]));
  for (const member of members) groups.get(idOfIri(member.property))?.push(member);
  return keys.map((key) => groups.get(key)!);
}
