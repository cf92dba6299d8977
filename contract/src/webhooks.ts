import { WEBHOOK_EVENTS, WEBHOOK_LIMITS } from '@portal/schema';
import Type, { type Static } from 'typebox';
import { integer, jsonLd, optionalInteger, optionalText, text } from './common.js';

const eventList = Type.Array(Type.String({ maxLength: 40 }), { maxItems: WEBHOOK_EVENTS.length });

/** A webhook endpoint (GET /webhook-endpoints, /webhook-endpoints/{id}); the secret is never in it. */
export const webhookEndpointItemSchema = Type.Object({
  ...jsonLd,
  id: integer,
  url: text,
  events: Type.Array(text),
  createdAt: text,
  /** The newest delivery's status ('pending', 'succeeded', 'failed'), null before the first one. */
  lastDeliveryStatus: optionalText,
});
export type WebhookEndpointDto = Static<typeof webhookEndpointItemSchema>;

/** POST /webhook-endpoints: the new endpoint and its signing secret, shown this once. */
export const createdWebhookEndpointSchema = Type.Object({
  ...webhookEndpointItemSchema.properties,
  secret: text,
});
export type CreatedWebhookEndpointDto = Static<typeof createdWebhookEndpointSchema>;

/** POST /webhook-endpoints (rules: webhookEndpointSchema in @portal/schema; the API also wants https). */
export const webhookEndpointBody = Type.Object({
  url: Type.String({ maxLength: WEBHOOK_LIMITS.urlMax + 100 }),
  events: eventList,
});
export type WebhookEndpointBody = Static<typeof webhookEndpointBody>;

/** One HTTP attempt of a delivery. */
export const webhookAttemptSchema = Type.Object({
  attemptedAt: text,
  /** Null when no response came (refused address, timeout, connection error: see `error`). */
  statusCode: optionalInteger,
  durationMs: integer,
  /** The first 1 kB of the response body. */
  responseBody: text,
  error: optionalText,
});
export type WebhookAttemptDto = Static<typeof webhookAttemptSchema>;

/** One event sent to an endpoint, with its attempts (oldest first). */
export const webhookDeliveryItemSchema = Type.Object({
  ...jsonLd,
  id: integer,
  eventId: text,
  eventType: text,
  status: text,
  createdAt: text,
  nextAttemptAt: optionalText,
  /** The exact JSON body sent. */
  payload: text,
  attempts: Type.Array(webhookAttemptSchema),
});
export type WebhookDeliveryDto = Static<typeof webhookDeliveryItemSchema>;
