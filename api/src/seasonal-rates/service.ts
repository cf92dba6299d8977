import {
  seasonalRateDatesViolation,
  seasonalRateSchema,
  seasonalRateUpdateSchema,
  type SeasonalRateValues,
} from '@portal/schema';
import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transaction.js';
import { refreshNightly } from '../nightly-rates/refresh.js';
import { violation } from '../plugins/errors.js';
import { propertyOfBody } from '../properties/ownership.js';
import type { User } from '../users/repository.js';
import { validInput } from '../users/service.js';
import {
  deleteSeasonalRate,
  insertSeasonalRate,
  updateSeasonalRate,
  type SeasonalRate,
  type SeasonalRateFields,
} from './repository.js';

/** POST /seasonal-rates. */
export async function createSeasonalRate(db: Db, caller: User, input: unknown): Promise<SeasonalRate> {
  const values = await validInput<SeasonalRateValues>(seasonalRateSchema, input);
  const property = await propertyOfBody(db, caller.id, values.property);
  const { fromDate, toDate, rateChange, repeatYearly } = values;
  return inTransaction(db, async (trx) => {
    const created = await insertSeasonalRate(trx, {
      propertyId: property.id,
      fromDate,
      toDate,
      rateChange,
      repeatYearly,
    });
    await refreshNightly(trx, property.id);
    return created;
  });
}

/** PUT /seasonal-rates/{id}: fields left out keep their value; the dates are checked together with the stored ones. */
export async function updateSeasonalRateFields(
  db: Db,
  caller: User,
  rate: SeasonalRate,
  input: unknown,
): Promise<SeasonalRate> {
  const values = await validInput<Partial<SeasonalRateValues>>(seasonalRateUpdateSchema, input);
  const changes: Partial<SeasonalRateFields> = {};
  if (values.property) changes.propertyId = (await propertyOfBody(db, caller.id, values.property)).id;
  if (values.fromDate !== undefined) changes.fromDate = values.fromDate;
  if (values.toDate !== undefined) changes.toDate = values.toDate;
  if (values.rateChange !== undefined) changes.rateChange = values.rateChange;
  if (values.repeatYearly !== undefined) changes.repeatYearly = values.repeatYearly;
  const datesProblem = seasonalRateDatesViolation({ ...rate, ...changes });
  if (datesProblem) throw violation('toDate', datesProblem);
  if (Object.keys(changes).length === 0) return rate;
  return inTransaction(db, async (trx) => {
    const updated = await updateSeasonalRate(trx, rate.id, changes);
    for (const id of new Set([rate.propertyId, updated.propertyId])) await refreshNightly(trx, id);
    return updated;
  });
}

export async function removeSeasonalRate(db: Db, _caller: User, rate: SeasonalRate): Promise<void> {
  await inTransaction(db, async (trx) => {
    await deleteSeasonalRate(trx, rate.id);
    await refreshNightly(trx, rate.propertyId);
  });
}
