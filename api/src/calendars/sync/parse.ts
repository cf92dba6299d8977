import { addDays } from '@portal/schema/dates';
import ical from 'node-ical';
import { FeedError } from './errors.js';

/** One VEVENT of a feed, reduced to what the sync needs; dates are YYYY-MM-DD, `endDate` exclusive (checkout). */
export interface FeedEvent {
  uid: string;
  summary: string;
  description: string | null;
  startDate: string;
  endDate: string;
  /** STATUS, upper case, when the event carries one (CANCELLED events are left out of `readFeed`'s result). */
  status: string | null;
}

/** An event left out of a feed's events, and why. */
export interface SkippedEvent {
  /** Its UID as written, if it has one: a booking imported under it is not taken as gone from the feed. */
  uid: string | null;
  /** `impossible date 20271345`, `no start date`. */
  reason: string;
}

/** A feed read: its events, and the events left out (named in the link's sync status). */
export interface ParsedFeed {
  events: FeedEvent[];
  skipped: SkippedEvent[];
}

/** What the sync keeps of an event (the description is the bulk of a feed and decides nothing). */
export type SyncEvent = Omit<FeedEvent, 'description'>;
export interface SyncFeed {
  events: SyncEvent[];
  skipped: SkippedEvent[];
}

type DateWithMeta = Date & { tz?: string; dateOnly?: boolean };

const formatters = new Map<string, Intl.DateTimeFormat>();
/** One formatter per zone: building one costs more than formatting thousands of dates. */
function dateFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(zone, formatter);
  }
  return formatter;
}

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
    return dateFormatter(zone).format(value).slice(0, 10);
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
 * Parses a feed with node-ical (RFC 5545: folded lines, CRLF or LF, escapes, TZID), in time linear in its size.
 * Beyond the RFC: blank lines between components are dropped, DTEND before DTSTART is swapped (legacy Airbnb), a
 * missing DTEND or an end on the start day makes a one-night event, a UID shared by events of different dates is
 * told apart (see `prepare`; the same event repeated keeps its last occurrence, node-ical's rule), an event without
 * UID gets one made of its dates and summary, STATUS:CANCELLED events count as absent. An event whose DTSTART or
 * DTEND is not a real date (month 13, 30 February, hour 25), or that has no start, is left out and named in
 * `skipped`, never rolled over into another date.
 */
export function readFeed(text: string): ParsedFeed {
  assertCalendarText(text);
  const prepared = prepare(text);
  let parsed: ReturnType<typeof ical.sync.parseICS>;
  try {
    parsed = ical.sync.parseICS(prepared.text);
  } catch (error) {
    throw new FeedError(`The feed could not be read as iCalendar (${(error as Error).message}): nothing was changed`);
  }
  const components = Object.values(parsed) as unknown as Record<string, unknown>[];
  const vcalendar = components.find((component) => component.type === 'VCALENDAR');
  const calendarZone = textOf(vcalendar?.['WR-TIMEZONE']) ?? textOf(vcalendar?.['X-WR-TIMEZONE']);
  const events: FeedEvent[] = [];
  const skipped = [...prepared.skipped];
  for (const component of components) {
    if (component.type !== 'VEVENT') continue;
    const status = textOf(component.status)?.toUpperCase() ?? null;
    if (status === 'CANCELLED') continue;
    const start = component.start as DateWithMeta | undefined;
    if (!(start instanceof Date) || Number.isNaN(start.getTime())) {
      skipped.push({ uid: textOf(component.uid)?.trim() || null, reason: 'no start date' });
      continue;
    }
    const end = component.end as DateWithMeta | undefined;
    let startDate = calendarDate(start, calendarZone);
    let endDate = end instanceof Date && !Number.isNaN(end.getTime()) ? calendarDate(end, calendarZone) : startDate;
    if (endDate < startDate) [startDate, endDate] = [endDate, startDate];
    if (endDate === startDate) endDate = addDays(startDate, 1);
    const summary = (textOf(component.summary) ?? '').trim();
    const uid = textOf(component.uid)?.trim() || `generated-${startDate}-${endDate}-${summary}`;
    events.push({ uid, summary, description: textOf(component.description), startDate, endDate, status });
  }
  events.sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.uid < b.uid ? -1 : 1));
  return { events, skipped };
}

/** The events `readFeed` finds in a feed (the export's tests read our own feed back with it). */
export const parseFeed = (text: string): FeedEvent[] => readFeed(text).events;

