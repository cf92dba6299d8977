import { addDays } from '@portal/schema';

/** A night of the site's calendar (the night from `date` to the next day). */
export interface Night {
  date: string;
  available: boolean;
  rate: number | null;
  minNights: number | null;
}

/** The guest's dates: nothing, an arrival, or a whole stay (checkout exclusive). */
export type StaySelection = { start: null; end: null } | { start: string; end: null } | { start: string; end: string };

export const NO_STAY: StaySelection = { start: null, end: null };

/** Whether every night from `start` up to (not including) `end` is free. */
function nightsFree(nights: ReadonlyMap<string, Night>, start: string, end: string): boolean {
  for (let date = start; date < end; date = addDays(date, 1)) {
    if (!nights.get(date)?.available) return false;
  }
  return true;
}

/** The shortest stay from this arrival (its minimum nights, at least one). */
export const minimumStay = (nights: ReadonlyMap<string, Night>, start: string) =>
  Math.max(1, nights.get(start)?.minNights ?? 1);

/** Whether `date` can end a stay that arrives on `start`: later, long enough, every night between free. */
export function canCheckOut(nights: ReadonlyMap<string, Night>, start: string, date: string): boolean {
  return date >= addDays(start, minimumStay(nights, start)) && nightsFree(nights, start, date);
}

/**
 * A click on `date`: the first click (or any click after a whole stay) picks the arrival, a free night; the next
 * one the checkout when it can end the stay, else it starts over from that date when that is a free night.
 */
export function selectDate(selection: StaySelection, date: string, nights: ReadonlyMap<string, Night>): StaySelection {
  if (selection.start !== null && selection.end === null && canCheckOut(nights, selection.start, date)) {
    return { start: selection.start, end: date };
  }
  return nights.get(date)?.available ? { start: date, end: null } : selection;
}

/** Whether a day button may be pressed now. */
export function isSelectable(selection: StaySelection, date: string, nights: ReadonlyMap<string, Night>): boolean {
  if (selection.start !== null && selection.end === null && canCheckOut(nights, selection.start, date)) return true;
  return Boolean(nights.get(date)?.available);
}
