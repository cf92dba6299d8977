import * as yup from 'yup';
import { WEBHOOK_EVENTS, WEBHOOK_LIMITS, WEBHOOK_MESSAGES } from '../webhooks.js';

/**
 * POST /webhook-endpoints, the Settings → Webhooks form: an http(s) URL (the API then requires https, or a loopback
 * address when tests allow it) and at least one event.
 */
export const webhookEndpointSchema = yup.object({
  url: yup
    .string()
    .trim()
    .required(WEBHOOK_MESSAGES.urlRequired)
    .max(WEBHOOK_LIMITS.urlMax, WEBHOOK_MESSAGES.urlTooLong)
    .test('url', WEBHOOK_MESSAGES.urlInvalid, (value) => !value || /^https?:\/\/[^\s/]+/i.test(value)),
  events: yup
    .array(
      yup
        .string()
        .oneOf([...WEBHOOK_EVENTS], WEBHOOK_MESSAGES.eventUnknown)
        .required(),
    )
    .required(WEBHOOK_MESSAGES.eventsRequired)
    .min(1, WEBHOOK_MESSAGES.eventsRequired)
    .max(WEBHOOK_EVENTS.length, WEBHOOK_MESSAGES.eventUnknown),
});
export type WebhookEndpointValues = yup.InferType<typeof webhookEndpointSchema>;
