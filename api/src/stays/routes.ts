import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { idParams, stayItemSchema, stayRatingAnswerSchema, stayRatingBody } from '@portal/contract';
import type { Db } from '../db/database.js';
import type { Storage } from '../integrations/storage/storage.js';
import { callerOf } from '../plugins/auth.js';
import { ratingOf, toGuestViewItem } from './representation.js';
import { guestView, rateStay } from './service.js';

/** The guest web app's read of a stay: only the booking's joined guest; its host and anyone else get 404. */
export const staysRoutes: FastifyPluginAsyncTypebox<{ db: Db; storage: Storage; paysOnline: boolean }> = async (
  app,
  { db, storage, paysOnline },
) => {
  app.get(
    '/bookings/:id/guest-view',
    {
      preHandler: app.requireUser,
      config: { rateLimits: ['guest-reads'] },
      schema: { params: idParams, response: { 200: stayItemSchema } },
    },
    async (request) => {
      const { id } = request.params;
      return toGuestViewItem(await guestView(db, storage, callerOf(request), id), paysOnline);
    },
  );

  app.post(
    '/bookings/:id/rating',
    {
      preHandler: app.requireUser,
      config: { rateLimits: ['guest-writes'] },
      schema: {
        params: idParams,
        body: stayRatingBody,
        response: { 200: stayRatingAnswerSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      return { rating: ratingOf(await rateStay(db, callerOf(request), id, request.body)) };
    },
  );
};
