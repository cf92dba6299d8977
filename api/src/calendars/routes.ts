import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { calendarBody, calendarItemSchema, icalFileParams, idParams } from '@portal/contract';
import type { Db } from '../db/database.js';
import { callerOf } from '../plugins/auth.js';
import { notFound } from '../plugins/errors.js';
import { registerSubResource } from '../properties/sub-resource.js';
import { exportFeed, propertyOfExportToken } from './export.js';
import { findCalendar, listCalendars, type CalendarView } from './repository.js';
import { toCalendarItem } from './representation.js';
import { createCalendar, removeCalendar, syncCalendarNow, updateCalendarFields } from './service.js';
import type { CalendarSync } from './sync/service.js';

/** /calendars: iCal import links (spec §3 Calendar, §5 Calendar URL, §7) and their sync. */
export const calendarsRoutes: FastifyPluginAsyncTypebox<{ db: Db; sync: CalendarSync; publicUrl: string }> = async (
  app,
  { db, sync, publicUrl },
) => {
  registerSubResource<CalendarView>(app, db, {
    path: '/calendars',
    itemSchema: calendarItemSchema,
    body: calendarBody,
    toItem: toCalendarItem,
    list: listCalendars,
    find: findCalendar,
    create: (db, caller, body) => createCalendar(db, sync, caller, body),
    update: (db, caller, calendar, body) => updateCalendarFields(db, sync, caller, calendar, body),
    remove: removeCalendar,
  });

  // 'Sync now': 200 with the item whatever the feed did; a failed fetch is `lastSyncError` (bookings untouched).
  app.post(
    '/calendars/:id/sync',
    {
      preHandler: app.requireUser,
      config: { rateLimits: ['sync-user', 'sync-link'] },
      schema: { params: idParams, response: { 200: calendarItemSchema } },
    },
    async (request) => {
      const calendar = await findCalendar(db, callerOf(request).id, request.params.id);
      if (!calendar) throw notFound();
      return toCalendarItem(await syncCalendarNow(db, sync, calendar));
    },
  );

  // A listing's export feed (no login: the token is the secret; a rotated or unknown token is a 404).
  app.get(
    '/ical/:file',
    {
      config: { rateLimits: ['ical-export'] },
      schema: { params: icalFileParams },
    },
    async (request, reply) => {
      const { file } = request.params;
      const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : null;
      const property = token === null ? undefined : await propertyOfExportToken(db, token);
      if (!property) throw notFound();
      const { text, etag } = await exportFeed(db, property, publicUrl);
      reply
        .header('etag', etag)
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', `inline; filename="${file}"`);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('text/calendar; charset=utf-8').send(text);
    },
  );
};
