import { WEEK_STARTS_ON } from './constants.js';

/**
 * Calendar days are `YYYY-MM-DD` strings in UTC, in every layer. The host's today is today's UTC date, as the API
 * decides what is past (spec §9 names no time zone): the browser shows the same today as the API, wherever it is.
 */
export const DAY_MS = 86_400_000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The UTC day of an instant. */
export const utcDay = (instant: Date): string => instant.toISOString().slice(0, 10);

/** The host's today: today's date in UTC. */
export const todayUtc = (now: Date = new Date()): string => utcDay(now);

/** True for an existing calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `2026-03-01` + n days (n may be negative). */
export const addDays = (day: string, days: number): string => utcDay(new Date(toTime(day) + days * DAY_MS));

/** `2026-08-21` + 18 months = `2028-02-21` (a day past the month's end rolls into the next month). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return utcDay(new Date(Date.UTC(year, month - 1 + months, date)));
}

/** Days from `from` to `to`: the nights of a stay arriving `from` and leaving `to`. */
export const daysBetween = (from: string, to: string): number => Math.round((toTime(to) - toTime(from)) / DAY_MS);

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (day: string): number => new Date(toTime(day)).getUTCDay();

/** The first day (Monday, spec §9) of the week holding `day`. */
export const startOfWeek = (day: string): string => addDays(day, -((weekdayOf(day) - WEEK_STARTS_ON + 7) % 7));
