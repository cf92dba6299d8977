import { PostgresAdapter } from 'kysely';
import type { Db } from '../db/database.js';
import type { AvailabilityBlockRow, ManualOverrideRow } from '../db/tables.js';
import { nonEmpty } from '../properties/repository.js';

export type ManualOverride = ManualOverrideRow;
export type OverrideField = 'rate' | 'minNights';

/** Overrides of these listings dated from..to (both included). */
export async function listOverrides(db: Db, propertyIds: number[], from: string, to: string) {
  return db
    .selectFrom('manualOverrides')
    .selectAll()
    .where('propertyId', 'in', nonEmpty(propertyIds))
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .execute();
}

/** Sets `field` to `value` on each date (other field untouched), creating the rows that do not exist. */
export async function setOverrides(
  db: Db,
  propertyId: number,
  dates: string[],
  values: Partial<Record<OverrideField, number>>,
): Promise<void> {
  const updatedAt = new Date().toISOString();
  for (let i = 0; i < dates.length; i += 200) {
    const rows = dates
      .slice(i, i + 200)
      .map((date) => ({ propertyId, date, rate: values.rate ?? null, minNights: values.minNights ?? null, updatedAt }));
    await db
      .insertInto('manualOverrides')
      .values(rows)
      .onConflict((conflict) =>
        conflict.columns(['propertyId', 'date']).doUpdateSet((eb) => ({
          rate: values.rate === undefined ? eb.ref('manualOverrides.rate') : values.rate,
          minNights: values.minNights === undefined ? eb.ref('manualOverrides.minNights') : values.minNights,
          updatedAt,
        })),
      )
      .execute();
  }
}

/** Clears `fields` on the dates from..to; rows left with nothing overridden go. */
export async function clearOverrides(
  db: Db,
  propertyId: number,
  from: string,
  to: string,
  fields: OverrideField[],
): Promise<void> {
  await db
    .updateTable('manualOverrides')
    .set({
      ...(fields.includes('rate') ? { rate: null } : {}),
      ...(fields.includes('minNights') ? { minNights: null } : {}),
      updatedAt: new Date().toISOString(),
    })
    .where('propertyId', '=', propertyId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
  await db
    .deleteFrom('manualOverrides')
    .where('propertyId', '=', propertyId)
    .where('rate', 'is', null)
    .where('minNights', 'is', null)
    .execute();
}

/** Blocks (imported and local) of these listings with a night in from..toExclusive. */
export async function listBlocks(
  db: Db,
  propertyIds: number[],
  from: string,
  toExclusive: string,
): Promise<AvailabilityBlockRow[]> {
  return db
    .selectFrom('availabilityBlocks')
    .selectAll()
    .where('propertyId', 'in', nonEmpty(propertyIds))
    .where('startDate', '<', toExclusive)
    .where('endDate', '>', from)
    .orderBy('startDate')
    .orderBy('id')
    .execute();
}

/** The stays (not cancelled) of these listings with a night in from..toExclusive: what pricing and overlap need. */
export async function listActiveStays(db: Db, propertyIds: number[], from: string, toExclusive: string) {
  return db
    .selectFrom('bookings')
    .select(['id', 'propertyId', 'startDate', 'endDate'])
    .where('propertyId', 'in', nonEmpty(propertyIds))
    .where('deletedAt', 'is', null)
    .where('startDate', '<', toExclusive)
    .where('endDate', '>', from)
    .orderBy('startDate')
    .execute();
}

/** Deletes these local blocks and inserts new local ones (calendar_id null): one write for a block or unblock. */
export async function replaceLocalBlocks(
  db: Db,
  propertyId: number,
  removeIds: number[],
  insert: { startDate: string; endDate: string }[],
): Promise<void> {
  if (removeIds.length > 0) await db.deleteFrom('availabilityBlocks').where('id', 'in', removeIds).execute();
  if (insert.length === 0) return;
  const createdAt = new Date().toISOString();
  await db
    .insertInto('availabilityBlocks')
    .values(insert.map((block) => ({ propertyId, calendarId: null, uid: null, summary: null, createdAt, ...block })))
    .execute();
}

/**
 * Serializes the writes that must see a listing's calendar unchanged between their check and their write (direct
 * bookings, blocks): on PostgreSQL the listing row is locked until the transaction ends (SELECT … FOR UPDATE);
 * SQLite needs nothing more, as the app's one better-sqlite3 connection runs one transaction at a time (Kysely
 * queues every other query behind it).
 */
export async function lockProperty(trx: Db, propertyId: number): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await trx.selectFrom('properties').select('id').where('id', '=', propertyId).forUpdate().execute();
}
