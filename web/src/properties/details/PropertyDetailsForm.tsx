import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PROPERTY_LIMITS, PROPERTY_TYPES, propertyDetailsSchema } from '@portal/schema';
import type { SubmissionErrors } from 'final-form';
import type { InferType } from 'yup';
import { LISTINGS } from '../listings-copy';
import { CheckboxField } from '../../forms/CheckboxField';
import { FormActions } from '../../forms/FormActions';
import { SchemaForm } from '../../forms/SchemaForm';
import { SelectField } from '../../forms/SelectField';
import { TextareaField } from '../../forms/TextareaField';
import { TextField } from '../../forms/TextField';
import { countWords } from '../format';

export { propertyDetailsSchema };
export type PropertyDetailsValues = InferType<typeof propertyDetailsSchema>;
/** The form's fields, which are also the API's propertyPaths. */
export const PROPERTY_DETAILS_FIELDS = Object.keys(propertyDetailsSchema.fields) as (keyof PropertyDetailsValues)[];

/** PROPERTY_TYPES (@portal/schema): the spec leaves the list 'not shown'; the API accepts these. */
const TYPE_OPTIONS = PROPERTY_TYPES.map((type) => ({ value: type, label: type }));

function WordCount({ text }: { text: string }) {
  const words = countWords(text);
  const over = words > PROPERTY_LIMITS.descriptionMaxWords;
  return (
    <Text as="span" color={over ? 'fg.error' : undefined} fontVariantNumeric="tabular-nums">
      {words} / {PROPERTY_LIMITS.descriptionMaxWords} words
    </Text>
  );
}

interface PropertyDetailsFormProps {
  initialValues: Partial<PropertyDetailsValues>;
  onSubmit: (values: PropertyDetailsValues) => Promise<SubmissionErrors | void>;
}

/** Property Details (spec §3, §5): name, description, type, floor, space, bathrooms, licence. Presentational. */
export function PropertyDetailsForm({ initialValues, onSubmit }: PropertyDetailsFormProps) {
  return (
    <SchemaForm
      schema={propertyDetailsSchema}
      initialValues={initialValues}
      onSubmit={onSubmit}
      label="Property details"
    >
      {({ submitting, values }) => (
        <>
          <TextField name="name" label="Name" required autoComplete="off" />
          <TextareaField
            name="description"
            label={LISTINGS.descriptionLabel}
            required
            rows={5}
            counter={(text) => <WordCount text={text} />}
          />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <SelectField name="type" label="Type" required placeholder="Choose a type" options={TYPE_OPTIONS} />
            <TextField
              name="floor"
              label="Floor"
              type="number"
              inputMode="numeric"
              required
              helperText={LISTINGS.floorHint}
            />
            <TextField
              name="space"
              label="Space (m²)"
              type="number"
              inputMode="numeric"
              required
              min={PROPERTY_LIMITS.space.min}
              helperText="Floor area in square metres"
            />
            <TextField
              name="numberOfBathrooms"
              label="Bathrooms"
              type="number"
              inputMode="numeric"
              min={PROPERTY_LIMITS.numberOfBathrooms.min}
            />
          </SimpleGrid>
          <TextField
            name="licenceNumber"
            label="Licence number"
            required={!values.licenceExempt}
            autoComplete="off"
            helperText={values.licenceExempt ? 'Not needed: the property is licence exempt' : undefined}
          />
          <Stack gap="3">
            <CheckboxField name="licenceExempt">The property is exempt from short-term rental licensing</CheckboxField>
            <CheckboxField name="legalToOperate">
              I confirm the property is legal to operate as a short-term rental
            </CheckboxField>
          </Stack>
          <FormActions submitting={submitting}>Save details</FormActions>
        </>
      )}
    </SchemaForm>
  );
}
