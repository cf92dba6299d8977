import { STATUS_CODES } from 'node:http';
import { HELP_MESSAGES, MESSAGES } from '@portal/schema';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/database.js';
import { MailUnavailable, type Mailer } from '../integrations/mail/index.js';
import { callerOf } from '../plugins/auth.js';
import { bodySchema } from '../plugins/schemas.js';
import { sendHelpEmail } from './service.js';

const answer = { type: 'object', properties: { success: { type: 'boolean' } } } as const;
const failure = {
  type: 'object',
  properties: {
    success: { type: 'boolean' },
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
  },
} as const;

/** The error shape of the API plus the `success: false` the help form reads (spec §7). */
const failed = (reply: FastifyReply, statusCode: number, message: string) =>
  reply.code(statusCode).send({ success: false, statusCode, error: STATUS_CODES[statusCode], message });

/**
 * POST /help-email (spec §7, Settings 'Get Help'): the signed-in user's question to HELP_EMAIL_TO, with their name,
 * email and plan. `success: true` only once the SMTP server accepted it; never pretends when mail is not set up.
 * GET /help-contact: the help address (HELP_EMAIL_TO, shown by Host Assist) and whether the help form can send.
 */
export async function helpRoutes(
  app: FastifyInstance,
  { db, mailer, helpEmailTo }: { db: Db; mailer: Mailer | null; helpEmailTo: string | null },
) {
  app.get(
    '/help-contact',
    {
      preHandler: app.requireUser,
      schema: {
        response: {
          200: {
            type: 'object',
            properties: { email: { type: ['string', 'null'] }, mailConfigured: { type: 'boolean' } },
          },
        },
      },
    },
    async () => ({ email: helpEmailTo, mailConfigured: Boolean(mailer && helpEmailTo) }),
  );

  app.post(
    '/help-email',
    {
      preHandler: app.requireUser,
      config: { rateLimits: ['help-email'] },
      schema: {
        body: bodySchema({ subject: 'string', content: 'string' }),
        response: { 200: answer, 502: failure, 503: failure },
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
}
