import { COMPLETENESS_SECTIONS } from '@portal/contract';
import { MAIN_PHOTO_TYPE, MIN_PHOTOS_PER_LISTING, type Violation } from '@portal/schema';
import type { PropertyField } from './fields.js';
import type { Property } from './repository.js';

/**
 * What completeness looks at besides the listing's own fields. `property` may hold only some fields (a calendar reads
 * just those of the sections it marks, `fieldsCheckedIn`): a field left out counts as unset.
 */
export interface CompletenessInput {
  property: Partial<Property>;
  photoTypes: (string | null)[];
  calendarCount: number;
  seasonalRateCount: number;
}

/** The property page's sections, each with its completion mark (spec §2 Property page). */
export type CompletenessSection = (typeof COMPLETENESS_SECTIONS)[number];
export type Completeness = Record<CompletenessSection, boolean>;

interface Check {
  section: CompletenessSection;
  /** The field the host fixes, or the section when no single field is to blame. */
  propertyPath: string;
  /** The listing's fields `missing` looks at. */
  reads: PropertyField[];
  /** True when something is missing. */
  missing(input: CompletenessInput): boolean;
  message: string | ((input: CompletenessInput) => string);
  /**
   * Whether the listing can still be opened for syncing without it. An iCal link and the step texts make the
   * property page complete, but the channels do not need them.
   */
  optionalForActivation?: true;
}

const unset = (value: unknown) => value === null || value === undefined || value === '';
const field = (
  section: CompletenessSection,
  name: PropertyField,
  message: string,
  extra: Partial<Check> = {},
): Check => ({
  section,
  propertyPath: name,
  reads: [name],
  missing: ({ property }) => unset(property[name]),
  message,
  ...extra,
});
const block = (
  enabled: PropertyField,
  values: PropertyField[],
  propertyPath: string,
  message: string,
  needs: 'all' | 'any',
): Check => ({
  section: 'pricing',
  propertyPath,
  reads: [enabled, ...values],
  missing: ({ property }) =>
    property[enabled] === true &&
    (needs === 'all' ? values.some((name) => unset(property[name])) : values.every((name) => unset(property[name]))),
  message,
});
const photoCount = ({ photoTypes }: CompletenessInput) => photoTypes.length;

/**
 * Every rule of 'complete', in the order the property page shows its sections. The section flags of the property
 * item and the activation switch's violations both come from this list, so they always agree.
 */
