import {
  FIELD_NAMES,
  PROPERTY_FIELDS,
  type PropertyField,
  type PropertySection,
  type PropertyValues,
} from '@portal/contract';

export {
  BOOLEAN_FIELDS,
  FIELD_NAMES,
  PROPERTY_FIELDS,
  PROPERTY_LIST_FIELDS,
  STEP_IMAGE_FIELDS,
  type BooleanField,
  type PropertyField,
  type PropertySection,
  type PropertyValues,
} from '@portal/contract';

/** The listing's own fields of `source`, nothing else (no export token, no ids). */
export function fieldValues(source: PropertyValues): PropertyValues {
  return Object.fromEntries(FIELD_NAMES.map((field) => [field, source[field]])) as PropertyValues;
}

export function fieldsOf(section: PropertySection): PropertyField[] {
  return FIELD_NAMES.filter((field) => PROPERTY_FIELDS[field][1] === section);
}

/** What POST /copy-property-booking-settings copies. */
export const BOOKING_SETTINGS_FIELDS = fieldsOf('bookingSettings');
/** What POST /copy-property-pricing-settings copies (with the seasonal rates). */
export const PRICING_FIELDS = fieldsOf('pricing');
