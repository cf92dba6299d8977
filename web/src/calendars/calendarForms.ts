import { directBookingSchema, PROPERTY_LIMITS } from '@portal/schema';
import * as yup from 'yup';

const whole = (min: number, max: number) =>
  yup
    .number()
    .transform((value: unknown, original: unknown) => (original === '' || original == null ? undefined : value))
    .typeError('Must be a number')
    .integer('Must be a whole number')
    .min(min, `Must be at least ${min}`)
    .max(max, `Must be at most ${max}`)
    .optional();

/** Spec §5 Calendar: the rate in whole units of the owner's currency, the minimum stay an integer. */
export const overrideSchema = yup.object({
  rate: whole(1, PROPERTY_LIMITS.price.max / 100),
  minNights: whole(PROPERTY_LIMITS.minNights.min, PROPERTY_LIMITS.minNights.max),
});
export type OverrideValues = yup.InferType<typeof overrideSchema>;
export const OVERRIDE_FIELDS = ['rate', 'minNights'] as const;

/** Spec §5 Direct booking: guest name required, guests an integer, payment method free text. */
export const directBookingFormSchema = directBookingSchema.pick([
  'providerGuestName',
  'numberOfGuest',
  'paymentMethod',
]);
export type DirectBookingFormValues = yup.InferType<typeof directBookingFormSchema>;
export const DIRECT_BOOKING_FIELDS = ['providerGuestName', 'numberOfGuest', 'paymentMethod'] as const;
