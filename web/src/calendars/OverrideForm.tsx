import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { FormError } from '../forms/FormError';
import { TextField } from '../forms/TextField';
import { validateWithYup } from '../forms/validateWithYup';
import { overrideSchema, type OverrideValues } from './calendarForms';

const validate = validateWithYup<OverrideValues>(overrideSchema);

interface OverrideFormProps {
  initialValues: OverrideValues;
  currencySymbol: string;
  onSubmit: (values: OverrideValues) => Promise<SubmissionErrors | void>;
}

const isEmpty = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** Override the nightly rate (whole units) or the minimum stay of the selected nights. Presentational. */
export function OverrideForm({ initialValues, currencySymbol, onSubmit }: OverrideFormProps) {
  return (
    <Form<OverrideValues>
      onSubmit={(values) => onSubmit(overrideSchema.cast(values))}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit, submitting, submitError, values, pristine }) => {
        const empty = isEmpty(values.rate) && isEmpty(values.minNights);
        return (
          <Stack asChild gap="3">
            <form noValidate onSubmit={handleSubmit} aria-label="Override">
              <FormError>{submitError as string | undefined}</FormError>
              <SimpleGrid columns={2} gap="3">
                <TextField
                  name="rate"
                  label={`Nightly rate (${currencySymbol})`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                />
                <TextField name="minNights" label="Min nights" type="number" inputMode="numeric" min={1} step={1} />
              </SimpleGrid>
              <HStack>
                <Button type="submit" size="sm" colorPalette="brand" loading={submitting} disabled={empty || pristine}>
                  Save override
                </Button>
              </HStack>
            </form>
          </Stack>
        );
      }}
    />
  );
}
