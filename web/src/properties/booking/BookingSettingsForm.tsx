import { Alert, SimpleGrid } from '@chakra-ui/react';
import { bookingSettingsSchema, CANCELLATION_POLICY_MODES, type CancellationPolicyMode } from '@portal/schema';
import type { SubmissionErrors } from 'final-form';
import type { InferType } from 'yup';
import { LISTINGS } from '../listings-copy';
import { FormActions } from '../../forms/FormActions';
import { RadioCardField } from '../../forms/RadioCardField';
import { SchemaForm } from '../../forms/SchemaForm';
import { TextField } from '../../forms/TextField';

export { bookingSettingsSchema };
export type BookingSettingsValues = InferType<typeof bookingSettingsSchema>;
export const BOOKING_SETTINGS_FIELDS = Object.keys(bookingSettingsSchema.fields) as (keyof BookingSettingsValues)[];

const POLICY_HINTS: Record<CancellationPolicyMode, string> = {
  Flexible: LISTINGS.flexibleHint,
  Moderate: LISTINGS.moderateHint,
  Strict: LISTINGS.strictHint,
};
const POLICY_OPTIONS = CANCELLATION_POLICY_MODES.map((mode) => ({
  value: mode,
  label: mode,
  description: POLICY_HINTS[mode],
}));

interface BookingSettingsFormProps {
  initialValues: Partial<BookingSettingsValues>;
  onSubmit: (values: BookingSettingsValues) => Promise<SubmissionErrors | void>;
}

/** Booking Settings (spec §5: every field required). Presentational. */
export function BookingSettingsForm({ initialValues, onSubmit }: BookingSettingsFormProps) {
  return (
    <SchemaForm
      schema={bookingSettingsSchema}
      initialValues={initialValues}
      onSubmit={onSubmit}
      label="Booking settings"
    >
      {({ submitting }) => (
        <>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
            <TextField
              name="minNights"
              label="Minimum stay (nights)"
              type="number"
              inputMode="numeric"
              min={1}
              required
            />
            <TextField
              name="daysBeforeArrival"
              label="Days before arrival"
              type="number"
              inputMode="numeric"
              min={0}
              required
              helperText="How many days ahead guests must book (0 for same-day bookings)"
            />
            <TextField
              name="standardGuests"
              label="Standard guests"
              type="number"
              inputMode="numeric"
              min={1}
              required
              helperText="Guests included in the base rate"
            />
            <TextField
              name="canSleepMax"
              label="Maximum guests"
              type="number"
              inputMode="numeric"
              min={1}
              required
              helperText="How many guests the property sleeps"
            />
          </SimpleGrid>
          <Alert.Root status="info" variant="subtle" size="sm">
            <Alert.Indicator />
            <Alert.Description>{LISTINGS.extraGuestHint}</Alert.Description>
          </Alert.Root>
          <RadioCardField name="cancellationPolicyMode" label="Cancellation policy" options={POLICY_OPTIONS} required />
          <FormActions submitting={submitting}>Save booking settings</FormActions>
        </>
      )}
    </SchemaForm>
  );
}
