import { addDays } from '@portal/schema';
import type { Db } from '../db/database.js';
import { findPropertyById } from '../properties/repository.js';
import { listActiveStays, listBlocks, listOverrides, lockProperty } from '../property-calendars/repository.js';
import { listSeasonalRatesOf } from '../seasonal-rates/repository.js';
import { computeNights, orphanSpan } from './compute.js';
import { replaceNightlyRows } from './repository.js';
import { nightlyWindow, within } from './window.js';

/**
 * Recomputes a listing's kept nights from..to (the whole window by default) with the pricing engine, in the
 * caller's transaction (`trx`), so the table changes with the write that changed the inputs. Call it after every
 * write to pricing rules, seasonal rates, overrides, blocks or stays. Nights outside the kept window are skipped.
 */
export async function refreshNightly(trx: Db, propertyId: number, from?: string, to?: string): Promise<void> {
  const window = nightlyWindow();
  const range = within({ from: from ?? window.from, to: to ?? window.to }, window);
  if (!range) return;
  // Two refreshes of one listing (a write and the roll-forward, say) one after the other, never interleaved.
  await lockProperty(trx, propertyId);
  const property = await findPropertyById(trx, propertyId);
  if (!property) return;
  const pad = orphanSpan([property]);
  const readFrom = addDays(range.from, -pad);
  const readTo = addDays(range.to, pad + 1);
  const [seasons, overrides, stays, blocks] = await Promise.all([
    listSeasonalRatesOf(trx, [propertyId]),
    listOverrides(trx, [propertyId], range.from, range.to),
    listActiveStays(trx, [propertyId], readFrom, readTo),
    listBlocks(trx, [propertyId], readFrom, readTo),
  ]);
  const nights = computeNights(property, { seasons, overrides, stays, blocks }, range.from, range.to);
  await replaceNightlyRows(trx, propertyId, range.from, range.to, nights);
}

/**
 * After a stay or block from..toExclusive was added, changed or removed: its nights and those of the gaps beside
 * it, as far as a gap can be an orphan (a removed stay can merge the gaps on either side of it).
 */
export async function refreshAround(trx: Db, propertyId: number, stay: { startDate: string; endDate: string }) {
  const property = await findPropertyById(trx, propertyId);
  const pad = property ? orphanSpan([property]) : 0;
  await refreshNightly(trx, propertyId, addDays(stay.startDate, -pad), addDays(stay.endDate, pad - 1));
}
