import { STATUS_CODES } from 'node:http';
import { HELP_MESSAGES, MESSAGES } from '@portal/schema';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { helpContactSchema, helpEmailAnswer, helpEmailBody, helpEmailFailure } from '@portal/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/database.js';
import { MailUnavailable, type Mailer } from '../integrations/mail/index.js';
import { callerOf } from '../plugins/auth.js';
import { sendHelpEmail } from './service.js';

/** The error shape of the API plus the `success: false` the help form reads (spec §7). */
const failed = (reply: FastifyReply, statusCode: number, message: string) =>
  reply.code(statusCode).send({ success: false, statusCode, error: STATUS_CODES[statusCode], message });

/**
 * POST /help-email (spec §7, Settings 'Get Help'): the signed-in user's question to HELP_EMAIL_TO, with their name,
 * email and plan. `success: true` only once the SMTP server accepted it; never pretends when mail is not set up.
 * GET /help-contact: the help address (HELP_EMAIL_TO, shown by Host Assist) and whether the help form can send.
 */
export const helpRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  mailer: Mailer | null;
  helpEmailTo: string | null;
}> = async (app, { db, mailer, helpEmailTo }) => {
  app.get(
    '/help-contact',
    {
      preHandler: app.requireUser,
      schema: { response: { 200: helpContactSchema } },
    },
    async () => ({ email: helpEmailTo, mailConfigured: Boolean(mailer && helpEmailTo) }),
  );

  app.post(
    '/help-email',
    {
      preHandler: app.requireUser,
      config: { rateLimits: ['help-email'] },
      schema: {
        body: helpEmailBody,
        response: { 200: helpEmailAnswer, 502: helpEmailFailure, 503: helpEmailFailure },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      if (!mailer || !helpEmailTo) return failed(reply, 503, HELP_MESSAGES.mailNotConfigured);
      try {
        await sendHelpEmail(db, mailer, helpEmailTo, caller, request.body);
      } catch (error) {
        if (!(error instanceof MailUnavailable)) throw error;
        request.log.error({ reason: error.message }, 'help email not sent');
        return failed(reply, 502, MESSAGES.helpEmailFailed);
      }
      return { success: true };
    },
  );
};
