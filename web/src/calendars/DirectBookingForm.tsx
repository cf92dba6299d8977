import { Button, Stack } from '@chakra-ui/react';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { FormError } from '../forms/FormError';
import { TextField } from '../forms/TextField';
import { validateWithYup } from '../forms/validateWithYup';
import { directBookingFormSchema, type DirectBookingFormValues } from './calendarForms';

const validate = validateWithYup<DirectBookingFormValues>(directBookingFormSchema);

interface DirectBookingFormProps {
  onSubmit: (values: DirectBookingFormValues) => Promise<SubmissionErrors | void>;
}

/** Add Direct Booking (spec §5): guest name required, guests an integer, payment method free text. Presentational. */
export function DirectBookingForm({ onSubmit }: DirectBookingFormProps) {
  return (
    <Form<DirectBookingFormValues>
      onSubmit={(values) => onSubmit(directBookingFormSchema.cast(values))}
      validate={validate}
      render={({ handleSubmit, submitting, submitError }) => (
        <Stack asChild gap="3">
          <form noValidate onSubmit={handleSubmit} aria-label="Add direct booking">
            <FormError>{submitError as string | undefined}</FormError>
            <TextField name="providerGuestName" label="Guest name" required autoComplete="off" />
            <TextField
              name="numberOfGuest"
              label="Guests"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              required
            />
            <TextField name="paymentMethod" label="Payment method" helperText="For example: bank transfer, cash" />
            <Button type="submit" size="sm" colorPalette="brand" loading={submitting} alignSelf="flex-start">
              Add booking
            </Button>
          </form>
        </Stack>
      )}
    />
  );
}
