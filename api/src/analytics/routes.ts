import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { analyticsQuery, analyticsSchema, dashboardSchema, periodQuery, type PeriodQuery } from '@portal/contract';
import type { Db } from '../db/database.js';
import { callerOf } from '../plugins/auth.js';
import { notFound, violation } from '../plugins/errors.js';
import { findProperty } from '../properties/repository.js';
import { analyticsFigures } from './analytics.js';
import { dashboardFigures, type Period } from './dashboard.js';
import { isTimeZone, monthStart, todayIn } from './periods.js';

/** The host's day and zone from the query; an unknown zone is a 422 on `timeZone`. */
export function periodOf(query: PeriodQuery): Period {
  const timeZone = query.timeZone ?? 'UTC';
  if (!isTimeZone(timeZone)) throw violation('timeZone', 'Unknown time zone');
  const today = query.today ?? todayIn(timeZone);
  if (
    Number.isNaN(Date.parse(`${today}T00:00:00Z`)) ||
    new Date(`${today}T00:00:00Z`).toISOString().slice(0, 10) !== today
  ) {
    throw violation('today', 'Not a date');
  }
  return { today, timeZone };
}

/**
 * GET /bookings/dashboard (spec §7 "GET bookings dashboard collection") and GET /bookings/analytics ("GET bookings
 * analytics"): every figure of each page in one answer.
 */
export const analyticsRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/bookings/dashboard',
    {
      preHandler: app.requireUser,
      config: { rateLimits: ['figures'] },
      schema: { querystring: periodQuery, response: { 200: dashboardSchema } },
    },
    async (request) => ({
      '@id': '/bookings/dashboard',
      '@type': 'BookingsDashboard',
      ...(await dashboardFigures(db, callerOf(request).id, periodOf(request.query))),
    }),
  );

  app.get(
    '/bookings/analytics',
    {
      preHandler: app.requireUser,
      config: { rateLimits: ['figures'] },
      schema: { querystring: analyticsQuery, response: { 200: analyticsSchema } },
    },
    async (request) => {
      const userId = callerOf(request).id;
      const period = periodOf(request.query);
      const { property, month } = request.query;
      if (property !== undefined && !(await findProperty(db, userId, property))) throw notFound();
      return {
        '@id': '/bookings/analytics',
        '@type': 'BookingsAnalytics',
        ...(await analyticsFigures(db, userId, {
          ...period,
          propertyId: property ?? null,
          transactionsMonth: month ? `${month}-01` : monthStart(period.today),
        })),
      };
    },
  );
};
