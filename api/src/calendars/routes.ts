import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { bodySchema } from '../plugins/schemas.js';
import { registerSubResource } from '../properties/sub-resource.js';
import { findCalendar, listCalendars } from './repository.js';
import { calendarItemSchema, toCalendarItem } from './representation.js';
import { createCalendar, removeCalendar, updateCalendarFields } from './service.js';

/** /calendars: iCal import links (spec §3 Calendar, §5 Calendar URL, §7). */
export async function calendarsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerSubResource(app, db, {
    path: '/calendars',
    itemSchema: calendarItemSchema,
    body: bodySchema({ property: 'string', url: 'string' }),
    toItem: toCalendarItem,
    list: listCalendars,
    find: findCalendar,
    create: createCalendar,
    update: updateCalendarFields,
    remove: removeCalendar,
  });
}