/** '1 event skipped: impossible date 20271345'; null when none was. At most five reasons are named. */
export function skippedWarning(skipped: SkippedEvent[]): string | null {
  if (skipped.length === 0) return null;
  const reasons = [...new Set(skipped.map((event) => event.reason))];
  const named = reasons.slice(0, 5);
  const more = reasons.length - named.length;
  const events = skipped.length === 1 ? '1 event' : `${skipped.length} events`;
  return `${events} skipped: ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

/** A property's value: what follows the first `:` outside a quoted parameter. */
function valueOf(line: string): string {
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line.charCodeAt(index);
    if (char === 34 /* " */) quoted = !quoted;
    else if (char === 58 /* : */ && !quoted) return line.slice(index + 1);
  }
  return '';
}

const BASIC_DATE = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/i;
const EXTENDED_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

/** Whether a DATE or DATE-TIME value names a real day and time (no 13th month, 30 February or hour 25). */
export function isRealDate(value: string): boolean {
  const parts = BASIC_DATE.exec(value) ?? EXTENDED_DATE.exec(value);
  if (!parts) return true; // not a date node-ical reads as digits: it decides (and `readFeed` skips it if unread)
  const [year, month, day, hour = 0, minute = 0, second = 0] = parts.slice(1).map((part) => Number(part ?? 0));
  const daysInMonth = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
  // RFC 5545 allows second 60 (a leap second).
  return month! >= 1 && month! <= 12 && day! >= 1 && day! <= daysInMonth && hour < 24 && minute < 60 && second <= 60;
}

/** Properties of a VEVENT the importer never uses; recurrence rules from a feed are not built at all. */
const IGNORED = new Set(['RRULE', 'RDATE', 'EXDATE', 'EXRULE']);

interface Occurrence {
  uidLine: number;
  uid: string;
  start: string;
  end: string;
  override: boolean;
}

/**
 * One pass over the unfolded lines, before node-ical reads them:
 * - an event with an impossible DTSTART or DTEND is removed whole (node-ical would roll `20271345` over into a
 *   day of 2028) and named in `skipped`; recurrence rules are removed (stays never recur);
 * - node-ical keeps one event per UID (the last), but some feeds give one UID to several stays (not RECURRENCE-ID
 *   overrides): each such event gets `UID#<DTSTART>` (`#<DTSTART>/<DTEND>` when the start is shared too), a name
 *   that stays the same from one sync to the next whatever the events' order.
 * Maps and counters only: linear in the feed's size however many events share a UID.
 */
function prepare(text: string): { text: string; skipped: SkippedEvent[] } {
  const logical: (string | null)[] = [];
  for (const line of text.replace(/^\uFEFF/, '').split(/\r?\n|\r/)) {
    if (line.trim() === '') continue;
    const first = line.charCodeAt(0);
    if ((first === 32 || first === 9) && logical.length > 0) logical[logical.length - 1] += line.slice(1);
    else logical.push(line);
  }
  const skipped: SkippedEvent[] = [];
  const occurrences: Occurrence[] = [];
  let current: (Occurrence & { from: number; impossible: string | null }) | null = null;
  let depth = 0; // components open inside the VEVENT (VALARM …): their properties are not the event's
  for (let index = 0; index < logical.length; index++) {
    const line = logical[index]!;
    const name = /^[A-Za-z0-9-]+/.exec(line)?.[0].toUpperCase() ?? '';
    if (!current) {
      if (name === 'BEGIN' && valueOf(line).trim().toUpperCase() === 'VEVENT') {
        current = { uidLine: -1, uid: '', start: '', end: '', override: false, from: index, impossible: null };
        depth = 0;
      }
      continue;
    }
    if (name === 'BEGIN') depth++;
    else if (name === 'END' && depth > 0) depth--;
    else if (name === 'END') {
      if (current.impossible !== null) {
        skipped.push({ uid: current.uid || null, reason: `impossible date ${current.impossible}` });
        logical.fill(null, current.from, index + 1);
      } else if (current.uidLine >= 0) {
        occurrences.push(current);
      }
      current = null;
    } else if (depth === 0) {
      const value = valueOf(line).trim();
      if (name === 'UID') Object.assign(current, { uidLine: index, uid: value });
      else if (name === 'DTSTART' || name === 'DTEND') {
        if (name === 'DTSTART') current.start = value;
        else current.end = value;
        if (!isRealDate(value)) current.impossible ??= value.slice(0, 40);
      } else if (name === 'RECURRENCE-ID') current.override = true;
      else if (IGNORED.has(name)) logical[index] = null;
    }
  }

  const byUid = new Map<string, Occurrence[]>();
  for (const occurrence of occurrences) {
    if (occurrence.override) continue;
    const shared = byUid.get(occurrence.uid);
    if (shared) shared.push(occurrence);
    else byUid.set(occurrence.uid, [occurrence]);
  }
  for (const [uid, shared] of byUid) {
    if (shared.length < 2) continue;
    const endsByStart = new Map<string, Set<string>>();
    for (const { start, end } of shared) {
      const ends = endsByStart.get(start);
      if (ends) ends.add(end);
      else endsByStart.set(start, new Set([end]));
    }
    const distinctDates = [...endsByStart.values()].reduce((sum, ends) => sum + ends.size, 0);
    if (distinctDates < 2) continue; // the same event repeated
    for (const occurrence of shared) {
      const sameStart = endsByStart.get(occurrence.start)!.size > 1;
      const suffix = sameStart ? `${occurrence.start}/${occurrence.end}` : occurrence.start;
      logical[occurrence.uidLine] = `UID:${uid}#${suffix}`;
    }
  }
  return { text: logical.filter((line) => line !== null).join('\r\n'), skipped };
}
