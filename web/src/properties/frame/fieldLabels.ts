/** How the property page names the fields the API's violations point at (the activation dialog's `field: …`). */
const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  description: 'Description',
  type: 'Type',
  floor: 'Floor',
  space: 'Space',
  numberOfBathrooms: 'Bathrooms',
  licenceNumber: 'Licence number',
  addressStreet: 'Street',
  addressTown: 'Town',
  addressPostcode: 'Postcode',
  addressCountry: 'Country',
  addressLatitude: 'Location',
  addressLongitude: 'Location',
  baseRate: 'Base rate',
  lengthOfStayEnabled: 'Length of stay discounts',
  earlyBirdEnabled: 'Early bird discount',
  lastMinuteEnabled: 'Last minute discount',
  weekendEnabled: 'Weekend pricing',
  orphanNightsEnabled: 'Orphan nights',
  seasonalEnabled: 'Seasonal rates',
  extraChargesEnabled: 'Extra charges',
  minNights: 'Minimum stay',
  standardGuests: 'Standard guests',
  canSleepMax: 'Maximum guests',
  daysBeforeArrival: 'Days before arrival',
  cancellationPolicyMode: 'Cancellation policy',
  images: 'Photos',
  calendars: 'iCal links',
  arriveAfter: 'Arrive after',
  arriveBefore: 'Arrive before',
  departBefore: 'Depart before',
  checkInStep1Description: 'Check-in step 1',
  isArchived: 'Archived',
};

/** 'Base rate' for baseRate; an unknown path is spelled out from its camelCase ('someField' → 'Some field'). */
export function fieldLabel(propertyPath: string): string {
  const known = FIELD_LABELS[propertyPath];
  if (known) return known;
  if (!propertyPath) return 'Listing';
  const words = propertyPath
    .replace(/[[\].]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
