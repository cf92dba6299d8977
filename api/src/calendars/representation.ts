import type { CalendarDto } from '@portal/contract';
import { CALENDAR_PROVIDERS } from '@portal/schema';
import { iri, item } from '../plugins/json-ld.js';
import type { CalendarView } from './repository.js';
import type { SyncResult } from './sync/plan.js';

export const providerOf = (slug: string) =>
  CALENDAR_PROVIDERS.find((provider) => provider.slug === slug) ?? { slug, name: slug };

function resultOf(json: string | null): SyncResult | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as SyncResult;
  } catch {
    return null;
  }
}

/** The Calendar (iCal import) item of spec §3, with its sync state and what it imported. */
export function toCalendarItem(calendar: CalendarView): CalendarDto {
  const { slug, name } = providerOf(calendar.providerSlug);
  return item('Calendar', iri('calendars', calendar.id), {
    id: calendar.id,
    property: iri('properties', calendar.propertyId),
    url: calendar.url,
    provider: { slug, name },
    lastSyncedAt: calendar.lastSyncedAt,
    lastSyncError: calendar.lastSyncError,
    lastSyncAttemptAt: calendar.lastSyncAttemptAt,
    lastSyncResult: resultOf(calendar.lastSyncResult),
    /** What the last successful sync left out of the feed ('1 event skipped: impossible date 20271345'). */
    lastSyncWarning: calendar.lastSyncWarning,
    bookingsCount: calendar.bookingsCount,
    blocksCount: calendar.blocksCount,
    conflicts: calendar.conflicts.map((conflict) => ({
      booking: iri('bookings', conflict.bookingId),
      startDate: conflict.startDate,
      endDate: conflict.endDate,
      conflictsWith: conflict.conflictsWith.map((id) => iri('bookings', id)),
    })),
    createdAt: calendar.createdAt,
  });
}
