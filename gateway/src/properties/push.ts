import type { GatewayContext } from '../context.js';
import { forgetProperty } from './loaders.js';

/**
 * The push each save calls for (spec §7 'after saves'): listing content after details, address, photos, rooms and
 * guides; rates, availability and restrictions (rad) after pricing, seasonal rates, booking settings, calendar
 * overrides and blocks, and direct bookings (made, deleted or cancelled).
 */
export const PUSH_AFTER = {
  details: 'content',
  address: 'content',
  checkInOut: 'content',
  guestApp: 'content',
  bedrooms: 'content',
  amenities: 'content',
  photos: 'content',
  pricing: 'rad',
  seasonalRates: 'rad',
  bookingSettings: 'rad',
  calendarRates: 'rad',
  calendarMinNights: 'rad',
  availability: 'rad',
  bookings: 'rad',
} as const;
export type SavedSection = keyof typeof PUSH_AFTER;

/**
 * After a save: POST /properties/{id}/content|rad/push naming the saved section, then forget what this request
 * loaded about the listing (the push moves lastSyncedAt; the save may change completeness, cover photo, lists).
 */
export async function pushAfterSave(context: GatewayContext, propertyId: number, section: SavedSection): Promise<void> {
  await context.rest.post(`/properties/${propertyId}/${PUSH_AFTER[section]}/push`, { changed: section });
  forgetProperty(context.loaders, propertyId);
}
