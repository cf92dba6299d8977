import { addDays, addMonths, startOfWeek } from '@portal/schema';

/**
 * How the web app lays out and writes calendar days. The days themselves (`YYYY-MM-DD` in UTC, the host's today,
 * adding days, nights between) come from @portal/schema's dates module, as in the API.
 */
const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** `YYYY-MM` of a date. */
export const monthOf = (iso: string) => iso.slice(0, 7);

/** `YYYY-MM` + n months. */
export const shiftMonth = (month: string, months: number) => monthOf(addMonths(`${month}-01`, months));

/** The weeks (Monday first, spec §9) that show `month`, and the first and last night of the grid. */
export function monthGrid(month: string): { from: string; to: string; weeks: string[][] } {
  const first = `${month}-01`;
  const from = startOfWeek(first);
  const lastOfMonth = addDays(`${shiftMonth(month, 1)}-01`, -1);
  const weeks: string[][] = [];
  for (let start = from; start <= lastOfMonth; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)));
  }
  return { from, to: weeks[weeks.length - 1]![6]!, weeks };
}

export const monthLabel = (month: string) =>
  toDate(`${month}-01`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '3 Jul 2026'. */
export const formatDay = (iso: string) =>
  toDate(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '3 Jul 2026, 14:05' (local time). */
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
