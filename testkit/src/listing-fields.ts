/** A listing's full address, with its location: 12 Church Street, Whitby. */
export const CHURCH_STREET_ADDRESS = {
  addressHouseNumber: '12',
  addressStreet: 'Church Street',
  addressTown: 'Whitby',
  addressPostcode: 'YO22 4AE',
  addressCountry: 'United Kingdom',
  addressLatitude: 54.4866,
  addressLongitude: -0.6114,
};

/**
 * Every field of a listing the completion marks and the activation look at, except photos and iCal links: a whole
 * listing for the API's and the gateway's tests (PUT /properties/{id} takes it as it is).
 */
export const COMPLETE_FIELDS = {
  description: 'A stone cottage above the harbour, two minutes from the beach.',
  type: 'Cottage',
  floor: 1,
  space: 85,
  numberOfBathrooms: 1,
  licenceNumber: 'NYM-2026-0142',
  ...CHURCH_STREET_ADDRESS,
  baseRate: 12000,
  minNights: 2,
  standardGuests: 4,
  canSleepMax: 5,
  daysBeforeArrival: 1,
  cancellationPolicyMode: 'Flexible',
  arriveAfter: '15:00',
  arriveBefore: '21:00',
  departBefore: '10:00',
  checkInStep1Description: 'The key safe is left of the blue door; the code comes with your booking.',
};

/** Pricing and booking settings that make a listing bookable: 100.00 a night, 2 to 4 guests, 2 nights minimum. */
export const PRICED_FIELDS = {
  baseRate: 10000,
  minNights: 2,
  standardGuests: 2,
  canSleepMax: 4,
  daysBeforeArrival: 1,
  cancellationPolicyMode: 'Flexible',
};

/**
 * The completion marks of a listing with every section done, but the iCal links' mark, whose name differs: `calendars`
 * in the REST API, `icalLinks` (with `complete`) in GraphQL.
 */
export const SECTIONS_DONE = {
  details: true,
  address: true,
  pricing: true,
  bookingSettings: true,
  photos: true,
  checkInOut: true,
};
