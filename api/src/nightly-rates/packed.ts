import { flagRunsOf, toNightRuns, type NightColumns } from '@portal/schema';
import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import { nonEmpty } from '../properties/repository.js';

/**
 * A listing's nights from..to folded by the database into one row, in date order: `rates` and `minNights` as
 * comma-separated numbers ('' for null), the three flags as strings of '0' and '1', one character per night.
 * `nights` counts the rows found: fewer than the window's nights means the listing is not filled there yet.
 */
export interface PackedNights {
  propertyId: number;
  nights: number;
  rates: string;
  minNights: string;
  blocked: string;
  rateOverridden: string;
  minNightsOverridden: string;
}

/**
 * The nights of these listings from..to (both included) packed per listing (PackedNights). The calendar reads 16,000
 * nights for 200 listings over 80 days: building 200 rows instead of 16,000 row objects takes the read from tens
 * of milliseconds to a few.
 */
export async function listPackedNights(
  db: Db,
  propertyIds: number[],
  from: string,
  to: string,
): Promise<PackedNights[]> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // PostgreSQL orders each aggregate itself. SQLite concatenates in the order rows reach it: the subquery hands them
  // over in the table's own key order (listing, date; a WITHOUT ROWID table, so no sort), where an `order by` in
  // each of the five aggregates would sort the rows five times over.
  const joined = (text: RawBuilder<unknown>, separator: ',' | '') =>
    postgres
      ? sql`string_agg(${text}, ${sql.raw(`'${separator}'`)} order by date)`
      : sql`group_concat(${text}, ${sql.raw(`'${separator}'`)})`;
  const number = (column: string) => sql`coalesce(cast(${sql.ref(column)} as text), '')`;
  const flag = (condition: RawBuilder<unknown>) => sql`case when ${condition} then '1' else '0' end`;
  const nights = sql`(
    select * from nightly_rates
    where property_id in (${sql.join(nonEmpty(propertyIds))}) and date >= ${from} and date <= ${to}
    order by property_id, date) as nights`;
  const { rows } = await sql<PackedNights>`
    select property_id as "propertyId",
      count(*) as "nights",
      ${joined(number('rate'), ',')} as "rates",
      ${joined(number('min_nights'), ',')} as "minNights",
      ${joined(flag(sql`blocked = 1`), '')} as "blocked",
      ${joined(flag(sql`rate_override is not null`), '')} as "rateOverridden",
      ${joined(flag(sql`min_nights_override is not null`), '')} as "minNightsOverridden"
    from ${nights}
    group by property_id`.execute(db.withoutPlugins());
  return rows.map((row) => ({ ...row, nights: Number(row.nights) }));
}

/** '12000,,13500' → [12000, null, 13500]. */
export function unpackNumbers(packed: string): (number | null)[] {
  return packed.split(',').map((value) => (value === '' ? null : Number(value)));
}

/** A listing's packed nights decoded into the calendar's columns. */
export interface ListingNights {
  propertyId: number;
  /** As PackedNights.nights. */
  nights: number;
  columns: NightColumns;
}

export const decodePacked = (packed: PackedNights): ListingNights => ({
  propertyId: packed.propertyId,
  nights: packed.nights,
  columns: {
    rates: toNightRuns(unpackNumbers(packed.rates)),
    minNights: toNightRuns(unpackNumbers(packed.minNights)),
    blocked: flagRunsOf(packed.blocked),
    rateOverridden: flagRunsOf(packed.rateOverridden),
    minNightsOverridden: flagRunsOf(packed.minNightsOverridden),
  },
});
