import { Button, DataList, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { propertyAddressSchema } from '@portal/schema';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import type { InferType } from 'yup';
import { FormError } from '../../forms/FormError';
import { TextField } from '../../forms/TextField';
import { validateWithYup } from '../../forms/validateWithYup';

export { propertyAddressSchema };
export type AddressValues = InferType<typeof propertyAddressSchema>;
export const ADDRESS_FIELDS = Object.keys(propertyAddressSchema.fields) as (keyof AddressValues)[];

const validate = validateWithYup<AddressValues>(propertyAddressSchema);

const coordinate = (value: number | null | undefined) => (value == null ? 'Not set' : value.toFixed(6));

interface AddressFormProps {
  initialValues: Partial<AddressValues>;
  onSubmit: (values: AddressValues) => Promise<SubmissionErrors | void>;
  onCancel: () => void;
}

/**
 * The address editor's form mode: the parts of the chosen place, editable; latitude and longitude come from the
 * place search and are shown read-only. Presentational.
 */
export function AddressForm({ initialValues, onSubmit, onCancel }: AddressFormProps) {
  return (
    <Form<AddressValues>
      onSubmit={(values) => onSubmit(propertyAddressSchema.cast(values))}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit, submitting, submitError, values }) => (
        <Stack asChild gap="5">
          <form noValidate onSubmit={handleSubmit} aria-label="Property address">
            <FormError>{submitError as string | undefined}</FormError>
            <Text color="fg.muted">Check the address, correct anything the search got wrong, then save.</Text>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <TextField name="addressHouseNumber" label="House number" autoComplete="off" />
              <TextField name="addressHouseName" label="House name" autoComplete="off" />
              <TextField name="addressStreet" label="Street" required autoComplete="off" />
              <TextField name="addressTown" label="Town" required autoComplete="off" />
              <TextField name="addressPostcode" label="Postcode" required autoComplete="off" />
              <TextField name="addressCountry" label="Country" required autoComplete="off" />
            </SimpleGrid>
            <DataList.Root orientation="horizontal" size="sm" aria-label="Location">
              <DataList.Item>
                <DataList.ItemLabel>Latitude</DataList.ItemLabel>
                <DataList.ItemValue fontVariantNumeric="tabular-nums">
                  {coordinate(values.addressLatitude)}
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Longitude</DataList.ItemLabel>
                <DataList.ItemValue fontVariantNumeric="tabular-nums">
                  {coordinate(values.addressLongitude)}
                </DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            <HStack justify="flex-end" gap="3">
              <Button variant="ghost" onClick={onCancel} disabled={submitting}>
                Cancel
              </Button>
              <Button type="submit" colorPalette="brand" loading={submitting} loadingText="Saving…">
                Save address
              </Button>
            </HStack>
          </form>
        </Stack>
      )}
    />
  );
}
