import { Button, Stack } from '@chakra-ui/react';
import { bookingRequestSchema } from '@portal/schema';
import type { SubmissionErrors } from 'final-form';
import type { ReactNode } from 'react';
import { Form, FormSpy } from 'react-final-form';
import type * as yup from 'yup';
import { GuestsField } from '../calendars/GuestsField';
import { FormError } from '../forms/FormError';
import { TextField } from '../forms/TextField';
import { validateWithYup } from '../forms/validateWithYup';

/** The guest's part of a request to book; the dates come from the calendar. */
export const bookingRequestFormSchema = bookingRequestSchema.pick(['guestName', 'email', 'numberOfGuest']);
export type BookingRequestFormValues = yup.InferType<typeof bookingRequestFormSchema>;
export const BOOKING_REQUEST_FIELDS = ['guestName', 'email', 'numberOfGuest', 'startDate', 'endDate'] as const;

const validate = validateWithYup<BookingRequestFormValues>(bookingRequestFormSchema);

const guestsOf = (value: unknown): number | null => {
  if (value === '' || value == null) return 1;
  const count = Number(value);
  return Number.isInteger(count) && count >= 1 ? count : null;
};

interface BookingRequestFormProps {
  maxGuests: number | null;
  /** False until the guest has chosen whole dates: the button says what is missing. */
  datesChosen: boolean;
  onSubmit: (values: BookingRequestFormValues) => Promise<SubmissionErrors | void>;
  /** The live price for the guests typed so far (null while not a whole number ≥ 1). */
  preview: (numberOfGuest: number | null) => ReactNode;
}

/** Request to book: guest name, email and guests (spec §5 Direct booking, plus the email to answer). */
export function BookingRequestForm({ maxGuests, datesChosen, onSubmit, preview }: BookingRequestFormProps) {
  return (
    <Form<BookingRequestFormValues>
      onSubmit={(values) => onSubmit(bookingRequestFormSchema.cast(values))}
      validate={validate}
      initialValues={{ numberOfGuest: 1 }}
      render={({ handleSubmit, submitting, submitError, submitErrors }) => {
        const dateErrors = [submitErrors?.startDate, submitErrors?.endDate].filter(Boolean).join(' ');
        return (
          <Stack asChild gap="3">
            <form noValidate onSubmit={handleSubmit} aria-label="Request to book">
              <FormSpy<BookingRequestFormValues> subscription={{ values: true }}>
                {({ values }) => (datesChosen ? preview(guestsOf(values.numberOfGuest)) : null)}
              </FormSpy>
              <FormError>{dateErrors || (submitError as string | undefined)}</FormError>
              <TextField name="guestName" label="Your name" required autoComplete="name" />
              <TextField name="email" label="Email" type="email" required autoComplete="email" />
              <GuestsField maxGuests={maxGuests} />
              <Button type="submit" colorPalette="brand" loading={submitting} disabled={!datesChosen}>
                {datesChosen ? 'Request to book' : 'Choose your dates first'}
              </Button>
            </form>
          </Stack>
        );
      }}
    />
  );
}
