/**
 * The stored fields of a listing, by name: their JSON type and the property-page section they belong to. The body
 * and response schemas (properties.ts), the API's table type and its copy operations are all derived from this one
 * table; the rules and messages are the shared yup schemas of @portal/schema (propertyFieldRules).
 */
export const PROPERTY_FIELDS = {
  // Property Details
  name: ['string', 'details'],
  description: ['string', 'details'],
  type: ['string', 'details'],
  floor: ['integer', 'details'],
  space: ['integer', 'details'],
  numberOfBathrooms: ['integer', 'details'],
  licenceNumber: ['string', 'details'],
  licenceExempt: ['boolean', 'details'],
  legalToOperate: ['boolean', 'details'],
  // Property Address
  addressCountry: ['string', 'address'],
  addressPostcode: ['string', 'address'],
  addressHouseNumber: ['string', 'address'],
  addressHouseName: ['string', 'address'],
  addressStreet: ['string', 'address'],
  addressTown: ['string', 'address'],
  addressLatitude: ['number', 'address'],
  addressLongitude: ['number', 'address'],
  // Manage Pricing
  baseRate: ['integer', 'pricing'],
  lengthOfStayEnabled: ['boolean', 'pricing'],
  weeklyDiscount: ['integer', 'pricing'],
  fortnightlyDiscount: ['integer', 'pricing'],
  monthlyDiscount: ['integer', 'pricing'],
  quarterlyDiscount: ['integer', 'pricing'],
  earlyBirdEnabled: ['boolean', 'pricing'],
  earlyBirdMinDaysBeforeArrival: ['integer', 'pricing'],
  earlyBirdDiscount: ['integer', 'pricing'],
  lastMinuteEnabled: ['boolean', 'pricing'],
  lastMinuteMaxDaysBeforeArrival: ['integer', 'pricing'],
  lastMinuteDiscount: ['integer', 'pricing'],
  weekendEnabled: ['boolean', 'pricing'],
  weekendMarkup: ['integer', 'pricing'],
  orphanNightsEnabled: ['boolean', 'pricing'],
  orphanNightsMinNights: ['integer', 'pricing'],
  orphanNightsMarkup: ['integer', 'pricing'],
  seasonalEnabled: ['boolean', 'pricing'],
  extraChargesEnabled: ['boolean', 'pricing'],
  securityDeposit: ['integer', 'pricing'],
  cleaningFee: ['integer', 'pricing'],
  linenFee: ['integer', 'pricing'],
  managementFee: ['integer', 'pricing'],
  cityTax: ['integer', 'pricing'],
  extraGuestPrice: ['integer', 'pricing'],
  // Booking Settings
  minNights: ['integer', 'bookingSettings'],
  standardGuests: ['integer', 'bookingSettings'],
  canSleepMax: ['integer', 'bookingSettings'],
  daysBeforeArrival: ['integer', 'bookingSettings'],
  cancellationPolicyMode: ['string', 'bookingSettings'],
  // Check-In/Out Guides
  arriveAfter: ['string', 'checkInOut'],
  arriveBefore: ['string', 'checkInOut'],
  departBefore: ['string', 'checkInOut'],
  checkInYoutubeId: ['string', 'checkInOut'],
  checkInStep1Description: ['string', 'checkInOut'],
  checkInStep1Image: ['string', 'checkInOut'],
  checkInStep2Description: ['string', 'checkInOut'],
  checkInStep2Image: ['string', 'checkInOut'],
  checkInStep3Description: ['string', 'checkInOut'],
  checkInStep3Image: ['string', 'checkInOut'],
  checkOutYoutubeId: ['string', 'checkInOut'],
  checkOutStep1Description: ['string', 'checkInOut'],
  checkOutStep1Image: ['string', 'checkInOut'],
  checkOutStep2Description: ['string', 'checkInOut'],
  checkOutStep2Image: ['string', 'checkInOut'],
  checkOutStep3Description: ['string', 'checkInOut'],
  checkOutStep3Image: ['string', 'checkInOut'],
  // Guest app and listing
  welcomeMessage: ['string', 'guestApp'],
  welcomeMessageYoutubeId: ['string', 'guestApp'],
  autoMessageEnabled: ['boolean', 'guestApp'],
  autoMessageContent: ['string', 'guestApp'],
  wifiName: ['string', 'guestApp'],
  wifiCode: ['string', 'guestApp'],
  wifiDetails: ['string', 'guestApp'],
  airbnbUrl: ['string', 'guestApp'],
  isArchived: ['boolean', 'state'],
} as const;

type Fields = typeof PROPERTY_FIELDS;
export type PropertyField = keyof Fields;
export type PropertySection = Fields[PropertyField][1];
type ValueOf<T> = T extends 'boolean' ? boolean : T extends 'string' ? string | null : number | null;
/** A listing's stored values (booleans never null). */
export type PropertyValues = { -readonly [F in PropertyField]: ValueOf<Fields[F][0]> };
export type BooleanField = { [F in PropertyField]: Fields[F][0] extends 'boolean' ? F : never }[PropertyField];

export const FIELD_NAMES = Object.keys(PROPERTY_FIELDS) as PropertyField[];
export const BOOLEAN_FIELDS = FIELD_NAMES.filter((field) => PROPERTY_FIELDS[field][0] === 'boolean') as BooleanField[];

/** The step image fields: each holds an image reference (`/images/{id}` or `/uploads/…`). */
export const STEP_IMAGE_FIELDS = [
  'checkInStep1Image',
  'checkInStep2Image',
  'checkInStep3Image',
  'checkOutStep1Image',
  'checkOutStep2Image',
  'checkOutStep3Image',
] as const satisfies readonly PropertyField[];
export type StepImageField = (typeof STEP_IMAGE_FIELDS)[number];
