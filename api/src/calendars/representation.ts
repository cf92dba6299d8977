import { CALENDAR_PROVIDERS } from '@portal/schema';
import { iri, item } from '../plugins/json-ld.js';
import { boolean, integer, jsonLd, optionalText, text } from '../plugins/schemas.js';
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
export function toCalendarItem(calendar: CalendarView) {
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

const syncResultSchema = {
  type: ['object', 'null'],
  properties: {
    unchanged: boolean,
    reservations: integer,
    blocks: integer,
    created: integer,
    updated: integer,
    cancelled: integer,
    restored: integer,
    missing: integer,
  },
} as const;

export const calendarItemSchema = {
  type: 'object',
  properties: {
    ...jsonLd,
    id: integer,
    property: text,
    url: text,
    provider: { type: 'object', properties: { slug: text, name: text } },
    lastSyncedAt: optionalText,
    lastSyncError: optionalText,
    lastSyncAttemptAt: optionalText,
    lastSyncResult: syncResultSchema,
    lastSyncWarning: optionalText,
    bookingsCount: integer,
    blocksCount: integer,
    conflicts: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          booking: text,
          startDate: text,
          endDate: text,
          conflictsWith: { type: 'array', items: text },
        },
      },
    },
    createdAt: text,
  },
} as const;
