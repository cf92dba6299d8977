import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  collectionOf,
  conversationItemSchema,
  idParams,
  messageBody,
  messageItemSchema,
  messagesQuery,
  messageTemplateBody,
  messageTemplateItemSchema,
} from '@portal/contract';
import type { Db } from '../db/database.js';
import type { EventPublisher } from '../integrations/events/index.js';
import { callerOf } from '../plugins/auth.js';
import { pageOf } from '../db/capped.js';
import { COLLECTION_CAPS } from '../plugins/collection-caps.js';
import { forbidden, notFound } from '../plugins/errors.js';
import { collection, iri } from '../plugins/json-ld.js';
import { deleteTemplate, listConversations, listMessages, listTemplates } from './repository.js';
import { toConversationItem, toMessageItem, toTemplateItem } from './representation.js';
import {
  changeTemplate,
  createTemplate,
  markConversationRead,
  ownTemplate,
  participantBooking,
  readMessage,
  sendMessage,
} from './service.js';

/**
 * /messages (spec §7): a booking's conversation between its host and its joined guest, for those two only (anyone
 * else gets 404); each new message is published as a `message.added` event. /users/{id}/messages-as-host|guest:
 * the caller's conversations (/users/{id}/conversations: both at once). /message-templates: the caller's own templates (at most 5).
 */
export const messagesRoutes: FastifyPluginAsyncTypebox<{ db: Db; events: EventPublisher }> = async (
  app,
  { db, events },
) => {
  const templateItemSchema = messageTemplateItemSchema;
  app.post(
    '/messages',
    {
      preHandler: app.requireUser,
      config: { rateLimits: ['messages'] },
      schema: { body: messageBody, response: { 201: messageItemSchema } },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const message = await sendMessage(db, events, caller, request.body);
      const item = toMessageItem(message);
      await app.webhooks.emitForBooking(message.bookingId, 'message.received', item, caller.id);
      return reply.code(201).header('location', iri('messages', message.id)).send(item);
    },
  );

  app.get(
    '/messages',
    {
      preHandler: app.requireUser,
      schema: { querystring: messagesQuery, response: { 200: collectionOf(messageItemSchema) } },
    },
    async (request) => {
      const { query } = request;
      const booking = await participantBooking(db, callerOf(request), query.booking);
      const page = pageOf(query);
      const { rows, total } = await listMessages(db, booking.id, query.after, page ?? COLLECTION_CAPS.messages);
      return collection(rows.map(toMessageItem), total, page && { url: request.url, page });
    },
  );

  // The host's app showed the conversation: its pending mail notice is dropped (fetching the messages is not
  // reading them: the unread counts fetch them too).
  app.post(
    '/bookings/:id/messages-read',
    { preHandler: app.requireUser, config: { rateLimits: ['message-reads'] }, schema: { params: idParams } },
    async (request, reply) => {
      await markConversationRead(db, callerOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/messages/:id',
    { preHandler: app.requireUser, schema: { params: idParams, response: { 200: messageItemSchema } } },
    async (request) => toMessageItem(await readMessage(db, callerOf(request), request.params.id)),
  );

  for (const role of ['host', 'guest'] as const) {
    app.get(
      `/users/:id/messages-as-${role}`,
      {
        preHandler: app.requireUser,
        schema: { params: idParams, response: { 200: collectionOf(conversationItemSchema) } },
      },
      async (request) => {
        const caller = callerOf(request);
        if (request.params.id !== caller.id) throw forbidden();
        const { rows, total } = await listConversations(db, caller.id, role, COLLECTION_CAPS.conversations);
        return collection(rows.map(toConversationItem), total);
      },
    );
  }

  // Both roles merged (the messages page): the latest message of every conversation the caller is in, once each.
  app.get(
    '/users/:id/conversations',
    {
      preHandler: app.requireUser,
      config: { rateLimits: ['conversations'] },
      schema: { params: idParams, response: { 200: collectionOf(conversationItemSchema) } },
    },
    async (request) => {
      const caller = callerOf(request);
      if (request.params.id !== caller.id) throw notFound();
      const { rows, total } = await listConversations(db, caller.id, 'any', COLLECTION_CAPS.conversations);
      return collection(rows.map(toConversationItem), total);
    },
  );

  const templateBody = messageTemplateBody;

  app.get(
    '/message-templates',
    { preHandler: app.requireUser, schema: { response: { 200: collectionOf(templateItemSchema) } } },
    async (request) => collection((await listTemplates(db, callerOf(request).id)).map(toTemplateItem)),
  );

  app.post(
    '/message-templates',
    { preHandler: app.requireUser, schema: { body: templateBody, response: { 201: templateItemSchema } } },
    async (request, reply) => {
      const template = await createTemplate(db, callerOf(request), request.body);
      return reply.code(201).header('location', iri('message-templates', template.id)).send(toTemplateItem(template));
    },
  );

  app.get(
    '/message-templates/:id',
    { preHandler: app.requireUser, schema: { params: idParams, response: { 200: templateItemSchema } } },
    async (request) => toTemplateItem(await ownTemplate(db, callerOf(request), request.params.id)),
  );

  app.put(
    '/message-templates/:id',
    {
      preHandler: app.requireUser,
      schema: { params: idParams, body: templateBody, response: { 200: templateItemSchema } },
    },
    async (request) => toTemplateItem(await changeTemplate(db, callerOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/message-templates/:id',
    { preHandler: app.requireUser, schema: { params: idParams } },
    async (request, reply) => {
      const template = await ownTemplate(db, callerOf(request), request.params.id);
      await deleteTemplate(db, template.id);
      return reply.code(204).send();
    },
  );
};
