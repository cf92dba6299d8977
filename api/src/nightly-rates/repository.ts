import { sql } from 'kysely';
import { batches } from '../db/batches.js';
import type { Db } from '../db/database.js';
import { nonEmpty } from '../properties/repository.js';
import type { Night } from './compute.js';

/** Rows per insert: 8 values each, well under both databases' bound on parameters. */
const ROWS_PER_INSERT = 250;

/**
 * Replaces the listing's rows from..to (both included) with `nights`, and bumps the listing's nightly version (the
 * key of the packed nights kept in memory, packed-cache.ts). The only writer of the rows: call it in a transaction.
 */
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
  await db
    .updateTable('properties')
    .set((eb) => ({ nightlyVersion: eb('nightlyVersion', '+', 1) }))
    .where('id', '=', propertyId)
    .execute();
}

/** The listings' nightly versions (bumped by replaceNightlyRows). */
export async function listNightlyVersions(db: Db, propertyIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('properties')
    .select(['id', 'nightlyVersion'])
    .where('id', 'in', nonEmpty(propertyIds))
    .execute();
  return new Map(rows.map((row) => [row.id, row.nightlyVersion]));
}

/** What the calendar reads of a row: the date is its place (rows come by date, one per night). */
export interface NightlyRead {
  propertyId: number;
  rate: number | null;
  minNights: number | null;
  blocked: number;
}

/**
 * The rows of these listings from..to (both included), by listing then date. Raw SQL with the columns aliased, past
 * the camel-case plugin, and only four columns (the overrides, rare, are read from their own table): building the
 * row objects is most of the read's cost (16,000 rows for a 200-listing calendar, ~50 ms against ~90 ms with every
 * column under load).
 */
export async function listNightlyRows(db: Db, propertyIds: number[], from: string, to: string): Promise<NightlyRead[]> {
  const { rows } = await sql<NightlyRead>`
    select property_id as "propertyId", rate, min_nights as "minNights", blocked
    from nightly_rates
    where property_id in (${sql.join(nonEmpty(propertyIds))}) and date >= ${from} and date <= ${to}
    order by property_id, date`.execute(db.withoutPlugins());
  return rows;
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
