import { addDays } from './dates.js';

/** The guest web app's texts (issue 13), shared by the API and the web app. */
export const GUEST_APP_MESSAGES = {
  wifiLater: 'Wifi details appear the day before you arrive',
  cancelled: 'This stay was cancelled',
  payOnArrival: 'Pay the host on arrival',
  wrongCode: 'This invite link is not valid. Ask your host for a new one.',
  joinedByOther: 'Another guest has already joined this booking',
  notYours: 'This stay is not linked to your account. Open the invite link your host sent you.',
  serviceNotOffered: 'This service is not offered at this listing',
  nothingChosen: 'Choose at least one service',
  stayCancelled: 'This stay was cancelled',
  alreadyRated: 'You have already rated this stay',
  ratingRange: 'Choose 1 to 5 stars',
} as const;

/** Before the checkout day the rating form says when it opens. */
export const ratingOpensOn = (day: string) => `You can rate your stay from ${day}`;

/** The four ratings of a stay (spec §3 Booking ratingCleanliness …), 1 to 5 stars each. */
export const STAY_RATINGS = ['cleanliness', 'condition', 'app', 'overall'] as const;
export type StayRatingName = (typeof STAY_RATINGS)[number];

/** A stay can be rated from its checkout day on (UTC days). */
export const ratingOpen = (stay: { endDate: string }, today: string): boolean => today >= stay.endDate;

export const PURCHASE_LIMITS = {
  /** Line items in one order. */
  lineItemsMax: 20,
  /** Of one service in one order. */
  quantityMax: 20,
} as const;

/** The wifi name and code show from the day before arrival until the departure day (UTC days). */
export const wifiVisible = (stay: { startDate: string; endDate: string }, today: string): boolean =>
  today >= addDays(stay.startDate, -1) && today <= stay.endDate;

type OrderLine = { name: string; quantity: number };

/** An order's name: '2 × Late check-out, 1 × Breakfast'. */
export const orderSummary = (lines: OrderLine[]): string =>
  lines.map((line) => `${line.quantity} × ${line.name}`).join(', ');

/** The message the host's conversation gets: 'Grace Hopper ordered 2 × Late check-out'. */
export const orderMessage = (guest: string, lines: OrderLine[]): string => `${guest} ordered ${orderSummary(lines)}`;

/** The guest's part of an invite link: 'Zoë Ångström' → 'zoe-angstrom' ('guest' without a name). */
export const inviteSlug = (name: string | null): string =>
  (name ?? 'guest')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'guest';

/** The invite link the host copies: `/invite/{bookingId}/{guest-slug}?code=…` under the portal's origin. */
export const inviteLink = (
  origin: string,
  booking: { id: number | string; guestName: string | null; inviteCode: string },
) => `${origin}/invite/${booking.id}/${inviteSlug(booking.guestName)}?code=${encodeURIComponent(booking.inviteCode)}`;
