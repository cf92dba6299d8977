/** The multi-calendar's texts. */
export const MULTI_CALENDAR = {
  // Spec §2 "Multi-calendar (/calendar)" and §8 empty states.
  pricingMissing: 'Pricing missing',
  bookingSettingsMissing: 'Booking settings missing',
  empty: "You don't have any Listings yet",
  emptyDescription: 'Add a listing and set its prices to see its rates, stays and blocked dates here.',
  addListing: 'Add a listing',
  blocked: 'Blocked',
  cancelled: 'Cancelled',
  direct: 'Direct',
  guest: 'Guest',
  listings: (count: number) => `${count} ${count === 1 ? 'listing' : 'listings'}`,
  minNights: (nights: number) => `Min ${nights}`,
  spanFailed: 'Some dates could not be loaded.',
  retry: 'Try again',
};
