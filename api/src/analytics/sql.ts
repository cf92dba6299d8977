import { PostgresAdapter, sql, type Expression, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.js';

/** The few expressions spelled differently on SQLite and PostgreSQL, so every figure is one Kysely query on both. */
export function dialect(db: Db) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    /** Whole days from `from` to `to` (`YYYY-MM-DD` text columns or values). */
    daysBetween: (from: Expression<string>, to: Expression<string>): RawBuilder<number> =>
      postgres
        ? sql<number>`(cast(${to} as date) - cast(${from} as date))`
        : sql<number>`cast(julianday(${to}) - julianday(${from}) as integer)`,
    greatest: (a: Expression<string>, b: Expression<string>): RawBuilder<string> =>
      postgres ? sql<string>`greatest(${a}, ${b})` : sql<string>`max(${a}, ${b})`,
    least: (a: Expression<string>, b: Expression<string>): RawBuilder<string> =>
      postgres ? sql<string>`least(${a}, ${b})` : sql<string>`min(${a}, ${b})`,
    /** `YYYY-MM-01` of a `YYYY-MM-DD…` text. */
    monthOf: (value: Expression<string>): RawBuilder<string> => sql<string>`substr(${value}, 1, 7) || '-01'`,
    /** An integer member of a JSON text column (the stored quote's `total`), null when absent. */
    jsonInteger: (value: Expression<string | null>, key: string): RawBuilder<number | null> =>
      postgres
        ? sql<number | null>`cast(cast(${value} as json) ->> ${sql.lit(key)} as integer)`
        : sql<number | null>`cast(json_extract(${value}, ${sql.lit(`$.${key}`)}) as integer)`,
  };
}

/** PostgreSQL answers counts and sums as strings (bigint, numeric): every figure goes through this. */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
