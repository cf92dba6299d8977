import { createHash } from 'node:crypto';
import { todayUtc } from '@portal/schema';
import { propertyCalendarColumnsSchema } from '@portal/contract';
import type { Capped } from '../db/capped.js';

/**
 * Raise when the columnar answer changes for the same data without its schema changing (a fix in how runs or bars
 * are made): every client's cached answer is then fetched again once.
 */
const ANSWER_FORMAT = 1;
const FORMAT = `${ANSWER_FORMAT}:${digest(JSON.stringify(propertyCalendarColumnsSchema))}`;

function digest(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 27);
}

/**
 * The ETag of a columnar calendar answer: what was asked (the window, with or without bookings), the day (the
 * nights kept move with it), which listings answer and how many match, and each listing's calendar version read
 * *before* anything of the answer. So an answer is never older than its tag (a write landing between the two reads
 * is in the answer, and raises the version the next request reads: its tag differs). Weak: the same data, not
 * promised the same bytes.
 */
export function calendarEtag(asked: string, listings: Capped<{ id: number; calendarVersion: number }>): string {
  const { rows, total } = listings;
  const versions = rows.map(({ id, calendarVersion }) => `${id}.${calendarVersion}`).join(',');
  return `W/"${digest([asked, total, versions].join('|'))}"`;
}

/**
 * What of a tag is not the listings: the answer's format, the day, the window, with or without bookings. Two
 * answers of the same `askedKey` differ only by their listings (what a delta sends: deltas.ts).
 */
export const askedKey = (asked: { from: string; to: string; withBookings: boolean }): string =>
  [FORMAT, todayUtc(), asked.from, asked.to, asked.withBookings ? 1 : 0].join('|');

/** Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 §13.1.2; `*` matches any answer). */
export function namesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  const [wanted] = opaqueTags(etag);
  return opaqueTags(ifNoneMatch).some((tag) => tag === '*' || tag === wanted);
}

/** The tags of an ETag or If-None-Match header, without their weak marks (`W/"a", "b"` → `"a"`, `"b"`). */
export function opaqueTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .filter((tag) => tag !== '');
}
