import { CALENDAR_PROVIDERS } from '@portal/schema';
import { iri, item } from '../plugins/json-ld.js';
import { integer, jsonLd, optionalText, text } from '../plugins/schemas.js';
import type { Calendar } from './repository.js';

export const providerOf = (slug: string) =>
  CALENDAR_PROVIDERS.find((provider) => provider.slug === slug) ?? { slug, name: slug };

/** The Calendar (iCal import) item of spec §3. */
export function toCalendarItem(calendar: Calendar) {
  const { slug, name } = providerOf(calendar.providerSlug);
  return item('Calendar', iri('calendars', calendar.id), {
    id: calendar.id,
    property: iri('properties', calendar.propertyId),
    url: calendar.url,
    provider: { slug, name },
    lastSyncedAt: calendar.lastSyncedAt,
    lastSyncError: calendar.lastSyncError,
    createdAt: calendar.createdAt,
  });
}

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
    createdAt: text,
  },
} as const;
