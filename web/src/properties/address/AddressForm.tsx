import { DataList, SimpleGrid, Text } from '@chakra-ui/react';
import { propertyAddressSchema } from '@portal/schema';
import type { SubmissionErrors } from 'final-form';
import type { InferType } from 'yup';
import { FormActions } from '../../forms/FormActions';
import { SchemaForm } from '../../forms/SchemaForm';
import { TextField } from '../../forms/TextField';

export { propertyAddressSchema };
export type AddressValues = InferType<typeof propertyAddressSchema>;
export const ADDRESS_FIELDS = Object.keys(propertyAddressSchema.fields) as (keyof AddressValues)[];

function Coordinate({ label, value }: { label: string; value: number | null | undefined }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue fontVariantNumeric="tabular-nums">
        {value == null ? 'Not set' : value.toFixed(6)}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

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
    <SchemaForm
      schema={propertyAddressSchema}
      initialValues={initialValues}
      onSubmit={onSubmit}
      label="Property address"
    >
      {({ submitting, values }) => (
        <>
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
            <Coordinate label="Latitude" value={values.addressLatitude} />
            <Coordinate label="Longitude" value={values.addressLongitude} />
          </DataList.Root>
          <FormActions submitting={submitting} onCancel={onCancel}>
            Save address
          </FormActions>
        </>
      )}
    </SchemaForm>
  );
}
