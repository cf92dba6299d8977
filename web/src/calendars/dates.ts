import { WEEK_STARTS_ON } from '@portal/schema';

/** Calendar dates are `YYYY-MM-DD` strings, computed in UTC so that no time zone shifts a day. */
const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  const date = toDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

export const daysBetween = (from: string, to: string) =>
  Math.round((toDate(to).getTime() - toDate(from).getTime()) / 864e5);

/** `YYYY-MM` of a date. */
export const monthOf = (iso: string) => iso.slice(0, 7);

export function addMonths(month: string, months: number): string {
  const date = toDate(`${month}-01`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return monthOf(toIso(date));
}

export const todayIso = () =>
  toIso(new Date(Date.UTC(new Date().getFullYear(), new Date().getMonth(), new Date().getDate())));

/** The weeks (Monday first, spec §9) that show `month`, and the first and last night of the grid. */
export function monthGrid(month: string): { from: string; to: string; weeks: string[][] } {
  const first = `${month}-01`;
  const offset = (toDate(first).getUTCDay() - WEEK_STARTS_ON + 7) % 7;
  const from = addDays(first, -offset);
  const lastOfMonth = addDays(`${addMonths(month, 1)}-01`, -1);
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
