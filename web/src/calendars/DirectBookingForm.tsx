import { Button, Stack } from '@chakra-ui/react';
import type { SubmissionErrors } from 'final-form';
import type { ReactNode } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { FormError } from '../forms/FormError';
import { TextField } from '../forms/TextField';
import { validateWithYup } from '../forms/validateWithYup';
import { GuestsField } from './GuestsField';
import { directBookingFormSchema, type DirectBookingFormValues } from './calendarForms';

const validate = validateWithYup<DirectBookingFormValues>(directBookingFormSchema);

interface DirectBookingFormProps {
  onSubmit: (values: DirectBookingFormValues) => Promise<SubmissionErrors | void>;
  /** Shown above the submit button with the guests typed so far: 1 while empty, null while not a whole number ≥ 1. */
  preview?: (numberOfGuest: number | null) => ReactNode;
}

const guestsOf = (value: unknown): number | null => {
  if (value === '' || value == null) return 1;
  const count = Number(value);
  return Number.isInteger(count) && count >= 1 ? count : null;
};

/** Add Direct Booking (spec §5): guest name required, guests an integer, payment method free text. Presentational. */
export function DirectBookingForm({ onSubmit, preview }: DirectBookingFormProps) {
  return (
    <Form<DirectBookingFormValues>
      onSubmit={(values) => onSubmit(directBookingFormSchema.cast(values))}
      validate={validate}
      render={({ handleSubmit, submitting, submitError }) => (
        <Stack asChild gap="3">
          <form noValidate onSubmit={handleSubmit} aria-label="Add direct booking">
            <FormError>{submitError as string | undefined}</FormError>
            <TextField name="providerGuestName" label="Guest name" required autoComplete="off" />
            <GuestsField />
            <TextField name="paymentMethod" label="Payment method" helperText="For example: bank transfer, cash" />
            {preview && (
              <FormSpy<DirectBookingFormValues> subscription={{ values: true }}>
                {({ values }) => preview(guestsOf(values.numberOfGuest))}
              </FormSpy>
            )}
            <Button type="submit" size="sm" colorPalette="brand" loading={submitting} alignSelf="flex-start">
              Add booking
            </Button>
          </form>
        </Stack>
      )}
    />
  );
}
