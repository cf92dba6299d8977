import { Separator, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { PropertyDetailsSection_PropertyFragment } from '../../__generated__/graphql';
import { useSubmitHandler } from '../../forms/useSubmitHandler';
import { AmenitiesEditor } from './AmenitiesForm';
import { BedroomsEditor } from './BedroomsEditor';
import { PROPERTY_DETAILS_FIELDS, PropertyDetailsForm, type PropertyDetailsValues } from './PropertyDetailsForm';
import { useUpdatePropertyDetails } from './useDetailsMutations';

/** The Property Details section: the details form, the bedrooms and the amenities. */
export function PropertyDetailsSection({ property }: { property: PropertyDetailsSection_PropertyFragment }) {
  const updateDetails = useUpdatePropertyDetails();
  const submit = useSubmitHandler((values: PropertyDetailsValues) => updateDetails(property.id, values), {
    fields: PROPERTY_DETAILS_FIELDS,
  });
  const initialValues = useMemo<Partial<PropertyDetailsValues>>(
    () => ({
      name: property.name,
      description: property.description ?? undefined,
      type: (property.type as PropertyDetailsValues['type']) ?? undefined,
      floor: property.floor ?? undefined,
      space: property.space ?? undefined,
      numberOfBathrooms: property.numberOfBathrooms ?? undefined,
      licenceNumber: property.licenceNumber ?? undefined,
      licenceExempt: property.licenceExempt,
      legalToOperate: property.legalToOperate,
    }),
    [property],
  );
  return (
    <Stack gap="8" separator={<Separator />}>
      <PropertyDetailsForm initialValues={initialValues} onSubmit={submit} />
      <BedroomsEditor property={property} />
      <AmenitiesEditor property={property} />
    </Stack>
  );
}
