/**
 * The most items one collection answer holds, per route. Beyond its cap a collection answers its first items (in
 * the route's order) and still counts them all in `hydra:totalItems`, so a client can tell it was cut short.
 */
export const COLLECTION_CAPS = {
  /** GET /properties */
  properties: 1_000,
  /** GET /property-calendars: listings per answer (also bounded by `propertyCalendarDays`). */
  propertyCalendars: 500,
  /** GET /property-calendars: listings × days per answer (250 listings over the longest window of 400 days). */
  propertyCalendarDays: 100_000,
  /** GET /bookings */
  bookings: 1_000,
  /** GET /images */
  images: 500,
  /** GET /property-bedrooms, /property-amenities, /seasonal-rates, /calendars */
  subResources: 500,
  /** GET /messages: the newest ones of a conversation (with `after`: the first ones after it). */
  messages: 500,
  /** GET /users/{id}/messages-as-host|guest: the newest conversations. */
  conversations: 500,
} as const;
