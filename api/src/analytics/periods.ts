/** Calendar arithmetic on `YYYY-MM-DD` strings (UTC, no clock): months, weeks (Monday first, spec §9), instants. */

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

const parse = (day: string) => new Date(`${day}T00:00:00Z`);

export function addDays(day: string, days: number): string {
  const date = parse(day);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDate(date);
}

/** The first day of the month `months` after the month of `day` (negative: before). */
export function monthStart(day: string, months = 0): string {
  const date = parse(day);
  return isoDate(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1)));
}

/** The Monday of the week of `day`. */
export function weekStart(day: string): string {
  const weekday = (parse(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/**
 * The instant a local day starts in an IANA time zone, ISO-8601 UTC: purchases carry instants, so a host's month
 * is [start of its first day, start of the next month's first day) where the host lives.
 */
export function startOfDayIn(day: string, timeZone: string): string {
  const utcMidnight = parse(day).getTime();
  // The zone's offset at that moment, then once more at the corrected moment (a DST change on the day).
  let instant = utcMidnight - offsetAt(utcMidnight, timeZone);
  instant = utcMidnight - offsetAt(instant, timeZone);
  return new Date(instant).toISOString();
}

const formats = new Map<string, Intl.DateTimeFormat>();

function offsetAt(time: number, timeZone: string): number {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  const part = (type: string) => Number(format.formatToParts(time).find((p) => p.type === type)?.value);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return local - Math.floor(time / 1000) * 1000;
}

/** True for a zone Intl knows ('Europe/London'); the routes refuse others. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Today's date in a time zone. */
export function todayIn(timeZone: string, now = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The % change from `before` to `now`, rounded; null when there was nothing before (no honest percentage). */
export function percentChange(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / before) * 100);
}
