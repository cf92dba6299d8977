import { todayUtc } from '@portal/schema';
import { propertyCalendarColumnsSchema } from '@portal/contract';
import { digest } from '../plugins/etags.js';

/**
 * Raise when the columnar answer changes for the same data without its schema changing (a fix in how runs or bars
 * are made): every client's cached answer is then fetched again once.
 */
const ANSWER_FORMAT = 1;
const FORMAT = `${ANSWER_FORMAT}:${digest(JSON.stringify(propertyCalendarColumnsSchema))}`;

/**
 * What of a tag is not the listings: the answer's format, the day, the window, with or without bookings. Two
 * answers of the same `askedKey` differ only by their listings (what a delta sends: deltas.ts).
 */
export const askedKey = (asked: { from: string; to: string; withBookings: boolean }): string =>
  [FORMAT, todayUtc(), asked.from, asked.to, asked.withBookings ? 1 : 0].join('|');
