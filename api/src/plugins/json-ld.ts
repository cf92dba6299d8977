/** JSON-LD (Hydra) helpers: the item and collection shapes API Platform clients expect. */
import type { HydraView } from '@portal/contract';
import type { Page } from '../db/capped.js';

export type Item<T> = { '@id': string; '@type': string } & T;

export interface Collection<T> {
  'hydra:member': T[];
  'hydra:totalItems': number;
  'hydra:view'?: HydraView;
}

/** The page a collection answers and the request's IRI (`request.url`: its other query parameters stay in links). */
export interface Paging {
  url: string;
  page: Page;
}

/** `iri('users', 12)` → `/users/12`. */
export function iri(collectionPath: string, id: number | string): string {
  return `/${collectionPath}/${id}`;
}

export function item<T extends object>(type: string, itemIri: string, fields: T): Item<T> {
  return { '@id': itemIri, '@type': type, ...fields };
}

/**
 * `totalItems` counts every match when the route's cap (collection-caps.ts) cut the members short; with `paging` (the
 * client asked for a page) the answer links its first, last, next and previous pages in `hydra:view`.
 */
export function collection<T>(members: T[], totalItems = members.length, paging?: Paging): Collection<T> {
  const answer = { 'hydra:member': members, 'hydra:totalItems': totalItems };
  return paging ? { ...answer, 'hydra:view': viewOf(paging, totalItems) } : answer;
}

/** `hydra:view` of a page: IRIs of the request's path and query with `page` and `itemsPerPage` set. */
export function viewOf({ url, page }: Paging, totalItems: number): HydraView {
  const [path, search = ''] = url.split('?', 2) as [string, string?];
  const pageIri = (number: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(number));
    params.set('itemsPerPage', String(page.itemsPerPage));
    return `${path}?${params.toString()}`;
  };
  const last = Math.max(1, Math.ceil(totalItems / page.itemsPerPage));
  return {
    '@id': pageIri(page.page),
    'hydra:first': pageIri(1),
    'hydra:last': pageIri(last),
    ...(page.page < last ? { 'hydra:next': pageIri(page.page + 1) } : {}),
    ...(page.page > 1 ? { 'hydra:previous': pageIri(Math.min(page.page - 1, last)) } : {}),
  };
}
