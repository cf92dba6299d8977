import { propertyFieldsForm } from './fields.js';

const BOOKING_SETTINGS = [
  'minNights',
  'standardGuests',
  'canSleepMax',
  'daysBeforeArrival',
  'cancellationPolicyMode',
] as const;

/** Booking Settings form: every field required (spec §5). */
export const bookingSettingsSchema = propertyFieldsForm(BOOKING_SETTINGS, BOOKING_SETTINGS);
