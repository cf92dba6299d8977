import { CALENDAR_LIMITS, daysBetween, isIsoDate, isRecordId } from '@portal/schema';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  changedDaysSchema,
  dateRangeBody,
  idParams,
  savePushQuery,
  overrideBody,
  notModified,
  calendarReadHeaders,
  propertyCalendarsDelta,
  propertyCalendarsAnswer,
  propertyCalendarsQuery,
  sentOnlyQuery,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { callerOf } from '../plugins/auth.js';
import { COLLECTION_CAPS } from '../plugins/collection-caps.js';
import { badRequest } from '../plugins/errors.js';
import { collection } from '../plugins/json-ld.js';
import { ownedProperty } from '../properties/ownership.js';
import { savedThenPushed } from '../properties/push.js';
import { listVersionsCapped, listPropertiesCapped, listPropertyFieldsCapped } from '../properties/repository.js';
import { calendarCaches, columnarCalendars } from './columnar.js';
import { conditionalRead, deltaAnswer, type DeltaBaseStore } from '../plugins/deltas.js';
import { askedKey } from './etag.js';
import { toChangedDaysItem, toPropertyCalendarItem } from './representation.js';
import {
  CALENDAR_CHECKED_FIELDS,
  CALENDAR_HEADER_FIELDS,
  changeBlocks,
  createOverrides,
  deleteOverrides,
  propertyCalendars,
} from './service.js';

const rangeBody = dateRangeBody;

/**
 * The calendars (spec §2 Multi-calendar and Single-property calendar, §7): GET /property-calendars for many
 * listings at once, and the per-date writes (manual overrides, blocks), which answer with the changed days.
 */
export const propertyCalendarsRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  /** The delta bases of the columnar view (shared with the list: plugins/deltas.ts `deltaBaseStore`). */
  deltaBases: Promise<DeltaBaseStore>;
}> = async (app, { db, deltaBases: bases }) => {
  const owned = (request: FastifyRequest, id: number) => ownedProperty(db, callerOf(request).id, id);
  const caches = calendarCaches();
  const deltaBases = await bases;

  app.get(
    '/property-calendars',
    {
      preHandler: app.requireUser,
      schema: {
        headers: calendarReadHeaders,
        querystring: propertyCalendarsQuery,
        response: { 200: propertyCalendarsAnswer, 226: propertyCalendarsDelta, 304: notModified },
      },
    },
    async (request, reply) => {
      const { query } = request;
      if (!isIsoDate(query.from) || !isIsoDate(query.to)) throw badRequest('from and to must be dates (YYYY-MM-DD)');
      if (query.to < query.from) throw badRequest('to must be on or after from');
      if (daysBetween(query.from, query.to) + 1 > CALENDAR_LIMITS.windowMaxDays) {
        throw badRequest(`The window may hold at most ${CALENDAR_LIMITS.windowMaxDays} days`);
      }
      const given = query.propertyId !== undefined || query['propertyId[]'] !== undefined;
      const days = daysBetween(query.from, query.to) + 1;
      const caller = callerOf(request).id;
      const filter = given
        ? { ids: [...(query.propertyId ?? []), ...(query['propertyId[]'] ?? [])].filter(isRecordId) }
        : { isArchived: false };
      const cap = Math.min(COLLECTION_CAPS.propertyCalendars, Math.floor(COLLECTION_CAPS.propertyCalendarDays / days));
      if (query.view === 'columnar') {
        const withBookings = query.bookings === '1';
        const asked = askedKey({ from: query.from, to: query.to, withBookings });
        // The versions are read before the listings and their calendars: see versionsEtag.
        const versions = await listVersionsCapped(db, 'calendarVersions', caller, filter, cap);
        const answer = await conditionalRead(
          deltaBases,
          request,
          reply,
          { owner: caller, asked, versions, deltas: true },
          (changed) =>
            listPropertyFieldsCapped(
              db,
              caller,
              changed ? { ids: changed } : filter,
              cap,
              CALENDAR_HEADER_FIELDS,
              CALENDAR_CHECKED_FIELDS,
            ),
        );
        if (answer.notModified) return reply.code(304).send();
        const { since, rows, total } = answer;
        // Every member is one fixed literal (toPropertyCalendarColumns) of the contract's shape, its runs and bars
        // made by us, so nothing unlisted can ride along. JSON.stringify writes this answer in about half the time
        // of the schema's serializer (a check per nullable value and tuple item, and a string Fastify then had to
        // flatten to count its bytes). The tests check the answer against propertyCalendarColumnsSchema.
        reply.serializer(JSON.stringify);
        const calendarVersions = new Map(versions.rows.map((row) => [row.id, row.version]));
        const options = { withBookings, versions: calendarVersions };
        const members = await columnarCalendars(db, caller, rows, query.from, query.to, caches, options);
        if (!since) return collection(members, total);
        return deltaAnswer(reply, versions, since, members, (member) => member.propertyId);
      }
      const { rows, total } = await listPropertiesCapped(db, caller, filter, cap);
      const calendars = await propertyCalendars(db, rows, query.from, query.to);
      return collection(calendars.map(toPropertyCalendarItem), total);
    },
  );

  // `?push=`: the change and the listing's push in one transaction.
  const write = { params: idParams, querystring: sentOnlyQuery, response: { 200: changedDaysSchema } };
  const config = { rateLimits: ['listing-saves'] } as const;
  const overrideWrites = [
    { action: 'create', body: overrideBody, change: createOverrides },
    { action: 'delete', body: rangeBody, change: deleteOverrides },
  ] as const;
  for (const { action, body, change } of overrideWrites) {
    app.post(
      `/properties/:id/manual-override/${action}`,
      { preHandler: app.requireUser, config, schema: { ...write, body } },
      async (request) => {
        const { sentOnly, push } = request.query;
        const property = await owned(request, request.params.id);
        const changed = await savedThenPushed(
          db,
          push,
          (trx) => change(trx, property, sentOnly, request.body),
          () => property.id,
        );
        return toChangedDaysItem(changed);
      },
    );
  }
  for (const action of ['create', 'delete'] as const) {
    app.post(
      `/properties/:id/availability-block/${action}`,
      {
        preHandler: app.requireUser,
        config,
        schema: { params: idParams, querystring: savePushQuery, body: rangeBody, response: { 200: changedDaysSchema } },
      },
      async (request) => {
        const property = await owned(request, request.params.id);
        const changed = await savedThenPushed(
          db,
          request.query.push,
          (trx) => changeBlocks(trx, property, action, request.body),
          () => property.id,
        );
        return toChangedDaysItem(changed);
      },
    );
  }
};
