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
 * the start day makes a one-night event, a UID shared by events of different dates is told apart (see
 * `withDistinctUids`; the same event repeated keeps its last occurrence, node-ical's rule), an event
 * without UID gets one made of its dates and summary, STATUS:CANCELLED events count as absent.
 */
export function parseFeed(text: string): FeedEvent[] {
  assertCalendarText(text);
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n|\r/)
    .filter((line) => line.trim() !== '');
  const cleaned = withDistinctUids(lines).join('\r\n');
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

/** A property's value: what follows the first `:` outside a quoted parameter. */
function valueOf(line: string): string {
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    if (line[index] === '"') quoted = !quoted;
    else if (line[index] === ':' && !quoted) return line.slice(index + 1);
  }
  return '';
}

/**
 * node-ical keeps one event per UID (the last), but some feeds give one UID to several stays (not RECURRENCE-ID
 * overrides): each such event gets `UID#<DTSTART>` (`#<DTSTART>/<DTEND>` when the start is shared too), a name
 * that stays the same from one sync to the next whatever the events' order. Works on unfolded logical lines.
 */
function withDistinctUids(lines: string[]): string[] {
  const logical: string[] = [];
  for (const line of lines) {
    if (/^[ \t]/.test(line) && logical.length > 0) logical[logical.length - 1] += line.slice(1);
    else logical.push(line);
  }
  interface Occurrence {
    uidLine: number;
    uid: string;
    start: string;
    end: string;
    override: boolean;
  }
  const occurrences: Occurrence[] = [];
  let current: Occurrence | null = null;
  let depth = 0; // components open inside the VEVENT (VALARM …): their properties are not the event's
  logical.forEach((line, index) => {
    const name = /^[A-Za-z0-9-]+/.exec(line)?.[0].toUpperCase() ?? '';
    const value = valueOf(line).trim();
    if (name === 'BEGIN' && value.toUpperCase() === 'VEVENT' && !current) {
      current = { uidLine: -1, uid: '', start: '', end: '', override: false };
      depth = 0;
    } else if (!current) return;
    else if (name === 'BEGIN') depth++;
    else if (name === 'END' && depth > 0) depth--;
    else if (name === 'END') {
      if (current.uidLine >= 0) occurrences.push(current);
      current = null;
    } else if (depth === 0 && name === 'UID') Object.assign(current, { uidLine: index, uid: value });
    else if (depth === 0 && name === 'DTSTART') current.start = value;
    else if (depth === 0 && name === 'DTEND') current.end = value;
    else if (depth === 0 && name === 'RECURRENCE-ID') current.override = true;
  });
  const byUid = new Map<string, Occurrence[]>();
  for (const occurrence of occurrences) {
    if (occurrence.override) continue;
    byUid.set(occurrence.uid, [...(byUid.get(occurrence.uid) ?? []), occurrence]);
  }
  for (const [uid, shared] of byUid) {
    const dates = new Set(shared.map((occurrence) => `${occurrence.start}/${occurrence.end}`));
    if (dates.size < 2) continue; // one event, or the same event repeated
    for (const occurrence of shared) {
      const sameStart = shared.some((other) => other.start === occurrence.start && other.end !== occurrence.end);
      const suffix = sameStart ? `${occurrence.start}/${occurrence.end}` : occurrence.start;
      logical[occurrence.uidLine] = `UID:${uid}#${suffix}`;
    }
  }
  return logical;
}
