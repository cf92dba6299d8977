import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from './database.js';

/** Some rows of a list read, and how many the read matches in all. */
export interface Capped<T> {
  rows: T[];
  /** Every matching row, those beyond the cap too: a collection's `hydra:totalItems`. */
  total: number;
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
  const rows = await query.limit(cap).execute();
  if (rows.length < cap) return { rows, total: rows.length };
  const matched = query
    .clearOrderBy()
    .clearSelect()
    .select(sql<number>`1`.as('one'))
    .as('matched');
  const { total } = await db
    .selectFrom(matched)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

/** Capped rows mapped one by one. */
export const mapRows = <T, U>({ rows, total }: Capped<T>, map: (row: T) => U): Capped<U> => ({
  rows: rows.map(map),
  total,
});
