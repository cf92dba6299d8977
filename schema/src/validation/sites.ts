import type * as yup from 'yup';
import { PROPERTY_LIMITS as L } from '../constants.js';
import { PROPERTY_MESSAGES as M } from '../messages.js';
import { stayQuoteSchema } from './calendars.js';
import { email, requiredString } from './common.js';

/*
 * The white-label booking site (issue 15 point 9): what an anonymous guest sends. The dates and guests are those of a
 * direct booking (spec §5 Direct booking); the guest also leaves an email so the host can answer.
 */

/** Texts of the booking site that the spec does not word. */
export const SITE_MESSAGES = {
  noLongerAvailable: 'Sorry, these dates are no longer available. Please choose other dates.',
  requestSent: 'Thank you! Your request has been sent to the host, who will reply by email.',
  noListings: 'This host has no listings open for booking right now.',
  siteNotFound: 'This booking site does not exist.',
  minimumStay: (nights: number) => `The minimum stay from this arrival date is ${nights} nights`,
} as const;

/** Public site addresses: lower-case words joined by dashes. */
export const SITE_SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const SITE_SLUG_MAX = 60;

/** POST /public/sites/{slug}/properties/{id}/booking-requests. */
export const bookingRequestSchema = stayQuoteSchema.shape({
  guestName: requiredString().max(L.nameMax, M.tooLong),
  email: email(),
});
export type BookingRequestValues = yup.InferType<typeof bookingRequestSchema>;

/** A host's site address from their name: 'Zoë  O'Brien' → 'zoe-o-brien'; 'host' when nothing is left. */
export function siteSlugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SITE_SLUG_MAX - 4)
    .replace(/-+$/, '');
  return slug || 'host';
}
