import { bounded, mapRows, type Bound, type Capped } from '../db/capped.js';
import type { Db } from '../db/database.js';
import { findOwnedListingRow, ownedListingRows, type ListingRowFilter } from '../db/listing-rows.js';
import type { SeasonalRateRow } from '../db/tables.js';

export interface SeasonalRate {
  id: number;
  propertyId: number;
  fromDate: string;
  toDate: string;
  rateChange: number;
  repeatYearly: boolean;
  createdAt: string;
}

export type SeasonalRateFields = Omit<SeasonalRate, 'id' | 'createdAt'>;

const toSeasonalRate = (row: SeasonalRateRow): SeasonalRate => ({ ...row, repeatYearly: Boolean(row.repeatYearly) });

const toColumns = (rate: Partial<SeasonalRateFields>) => {
  const { repeatYearly, ...rest } = rate;
  return { ...rest, ...(repeatYearly === undefined ? {} : { repeatYearly: repeatYearly ? 1 : 0 }) };
};

export async function insertSeasonalRate(db: Db, rate: SeasonalRateFields): Promise<SeasonalRate> {
  const row = await db
    .insertInto('seasonalRates')
    .values({ ...rate, repeatYearly: rate.repeatYearly ? 1 : 0, createdAt: new Date().toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSeasonalRate(row);
}

export async function findSeasonalRate(db: Db, ownerId: number, id: number): Promise<SeasonalRate | undefined> {
  const row = await findOwnedListingRow(db, 'seasonalRates', ownerId, id);
  return row && toSeasonalRate(row);
}

/** The owner's seasonal rates, by listing and start date. */
export async function listSeasonalRates(
  db: Db,
  ownerId: number,
  filter: ListingRowFilter,
  bound: Bound,
): Promise<Capped<SeasonalRate>> {
  const ordered = ownedListingRows(db, 'seasonalRates', ownerId, filter)
    .orderBy('seasonalRates.propertyId')
    .orderBy('seasonalRates.fromDate')
    .orderBy('seasonalRates.id');
  return mapRows(await bounded(db, ordered, bound), toSeasonalRate);
}

export async function listSeasonalRatesOf(db: Db, propertyIds: number[]): Promise<SeasonalRate[]> {
  if (propertyIds.length === 0) return [];
  const rows = await db
    .selectFrom('seasonalRates')
    .selectAll()
    .where('propertyId', 'in', propertyIds)
    .orderBy('fromDate')
    .orderBy('id')
    .execute();
  return rows.map(toSeasonalRate);
}

/** How many seasons each of these listings has (listings without any are left out). */
export async function countSeasonalRatesOf(db: Db, propertyIds: number[]): Promise<Map<number, number>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('seasonalRates')
    .select(['propertyId', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('propertyId', 'in', propertyIds)
    .groupBy('propertyId')
    .execute();
  return new Map(rows.map((row) => [row.propertyId, Number(row.count)]));
}

export async function updateSeasonalRate(
  db: Db,
  id: number,
  changes: Partial<SeasonalRateFields>,
): Promise<SeasonalRate> {
  const row = await db
    .updateTable('seasonalRates')
    .set(toColumns(changes))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSeasonalRate(row);
}

export async function deleteSeasonalRate(db: Db, id: number): Promise<void> {
  await db.deleteFrom('seasonalRates').where('id', '=', id).execute();
}

export async function deleteSeasonalRatesOf(db: Db, propertyId: number): Promise<void> {
  await db.deleteFrom('seasonalRates').where('propertyId', '=', propertyId).execute();
}
