import * as yup from 'yup';
import { propertyFieldRules, required } from './fields.js';

const r = propertyFieldRules;

/** Booking Settings form: every field required (spec §5). */
export const bookingSettingsSchema = yup.object({
  minNights: required(r.minNights),
  standardGuests: required(r.standardGuests),
  canSleepMax: required(r.canSleepMax),
  daysBeforeArrival: required(r.daysBeforeArrival),
  cancellationPolicyMode: required(r.cancellationPolicyMode),
});
