import { createHash } from 'node:crypto';
import ical from 'ical-generator';
import { activeBookingsOf } from '../bookings/repository.js';
import type { Db } from '../db/database.js';

/** `PUBLIC_URL/api/ical/<token>.ics`: the gateway forwards /api/ical/… to GET /ical/… here. */
export const exportUrlOf = (publicUrl: string, token: string | null) =>
  token === null ? null : `${publicUrl}/api/ical/${token}.ics`;

export async function propertyOfExportToken(db: Db, token: string) {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return undefined;
  return db.selectFrom('properties').select(['id', 'name']).where('icalExportToken', '=', token).executeTakeFirst();
}

/**
 * A listing's export feed: every booking that is not cancelled (imported from any channel, or direct) and the
 * dates blocked here, as all-day events with stable UIDs (`booking-<id>@<host>`, `block-<id>@<host>`) and
 * DTSTAMPs (the row's last change), so channels importing it see changes only when something changed.
 * Summaries carry no guest names (the feed goes to third parties). Dates blocked by an imported feed are not
 * exported: they are usually other channels' mirrors of our own export, and echoing them back would keep dates
 * closed forever after a cancellation.
 */
export async function exportFeed(db: Db, property: { id: number; name: string }, publicUrl: string) {
  const host = new URL(publicUrl).hostname;
  const [bookings, blocks] = await Promise.all([
    activeBookingsOf(db, property.id),
    db
      .selectFrom('availabilityBlocks')
      .selectAll()
      .where('propertyId', '=', property.id)
      .where('calendarId', 'is', null)
      .orderBy('startDate')
      .orderBy('id')
      .execute(),
  ]);
  const calendar = ical({
    name: property.name,
    prodId: { company: 'Host Portal', product: 'Calendar export', language: 'EN' },
  });
  const day = (date: string) => new Date(`${date}T00:00:00Z`);
  const addEvent = (uid: string, dates: { startDate: string; endDate: string }, summary: string, stamp: string) =>
    calendar.createEvent({
      id: `${uid}@${host}`,
      start: day(dates.startDate),
      end: day(dates.endDate),
      allDay: true,
      summary,
      stamp: new Date(stamp),
    });
  for (const booking of bookings) {
    addEvent(`booking-${booking.id}`, booking, 'Reserved', booking.updatedAt ?? booking.createdAt);
  }
  for (const block of blocks) addEvent(`block-${block.id}`, block, 'Not available', block.createdAt);
  const text = calendar.toString();
  return { text, etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"` };
}
