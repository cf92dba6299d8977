import type { PropertySections_PropertyFragment } from '../../__generated__/graphql';

type Completeness = PropertySections_PropertyFragment['completeness'];

export interface SectionInfo {
  /** Element id and hash: `#pricing` and `#import` are the spec's. */
  id: string;
  title: string;
  /** The completeness flag of the section's mark. */
  mark?: keyof Omit<Completeness, '__typename' | 'complete'>;
}

/** The listing's sections, in the page's order (spec §2 Property page). */
export const LISTING_SECTIONS = [
  { id: 'details', title: 'Property Details', mark: 'details' },
  { id: 'address', title: 'Property Address', mark: 'address' },
  { id: 'pricing', title: 'Manage Pricing', mark: 'pricing' },
  { id: 'booking-settings', title: 'Booking Settings', mark: 'bookingSettings' },
  { id: 'photos', title: 'Photos', mark: 'photos' },
  { id: 'import', title: 'Add iCal Link', mark: 'icalLinks' },
  { id: 'check-in-out', title: 'Check-In/Out Guides', mark: 'checkInOut' },
] as const satisfies readonly SectionInfo[];

/** Under the Guest App heading. */
export const GUEST_APP_SECTIONS = [
  { id: 'welcome-message', title: 'Welcome Message' },
  { id: 'guest-services', title: 'Guest Services' },
  { id: 'home-guide', title: 'Home Guide' },
  { id: 'local-guide', title: 'Local Guide' },
] as const satisfies readonly SectionInfo[];

export type ListingSectionId = (typeof LISTING_SECTIONS)[number]['id'];
export type GuestAppSectionId = (typeof GUEST_APP_SECTIONS)[number]['id'];
export type SectionId = ListingSectionId | GuestAppSectionId;