const CHECKS: Check[] = [
  field('details', 'name', 'Give the property a name'),
  field('details', 'description', 'Add a description of the property'),
  field('details', 'type', 'Choose the type of property'),
  field('details', 'floor', 'Enter the floor the property is on (1 for a whole house)'),
  field('details', 'space', 'Enter the floor area in square metres'),
  {
    section: 'details',
    propertyPath: 'licenceNumber',
    reads: ['licenceExempt', 'licenceNumber'],
    missing: ({ property }) => !property.licenceExempt && unset(property.licenceNumber),
    message: 'Enter the licence number, or mark the property as licence exempt',
  },
  field('address', 'addressStreet', 'Enter the street of the address'),
  field('address', 'addressTown', 'Enter the town of the address'),
  field('address', 'addressPostcode', 'Enter the postcode of the address'),
  field('address', 'addressCountry', 'Enter the country of the address'),
  {
    section: 'address',
    propertyPath: 'addressLatitude',
    reads: ['addressLatitude', 'addressLongitude'],
    missing: ({ property }) => unset(property.addressLatitude) || unset(property.addressLongitude),
    message: 'Find the address with the address search, so the property has a location on the map',
  },
  field('pricing', 'baseRate', 'Set the base rate'),
  block(
    'lengthOfStayEnabled',
    ['weeklyDiscount', 'fortnightlyDiscount', 'monthlyDiscount', 'quarterlyDiscount'],
    'lengthOfStayEnabled',
    'Length of stay discounts are on: set at least one discount, or turn them off',
    'any',
  ),
  block(
    'earlyBirdEnabled',
    ['earlyBirdMinDaysBeforeArrival', 'earlyBirdDiscount'],
    'earlyBirdEnabled',
    'The early bird discount is on: set the discount and the days before arrival, or turn it off',
    'all',
  ),
  block(
    'lastMinuteEnabled',
    ['lastMinuteMaxDaysBeforeArrival', 'lastMinuteDiscount'],
    'lastMinuteEnabled',
    'The last minute discount is on: set the discount and the days before arrival, or turn it off',
    'all',
  ),
  block(
    'weekendEnabled',
    ['weekendMarkup'],
    'weekendEnabled',
    'Weekend pricing is on: set the markup, or turn it off',
    'all',
  ),
  block(
    'orphanNightsEnabled',
    ['orphanNightsMinNights', 'orphanNightsMarkup'],
    'orphanNightsEnabled',
    'Orphan night pricing is on: set the markup and the number of nights, or turn it off',
    'all',
  ),
  {
    section: 'pricing',
    propertyPath: 'seasonalEnabled',
    reads: ['seasonalEnabled'],
    missing: ({ property, seasonalRateCount }) => property.seasonalEnabled === true && seasonalRateCount === 0,
    message: 'Seasonal rates are on: add a season, or turn them off',
  },
  block(
    'extraChargesEnabled',
    ['securityDeposit', 'cleaningFee', 'linenFee', 'managementFee', 'cityTax', 'extraGuestPrice'],
    'extraChargesEnabled',
    'Extra charges are on: set at least one charge, or turn them off',
    'any',
  ),
  field('bookingSettings', 'minNights', 'Set the minimum number of nights'),
  field('bookingSettings', 'standardGuests', 'Set the standard number of guests'),
  field('bookingSettings', 'canSleepMax', 'Set the maximum number of guests'),
  field('bookingSettings', 'daysBeforeArrival', 'Set how many days before arrival guests must book'),
  field('bookingSettings', 'cancellationPolicyMode', 'Choose a cancellation policy'),
  {
    section: 'photos',
    propertyPath: 'images',
    reads: [],
    missing: (input) => photoCount(input) < MIN_PHOTOS_PER_LISTING,
    message: (input) => {
      const count = photoCount(input);
      return `Add at least ${MIN_PHOTOS_PER_LISTING} photos (there ${count === 1 ? 'is' : 'are'} ${count} so far)`;
    },
  },
  {
    section: 'photos',
    propertyPath: 'images',
    reads: [],
    missing: ({ photoTypes }) => !photoTypes.includes(MAIN_PHOTO_TYPE),
    message: 'Choose a main photo',
  },
  {
    section: 'calendars',
    propertyPath: 'calendars',
    reads: [],
    missing: ({ calendarCount }) => calendarCount === 0,
    message: 'Add an iCal link from one of your channels',
    optionalForActivation: true,
  },
  field('checkInOut', 'arriveAfter', 'Set the earliest check-in time'),
  field('checkInOut', 'arriveBefore', 'Set the latest check-in time'),
  field('checkInOut', 'departBefore', 'Set the check-out time'),
  field('checkInOut', 'checkInStep1Description', 'Describe the first check-in step', { optionalForActivation: true }),
];

function failing(input: CompletenessInput): Check[] {
  return CHECKS.filter((check) => check.missing(input));
}

/** One flag per section: true when nothing in it is missing. */
export function completenessOf(input: CompletenessInput): Completeness {
  const missing = new Set(failing(input).map((check) => check.section));
  return Object.fromEntries(COMPLETENESS_SECTIONS.map((section) => [section, !missing.has(section)])) as Completeness;
}

/** Whether nothing in `section` is missing: as `completenessOf(input)[section]`, for one section. */
export function sectionComplete(section: CompletenessSection, input: CompletenessInput): boolean {
  return !CHECKS.some((check) => check.section === section && check.missing(input));
}

/** The listing's fields the checks of `sections` read: a row of just these marks those sections right. */
export function fieldsCheckedIn(sections: readonly CompletenessSection[]): PropertyField[] {
  return [...new Set(CHECKS.filter((check) => sections.includes(check.section)).flatMap((check) => check.reads))];
}

/** What stops the listing from being opened for syncing: one violation per problem, in page order. */
export function activationProblems(input: CompletenessInput): Violation[] {
  return failing(input)
    .filter((check) => !check.optionalForActivation)
    .map((check) => ({
      propertyPath: check.propertyPath,
      message: typeof check.message === 'function' ? check.message(input) : check.message,
    }));
}
