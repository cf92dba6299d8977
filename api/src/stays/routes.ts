import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import type { Storage } from '../integrations/storage/storage.js';
import { callerOf } from '../plugins/auth.js';
import { idParams } from '../plugins/schemas.js';
import { guestViewSchema, ratingOf, ratingSchema, toGuestViewItem } from './representation.js';
import { guestView, rateStay } from './service.js';

/** The guest web app's read of a stay: only the booking's joined guest; its host and anyone else get 404. */
export async function staysRoutes(app: FastifyInstance, { db, storage }: { db: Db; storage: Storage }) {
  app.get(
    '/bookings/:id/guest-view',
    {
      preHandler: app.requireUser,
      config: { rateLimits: ['guest-reads'] },
      schema: { params: idParams, response: { 200: guestViewSchema } },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      return toGuestViewItem(await guestView(db, storage, callerOf(request), id));
    },
  );

  const stars = { type: ['number', 'null'] } as const;
  app.post(
    '/bookings/:id/rating',
    {
      preHandler: app.requireUser,
      config: { rateLimits: ['guest-writes'] },
      schema: {
        params: idParams,
        body: { type: 'object', properties: { cleanliness: stars, condition: stars, app: stars, overall: stars } },
        response: { 200: { type: 'object', properties: { rating: ratingSchema } } },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      return { rating: ratingOf(await rateStay(db, callerOf(request), id, request.body)) };
    },
  );
}
