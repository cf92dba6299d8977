/**
 * Texts the web portal needs that @portal/schema's MESSAGES does not hold (yet). Spec texts found in MESSAGES are
 * always imported from there; everything here is either described by the spec without a verbatim wording, or is the
 * portal's own wording. Kept in this one module so it can move to @portal/schema in one step.
 */
export { APP_NAME } from './app-name';

export const COPY = {
  tagline: 'Listings, calendars, bookings and guest messages for your short-term rentals, in one place.',

  // Plan page (spec §2 "Plan page").
  planTitle: 'You have no active subscription',
  planSubtitle: (trialDays: number) => `Pick a plan to start your ${trialDays} day free trial.`,
  planComingSoon: 'Coming Soon',
  // Shown as one line: '£4.99 per listing / month', 'Free forever'.
  planFree: 'Free',
  planFreeUnit: 'forever',
  planPerListing: 'per listing / month',
  planTrialNote: (days: number, price: string) => `${days} days free, then ${price} per listing each month.`,
  planCancelled: 'Checkout was cancelled, so no subscription was started. You can pick a plan whenever you are ready.',

  // Mode select and the app-only page (spec §1, §2 gate order).
  modeTitle: 'How will you use Host Portal?',
  modeSubtitle: 'Hosts manage their listings here. Guests use the mobile apps to find their stay and services.',
  modeHost: 'I own or manage short-term rental properties.',
  modeGuest: "I'm staying at a property and want the guest app.",
  guestTitle: 'The guest experience lives in our apps',
  guestBody:
    'The web portal is for hosts. As a guest, download the app for your phone to see your stay, message your host and book services.',

  notFoundTitle: 'Page not found',
  notFoundBody: "We couldn't find that page. It may have moved, or the link may be mistyped.",
} as const;

/** Per screen: the page title, and what the page will hold while its feature is being built. */
export const PAGES = {
  dashboard: { title: 'Dashboard' },
  channels: {
    title: 'Channels',
    description:
      'Each listing imports the bookings of Airbnb, Booking.com, HomeAway and TripAdvisor through their iCal links, and they import yours.',
  },
  calendar: { title: 'Calendar' },
  propertyCalendar: { title: 'Listing calendar' },
  listings: { title: 'Listings' },
  homeGuide: {
    title: 'Home Guide',
  },
  localGuide: {
    title: 'Local Guide',
  },
  wifi: {
    title: 'Wifi',
  },
  search: { title: 'Search' },
  guestServices: {
    title: 'Guest Services',
  },
  guestService: {
    addTitle: 'Add Guest Service',
    editTitle: 'Edit Guest Service',
  },
  hostAssist: {
    title: 'Host Assist',
  },
  profile: {
    title: 'Profile',
  },
  analytics: {
    title: 'Analytics',
  },
  settings: {
    title: 'Settings',
  },
  messageTemplate: {
    addTitle: 'Add Message Template',
    editTitle: 'Edit Message Template',
  },
} as const;
