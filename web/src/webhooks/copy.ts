import type { WebhookEventType } from '@portal/schema';

export const WEBHOOKS = {
  title: 'Webhooks',
  description: 'Send bookings, messages and purchases to your own systems as they happen. Each request is signed:',
  docsLink: 'how to verify it',
  add: 'Add endpoint',
  addTitle: 'Add a webhook endpoint',
  urlLabel: 'Endpoint URL',
  urlHelp: 'An https:// address on the internet that accepts POST requests.',
  eventsLabel: 'Events',
  create: 'Add endpoint',
  secretTitle: 'Your signing secret',
  secretHelp: 'Copy it now: it is shown only once. Use it to check the Portal-Signature header of each request.',
  done: 'Done',
  empty: 'No webhook endpoints yet. Add one to receive events at your own URL.',
  full: 'You have 10 endpoints, the most allowed.',
  sendTest: 'Send test event',
  testSent: 'Test event queued',
  deliveries: 'Recent deliveries',
  hideDeliveries: 'Hide deliveries',
  noDeliveries: 'No deliveries yet.',
  delete: 'Delete',
  deleteTitle: 'Delete this endpoint?',
  deleteBody: (url: string) => `${url} will stop receiving events, and its delivery history goes with it.`,
  deleted: 'Endpoint deleted',
  nextAttempt: (when: string) => `Next attempt ${when}`,
  noAnswer: 'No answer',
} as const;

export const EVENT_LABELS: Record<WebhookEventType, string> = {
  'booking.created': 'Booking created',
  'booking.cancelled': 'Booking cancelled',
  'booking.changed': 'Booking changed',
  'message.received': 'Message received',
  'purchase.created': 'Purchase created',
};

export const STATUS_LABELS = { pending: 'Pending', succeeded: 'Delivered', failed: 'Failed' } as const;
export const STATUS_COLORS = { pending: 'orange', succeeded: 'green', failed: 'red' } as const;
