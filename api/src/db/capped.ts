import { sql, type SelectQueryBuilder } from 'kysely';
import { PAGE_SIZE, type PageQuery } from '@portal/contract';
import type { Db } from './database.js';

/** Some rows of a list read, and how many the read matches in all. */
export interface Capped<T> {
  rows: T[];
  /** Every matching row, those beyond the cap too: a collection's `hydra:totalItems`. */
  total: number;
}

/** One page of a collection a client asked for (`?page=&itemsPerPage=`). */
export interface Page {
  page: number;
  itemsPerPage: number;
}

/** How much of a list a read answers: the route's cap (collection-caps.ts), or a page the client asked for. */
export type Bound = number | Page;

/** The page a collection query asks for (either parameter given), or undefined (the capped answer of old). */
export function pageOf(query: PageQuery): Page | undefined {
  if (query.page === undefined && query.itemsPerPage === undefined) return undefined;
  return { page: query.page ?? 1, itemsPerPage: query.itemsPerPage ?? PAGE_SIZE.default };
}

/**
 * The rows of `query` within `bound`, in its order, and how many rows it matches in all: a page is an offset and a
 * limit (the query's order must end on a unique column, e.g. `id`, for pages to be stable); a cap is `capped`.
 */
export async function bounded<DB, TB extends keyof DB, O>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, O>,
  bound: Bound,
): Promise<Capped<O>> {
  if (typeof bound === 'number') return capped(db, query, bound);
  const rows = await within(query, bound).execute();
  const offset = (bound.page - 1) * bound.itemsPerPage;
  if (rows.length > 0 && rows.length < bound.itemsPerPage) return { rows, total: offset + rows.length };
  return { rows, total: await countOf(db, query) };
}

/** `query` limited to `bound`, not run: the rows `bounded` reads, as a subquery (their ids, say). */
export function within<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  bound: Bound,
): SelectQueryBuilder<DB, TB, O> {
  if (typeof bound === 'number') return query.limit(bound);
  return query.offset((bound.page - 1) * bound.itemsPerPage).limit(bound.itemsPerPage);
}

/**
 * The first `cap` rows of `query`, in its order, and how many rows it matches in all. The count is a second query
 * made only when the cap is reached, so a list under its cap costs what it did before.
 */
export async function capped<DB, TB extends keyof DB, O>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, O>,
  cap: number,
): Promise<Capped<O>> {
  const rows = await within(query, cap).execute();
  if (rows.length < cap) return { rows, total: rows.length };
  return { rows, total: await countOf(db, query) };
}

/** How many rows `query` matches. */
export async function countOf<DB, TB extends keyof DB, O>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const matched = query
    .clearOrderBy()
    .clearSelect()
    .select(sql<number>`1`.as('one'))
    .as('matched');
  const { total } = await db
    .selectFrom(matched)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** Capped rows mapped one by one. */
export const mapRows = <T, U>({ rows, total }: Capped<T>, map: (row: T) => U): Capped<U> => ({
  rows: rows.map(map),
  total,
});
