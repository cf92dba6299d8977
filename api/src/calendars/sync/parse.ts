import ical from 'node-ical';
import { FeedError } from './errors.js';

/** One VEVENT of a feed, reduced to what the sync needs; dates are YYYY-MM-DD, `endDate` exclusive (checkout). */
export interface FeedEvent {
  uid: string;
  summary: string;
  description: string | null;
  startDate: string;
  endDate: string;
  /** STATUS, upper case, when the event carries one (CANCELLED events are left out of `parseFeed`'s result). */
  status: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `2026-03-01` + n days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

type DateWithMeta = Date & { tz?: string; dateOnly?: boolean };

/**
 * The calendar date an iCal value stands for. DATE values: node-ical builds them at local midnight of this
 * process, so the local fields are the date as written. DATE-TIME values: the wall-clock date in the value's
 * TZID (the listing's own zone: feeds are per listing), else in the calendar's X-WR-TIMEZONE, else UTC.
 */
function calendarDate(value: DateWithMeta, fallbackZone: string | null): string {
  if (value.dateOnly) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  const zone = value.tz && value.tz !== 'Etc/UTC' ? value.tz : (fallbackZone ?? 'UTC');
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .format(value)
      .slice(0, 10);
  } catch {
    return value.toISOString().slice(0, 10); // an unknown zone name: UTC
  }
}

const textOf = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'val' in value && typeof value.val === 'string') return value.val;
  return null;
};

/** Refuses what is not a whole iCalendar file: an empty body, an HTML page, a truncated download. */
export function assertCalendarText(text: string): void {
  const body = text.replace(/^\uFEFF/, '').trim();
  if (body.length <= 1) throw new FeedError('The feed was empty: nothing was changed');
  if (/^<(!doctype|html|\?xml|head|body)/i.test(body) || /<\/html>\s*$/i.test(body)) {
    throw new FeedError('The feed answered a web page instead of a calendar: nothing was changed');
  }
  if (!/^BEGIN:VCALENDAR\s*$/im.test(body)) {
    throw new FeedError('The feed is not an iCalendar file (no BEGIN:VCALENDAR): nothing was changed');
  }
  if (!/^END:VCALENDAR\s*$/im.test(body)) {
    throw new FeedError('The feed is incomplete (no END:VCALENDAR): nothing was changed');
  }
}

/**
 * Parses a feed with node-ical (RFC 5545: folded lines, CRLF or LF, escapes, TZID). Beyond the RFC: blank lines
 * between components are dropped, DTEND before DTSTART is swapped (legacy Airbnb), a missing DTEND or an end on
 * the start day makes a one-night event, a duplicated UID keeps its last occurrence (node-ical's rule), an event
 * without UID gets one made of its dates and summary, STATUS:CANCELLED events count as absent.
 */
export function parseFeed(text: string): FeedEvent[] {
  assertCalendarText(text);
  const cleaned = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n|\r/)
    .filter((line) => line.trim() !== '')
    .join('\r\n');
  let parsed: ReturnType<typeof ical.sync.parseICS>;
  try {
    parsed = ical.sync.parseICS(cleaned);
  } catch (error) {
    throw new FeedError(`The feed could not be read as iCalendar (${(error as Error).message}): nothing was changed`);
  }
  const components = Object.values(parsed) as unknown as Record<string, unknown>[];
  const vcalendar = components.find((component) => component.type === 'VCALENDAR');
  const calendarZone = textOf(vcalendar?.['WR-TIMEZONE']) ?? textOf(vcalendar?.['X-WR-TIMEZONE']);
  const events: FeedEvent[] = [];
  for (const component of components) {
    if (component.type !== 'VEVENT') continue;
    const start = component.start as DateWithMeta | undefined;
    if (!(start instanceof Date) || Number.isNaN(start.getTime())) continue; // no DTSTART: not a stay
    const end = component.end as DateWithMeta | undefined;
    let startDate = calendarDate(start, calendarZone);
    let endDate = end instanceof Date && !Number.isNaN(end.getTime()) ? calendarDate(end, calendarZone) : startDate;
    if (endDate < startDate) [startDate, endDate] = [endDate, startDate];
    if (endDate === startDate) endDate = addDays(startDate, 1);
    const status = textOf(component.status)?.toUpperCase() ?? null;
    if (status === 'CANCELLED') continue;
    const summary = (textOf(component.summary) ?? '').trim();
    const uid = textOf(component.uid)?.trim() || `generated-${startDate}-${endDate}-${summary}`;
    events.push({ uid, summary, description: textOf(component.description), startDate, endDate, status });
  }
  return events.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.uid.localeCompare(b.uid));
}
