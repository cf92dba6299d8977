import Type, { type Static } from 'typebox';
import { boolean, field, integer, jsonLd, nullable, optionalText, text } from './common.js';

/** What the last sync of an iCal link did. */
export const syncResultSchema = Type.Object({
  /** The feed answered 304 Not Modified: nothing was read. */
  unchanged: boolean,
  /** Reservations and blocked periods the feed carries. */
  reservations: integer,
  blocks: integer,
  created: integer,
  updated: integer,
  /** Stays cancelled: missing from this fetch and the one before. */
  cancelled: integer,
  restored: integer,
  /** Stays missing from this fetch for the first time. */
  missing: integer,
});
export type SyncResultDto = Static<typeof syncResultSchema>;

export const providerSchema = Type.Object({ slug: text, name: text });
export type ProviderDto = Static<typeof providerSchema>;

/** A stay of a link overlapping another channel's stays (IRIs of bookings). */
export const calendarConflictSchema = Type.Object({
  booking: text,
  startDate: text,
  endDate: text,
  conflictsWith: Type.Array(text),
});
export type CalendarConflictDto = Static<typeof calendarConflictSchema>;

/** An iCal import link (spec §3 Calendar, `/calendars`), with its sync state and what it imported. */
export const calendarItemSchema = Type.Object({
  ...jsonLd,
  id: integer,
  property: text,
  url: text,
  provider: providerSchema,
  lastSyncedAt: optionalText,
  lastSyncError: optionalText,
  lastSyncAttemptAt: optionalText,
  lastSyncResult: nullable(syncResultSchema),
  /** What the last successful sync left out of the feed ('1 event skipped: impossible date 20271345'). */
  lastSyncWarning: optionalText,
  bookingsCount: integer,
  blocksCount: integer,
  conflicts: Type.Array(calendarConflictSchema),
  createdAt: text,
});
export type CalendarDto = Static<typeof calendarItemSchema>;

/** POST and PUT /calendars. */
export const calendarBody = Type.Object({ property: field.string(), url: field.string() });
export type CalendarBody = Static<typeof calendarBody>;

/** GET /ical/{token}.ics: the listing's export feed. */
export const icalFileParams = Type.Object({ file: Type.String({ maxLength: 100 }) });
