import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AMENITIES, AMENITY_KEYS, amenitiesUpdateSchema, type AmenityKey } from '@portal/schema';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import {
  AmenitiesForm_AmenitiesFragmentDoc,
  AmenitiesForm_PropertyFragmentDoc,
  type AmenitiesForm_PropertyFragment,
} from '../../__generated__/graphql';
import { useFragmentData, type FragmentRef } from '../../apollo/fragments';
import { CheckboxField } from '../../forms/CheckboxField';
import { FormActions } from '../../forms/FormActions';
import { FormError } from '../../forms/FormError';
import { useSubmitHandler } from '../../forms/useSubmitHandler';
import { validateWithYup } from '../../forms/validateWithYup';
import { useSaveAmenities } from './useDetailsMutations';

/** One flag per amenity of AMENITIES (@portal/schema), tv and bbq among them. */
export const amenitiesFormSchema = amenitiesUpdateSchema.omit(['property']);
export type AmenitiesValues = Record<AmenityKey, boolean>;
const validate = validateWithYup<AmenitiesValues>(amenitiesFormSchema);

/** The amenity flags of a listing as values: every flag false until they are first saved. */
export function amenitiesValues(amenities: Partial<Record<AmenityKey, boolean>> | null): AmenitiesValues {
  return Object.fromEntries(AMENITY_KEYS.map((key) => [key, amenities?.[key] ?? false])) as AmenitiesValues;
}

interface AmenitiesFormProps {
  initialValues: AmenitiesValues;
  onSubmit: (values: AmenitiesValues) => Promise<SubmissionErrors | void>;
}

/** A checkbox grid of the amenities. Presentational. */
export function AmenitiesForm({ initialValues, onSubmit }: AmenitiesFormProps) {
  return (
    <Form<AmenitiesValues>
      onSubmit={(values) => onSubmit(amenitiesValues(values))}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit, submitting, submitError, values }) => {
        const selected = AMENITY_KEYS.filter((key) => values[key]).length;
        return (
          <form noValidate onSubmit={handleSubmit} aria-label="Amenities">
            <Stack gap="4">
              <Stack gap="0.5">
                <Heading as="h3" size="md">
                  Amenities
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {selected} of {AMENITIES.length} selected
                </Text>
              </Stack>
              <FormError>{submitError as string | undefined}</FormError>
              <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gapX="6" gapY="3">
                {AMENITIES.map(({ key, label }) => (
                  <CheckboxField key={key} name={key}>
                    {label}
                  </CheckboxField>
                ))}
              </SimpleGrid>
              <FormActions submitting={submitting}>Save amenities</FormActions>
            </Stack>
          </form>
        );
      }}
    />
  );
}

/** The amenities of a listing, saved through saveAmenities. */
export function AmenitiesEditor(props: { property: FragmentRef<AmenitiesForm_PropertyFragment> }) {
  const property = useFragmentData(AmenitiesForm_PropertyFragmentDoc, props.property);
  // Null until the first save creates them.
  const amenities = useFragmentData(AmenitiesForm_AmenitiesFragmentDoc, property?.amenities ?? null);
  const saveAmenities = useSaveAmenities();
  const submit = useSubmitHandler((values: AmenitiesValues) => saveAmenities(property?.id ?? '', values), {
    fields: AMENITY_KEYS,
  });
  return property && <AmenitiesForm initialValues={amenitiesValues(amenities)} onSubmit={submit} />;
}
