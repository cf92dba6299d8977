import { batches } from '../db/batches.js';
import type { Db } from '../db/database.js';
import type { NightlyRateRow } from '../db/tables.js';
import { nonEmpty } from '../properties/repository.js';
import type { Night } from './compute.js';

/** Rows per insert: 8 values each, well under both databases' bound on parameters. */
const ROWS_PER_INSERT = 250;

/** Replaces the listing's rows from..to (both included) with `nights`. */
export async function replaceNightlyRows(
  db: Db,
  propertyId: number,
  from: string,
  to: string,
  nights: ReadonlyMap<string, Night>,
): Promise<void> {
  await db
    .deleteFrom('nightlyRates')
    .where('propertyId', '=', propertyId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
  const rows = [...nights].map(([date, night]) => ({
    propertyId,
    date,
    rate: night.rate,
    rateSource: night.rateSource,
    minNights: night.minNights,
    blocked: night.blocked ? 1 : 0,
    rateOverride: night.rateOverride,
    minNightsOverride: night.minNightsOverride,
  }));
  for (const batch of batches(rows, ROWS_PER_INSERT)) await db.insertInto('nightlyRates').values(batch).execute();
}

/** The rows of these listings from..to (both included). */
export async function listNightlyRows(
  db: Db,
  propertyIds: number[],
  from: string,
  to: string,
): Promise<NightlyRateRow[]> {
  return db
    .selectFrom('nightlyRates')
    .selectAll()
    .where('propertyId', 'in', nonEmpty(propertyIds))
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('propertyId')
    .orderBy('date')
    .execute();
}

/** Drops every row dated before `from` (nights that left the window). */
export async function dropNightlyRowsBefore(db: Db, from: string): Promise<void> {
  await db.deleteFrom('nightlyRates').where('date', '<', from).execute();
}

/** Every listing's id with its last kept night (null: no row yet). */
export async function lastNightlyDates(db: Db): Promise<{ id: number; last: string | null }[]> {
  return db
    .selectFrom('properties')
    .leftJoin('nightlyRates', 'nightlyRates.propertyId', 'properties.id')
    .select(['properties.id as id', (eb) => eb.fn.max('nightlyRates.date').as('last')])
    .groupBy('properties.id')
    .orderBy('properties.id')
    .execute();
}
