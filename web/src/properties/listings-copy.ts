/**
 * The texts of the listings and the property page (spec §2 Listings and Property page, §4, §5, §8), apart from
 * web/src/copy.ts so they load with those pages, not with the first screen.
 */
export const LISTINGS = {
  // Spec texts (§8 confirmations and empty states, §2 Local Guide link, §4 activation dialog).
  empty: "You haven't added any Listings yet.",
  added: 'Listing Added',
  archived: 'Property archived',
  unarchived: 'Property unarchived',
  activationTitle: 'Could not Open property',
  activationIntro: (name: string) =>
    `The property "${name}" cannot be activated for syncing until the following issues are corrected:`,
  localGuideNeedsAddress: 'To search for nearby places, first complete your property address',
  copyListError: 'Error!',
  copyBookingTitle: 'Copy booking settings from another listing',
  copyBookingWarning: 'This will overwrite all current booking settings.',
  copyPricingTitle: 'Copy pricing from another listing',
  copyPricingWarning: 'This will overwrite your pricing options, except manual overrides.',
  flexibleHint: 'Guests can cancel until 24 hours before arrival',
  extraGuestHint: 'Guests beyond the standard number, up to the maximum, pay the extra guest price.',
  floorHint: '1 for whole house, negative below ground',
  descriptionLabel: 'Description (maximum 500 words)',
  nameHint: (max: number) => `Airbnb shows at most ${max} characters of a listing name.`,

  // The portal's own wording.
  addProperty: 'Add Property',
  addPropertyTitle: 'Add a listing',
  notFoundTitle: 'Listing not found',
  notFoundBody: "This listing doesn't exist, or it belongs to another account.",
  archivedSwitchHint: 'Archived listings cannot be opened. Unarchive it first.',
  archiveTitle: 'Archive this listing?',
  archiveBody:
    'An archived listing is closed for syncing, so channels stop receiving its rates and availability. It moves to the end of your listings, and you can unarchive it at any time.',
  unarchiveTitle: 'Unarchive this listing?',
  unarchiveBody: 'The listing comes back among your listings, closed. Open it again when it is ready to sync.',
  moderateHint: 'Guests can cancel until 5 days before arrival',
  strictHint: 'Guests can cancel until 14 days before arrival, for a 50% refund',
  copied: (what: 'booking' | 'pricing', from: string) =>
    what === 'booking' ? `Booking settings copied from ${from}` : `Pricing copied from ${from}`,
  noOtherListings: 'You have no other listings to copy from yet.',
  bedroomsEmpty: 'No bedrooms yet. Add one for each bedroom guests can use.',
  addressEmpty: 'No address yet. Search for it below, and pick it from the suggestions.',
  placeSearchHint: 'Start typing the street address or postcode.',
} as const;
