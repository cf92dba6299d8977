import type { AccessTokenScope } from '@portal/schema';

/** The part of the account a route belongs to; 'identity' is who the token's owner is (any scope reads it). */
type Area = 'listings' | 'bookings' | 'messages';

/**
 * Every REST route a personal access token may call, by the first segment of its path. A GET reads (`read:<area>`),
 * any other method writes (`write:<area>`). A route missing here is never open to a token (403): the account
 * (email, password, profile, avatar), tokens, billing, logout, help mail, and whatever is added later until it is
 * listed here on purpose.
 */
const AREAS: Record<string, Area> = {
  properties: 'listings',
  'property-amenities': 'listings',
  'property-bedrooms': 'listings',
  'property-calendars': 'listings',
  'property-sync-logs': 'listings',
  'seasonal-rates': 'listings',
  calendars: 'listings',
  images: 'listings',
  upload: 'listings',
  'copy-property-booking-settings': 'listings',
  'copy-property-pricing-settings': 'listings',
  'home-guides': 'listings',
  'local-guides': 'listings',
  'copy-local-guides': 'listings',
  services: 'listings',
  places: 'listings',
  sites: 'listings',
  search: 'listings',
  bookings: 'bookings',
  'booking-invoice': 'bookings',
  purchases: 'bookings',
  messages: 'messages',
  'message-templates': 'messages',
};

/** Reads of who the owner is: open to every token (the gateway asks GET /me for the viewer). */
const IDENTITY = new Set(['GET /me', 'GET /users', 'GET /users/:id']);

/** The owner's conversations, under /users/{id}: read:messages. */
const USER_MESSAGES = new Set([
  '/users/:id/messages-as-guest',
  '/users/:id/messages-as-host',
  '/users/:id/conversations',
]);

/** What a token needs for `method` on the route `url` (its pattern, `/properties/:id`): a scope, any, or never. */
export function requiredScope(method: string, url: string): AccessTokenScope | 'any' | 'never' {
  const reads = method === 'GET' || method === 'HEAD';
  if (IDENTITY.has(`${reads ? 'GET' : method} ${url}`)) return 'any';
  if (reads && USER_MESSAGES.has(url)) return 'read:messages';
  const area = AREAS[url.split('/')[1] ?? ''];
  if (!area) return 'never';
  return `${reads ? 'read' : 'write'}:${area}`;
}
