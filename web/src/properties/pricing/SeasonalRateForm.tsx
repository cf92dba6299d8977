import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { seasonalRateSchema } from '@portal/schema';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { CheckboxField } from '../../forms/CheckboxField';
import { FormError } from '../../forms/FormError';
import { TextField } from '../../forms/TextField';
import { validateWithYup } from '../../forms/validateWithYup';
import { NumberField } from './NumberField';

/** The seasonal rate form's rules: @portal/schema's, without the listing (the section knows it). */
export const seasonalRateFormSchema = seasonalRateSchema.omit(['property']);

export interface SeasonalRateFormValues {
  fromDate: string;
  toDate: string;
  /** Whole percent as typed; negative for a discount. */
  rateChange: string;
  repeatYearly: boolean;
}

/** The API's propertyPaths, which are the form's field names. */
export const SEASONAL_RATE_FIELDS = ['fromDate', 'toDate', 'rateChange', 'repeatYearly'] as const;

const validateSchema = validateWithYup(seasonalRateFormSchema);
/** An empty rate change is missing ('Required'), not 'Must be a number'. */
const validate = (values: SeasonalRateFormValues) =>
  validateSchema({ ...values, rateChange: values.rateChange?.trim() ? values.rateChange.trim() : undefined });

interface SeasonalRateFormProps {
  initialValues: SeasonalRateFormValues;
  onSubmit: (values: SeasonalRateFormValues) => Promise<SubmissionErrors | void>;
  onCancel: () => void;
  submitLabel: string;
}

/** Add or edit a seasonal rate (spec §3 Seasonal rate; rateChange may be negative). Presentational. */
export function SeasonalRateForm({ initialValues, onSubmit, onCancel, submitLabel }: SeasonalRateFormProps) {
  return (
    <Form<SeasonalRateFormValues>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit, submitting, submitError }) => (
        <Stack asChild gap="4">
          <form
            noValidate
            aria-label="Seasonal rate"
            onSubmit={(event) => {
              // The dialog is portalled, but React still bubbles its submit to the pricing form around it.
              event.stopPropagation();
              void handleSubmit(event);
            }}
          >
            <FormError>{submitError as string | undefined}</FormError>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <TextField name="fromDate" label="From" type="date" required />
              <TextField name="toDate" label="To" type="date" required />
            </SimpleGrid>
            <NumberField
              name="rateChange"
              label="Rate change"
              suffix="%"
              signed
              required
              helperText="Added to the nightly rate; use a negative number for a discount (e.g. -10)."
            />
            <CheckboxField name="repeatYearly">Repeat every year</CheckboxField>
            <HStack justify="flex-end" gap="3">
              <Button type="button" variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Button type="submit" colorPalette="brand" loading={submitting} loadingText="Saving…">
                {submitLabel}
              </Button>
            </HStack>
          </form>
        </Stack>
      )}
    />
  );
}
