import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { callerOf } from '../plugins/auth.js';
import { notFound } from '../plugins/errors.js';
import { bodySchema, idParams } from '../plugins/schemas.js';
import { registerSubResource } from '../properties/sub-resource.js';
import { exportFeed, propertyOfExportToken } from './export.js';
import { findCalendar, listCalendars, type CalendarView } from './repository.js';
import { calendarItemSchema, toCalendarItem } from './representation.js';
import { createCalendar, removeCalendar, syncCalendarNow, updateCalendarFields } from './service.js';
import type { CalendarSync } from './sync/service.js';

/** /calendars: iCal import links (spec §3 Calendar, §5 Calendar URL, §7) and their sync. */
export async function calendarsRoutes(
  app: FastifyInstance,
  { db, sync, publicUrl }: { db: Db; sync: CalendarSync; publicUrl: string },
) {
  registerSubResource<CalendarView>(app, db, {
    path: '/calendars',
    itemSchema: calendarItemSchema,
    body: bodySchema({ property: 'string', url: 'string' }),
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
      const calendar = await findCalendar(db, callerOf(request).id, (request.params as { id: number }).id);
      if (!calendar) throw notFound();
      return toCalendarItem(await syncCalendarNow(db, sync, calendar));
    },
  );

  // A listing's export feed (no login: the token is the secret; a rotated or unknown token is a 404).
  app.get(
    '/ical/:file',
    {
      config: { rateLimits: ['ical-export'] },
      schema: { params: { type: 'object', properties: { file: { type: 'string', maxLength: 100 } } } },
    },
    async (request, reply) => {
      const file = (request.params as { file: string }).file;
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
}
