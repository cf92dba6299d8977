/** JSON-LD (Hydra) helpers: the item and collection shapes API Platform clients expect. */

export type Item<T> = { '@id': string; '@type': string } & T;

export interface Collection<T> {
  'hydra:member': T[];
  'hydra:totalItems': number;
}

/** `iri('users', 12)` → `/users/12`. */
export function iri(collectionPath: string, id: number | string): string {
  return `/${collectionPath}/${id}`;
}

export function item<T extends object>(type: string, itemIri: string, fields: T): Item<T> {
  return { '@id': itemIri, '@type': type, ...fields };
}

/** `totalItems` counts every match when the route's cap (collection-caps.ts) cut the members short. */
export function collection<T>(members: T[], totalItems = members.length): Collection<T> {
  return { 'hydra:member': members, 'hydra:totalItems': totalItems };
}
