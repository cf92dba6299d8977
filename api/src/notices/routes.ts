import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  idParams,
  notificationSettingsBody,
  notificationSettingsSchema,
  type NotificationSettingsDto,
} from '@portal/contract';
import type { Db } from '../db/database.js';
import { callerOf } from '../plugins/auth.js';
import { notFound, orNotFound } from '../plugins/errors.js';
import { iri } from '../plugins/json-ld.js';
import { findSwitches, updateSwitches, type NotificationSwitches } from './repository.js';

const toItem = (userId: number, switches: NotificationSwitches, mailConfigured: boolean): NotificationSettingsDto => ({
  '@id': `${iri('users', userId)}/notification-settings`,
  '@type': 'NotificationSettings',
  ...switches,
  mailConfigured,
});

/**
 * /users/{id}/notification-settings: the caller's own mail notices (another user's id is 404), and whether this
 * server can send mail at all (SMTP_URL).
 */
export const noticesRoutes: FastifyPluginAsyncTypebox<{ db: Db; mailConfigured: boolean }> = async (
  app,
  { db, mailConfigured },
) => {
  const own = async (callerId: number, id: number) => {
    if (id !== callerId) throw notFound();
    return orNotFound(await findSwitches(db, id));
  };

  app.get(
    '/users/:id/notification-settings',
    { preHandler: app.requireUser, schema: { params: idParams, response: { 200: notificationSettingsSchema } } },
    async (request) => {
      const { id } = request.params;
      return toItem(id, await own(callerOf(request).id, id), mailConfigured);
    },
  );

  app.put(
    '/users/:id/notification-settings',
    {
      preHandler: app.requireUser,
      config: { rateLimits: ['settings-writes'] },
      schema: { params: idParams, body: notificationSettingsBody, response: { 200: notificationSettingsSchema } },
    },
    async (request) => {
      const { id } = request.params;
      const current = await own(callerOf(request).id, id);
      const { offlineMessages = current.offlineMessages, channelBookings = current.channelBookings } = request.body;
      await updateSwitches(db, id, { offlineMessages, channelBookings });
      return toItem(id, { offlineMessages, channelBookings }, mailConfigured);
    },
  );
};
