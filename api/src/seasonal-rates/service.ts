import {
  seasonalRateDatesViolation,
  seasonalRateSchema,
  seasonalRateUpdateSchema,
  type SeasonalRateValues,
} from '@portal/schema';
import type { Db } from '../db/database.js';
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
  return insertSeasonalRate(db, { propertyId: property.id, fromDate, toDate, rateChange, repeatYearly });
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
  return Object.keys(changes).length === 0 ? rate : updateSeasonalRate(db, rate.id, changes);
}

export async function removeSeasonalRate(db: Db, _caller: User, rate: SeasonalRate): Promise<void> {
  await deleteSeasonalRate(db, rate.id);
}
