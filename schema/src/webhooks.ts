/** Webhooks (issue 16 point 3): what a host's endpoint may subscribe to, the limits and the form's messages. */
export const WEBHOOK_EVENTS = [
  'booking.created',
  'booking.cancelled',
  'booking.changed',
  'message.received',
  'purchase.created',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** The event "Send test event" delivers (never emitted otherwise). */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_LIMITS = {
  /** Endpoints per host. */
  endpointsMax: 10,
  urlMax: 2000,
  /** Deliveries shown per endpoint, newest first. */
  recentDeliveries: 20,
  /** How long a delivery is retried (exponential back-off from `firstRetrySeconds`). */
  retryWindowHours: 24,
  firstRetrySeconds: 30,
  /** A receiver has this long to answer; no redirect is followed. */
  timeoutSeconds: 10,
  /** Stored of each response body. */
  responseBytesKept: 1024,
} as const;

/** The header carrying a delivery's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Portal-Signature';

export const WEBHOOK_MESSAGES = {
  urlRequired: 'Enter the URL that receives the events',
  urlInvalid: 'Enter a full URL starting with https://',
  urlTooLong: `Enter a URL of at most ${WEBHOOK_LIMITS.urlMax} characters`,
  urlPrivate: 'This URL points to a private or local network: webhooks only go to public addresses',
  eventsRequired: 'Choose at least one event',
  eventUnknown: 'Choose events from the list',
  tooMany: `You can register at most ${WEBHOOK_LIMITS.endpointsMax} webhook endpoints`,
} as const;
