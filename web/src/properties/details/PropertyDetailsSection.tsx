import { Separator, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import {
  type PropertyDetailsSection_PropertyFragment,
  PropertyDetailsSection_DetailsFragmentDoc,
  PropertyDetailsSection_PropertyFragmentDoc,
  type PropertyDetailsSection_DetailsFragment,
} from '../../__generated__/graphql';
import { useFragmentData, type FragmentRef } from '../../apollo/fragments';
import { useSubmitHandler } from '../../forms/useSubmitHandler';
import { AmenitiesEditor } from './AmenitiesForm';
import { BedroomsEditor } from './BedroomsEditor';
import { PROPERTY_DETAILS_FIELDS, PropertyDetailsForm, type PropertyDetailsValues } from './PropertyDetailsForm';
import { useUpdatePropertyDetails } from './useDetailsMutations';

/** The details form, filled from the listing and saved through updatePropertyDetails. */
function DetailsEditor(props: { details: FragmentRef<PropertyDetailsSection_DetailsFragment> }) {
  const details = useFragmentData(PropertyDetailsSection_DetailsFragmentDoc, props.details);
  const updateDetails = useUpdatePropertyDetails();
  const submit = useSubmitHandler((values: PropertyDetailsValues) => updateDetails(details?.id ?? '', values), {
    fields: PROPERTY_DETAILS_FIELDS,
  });
  const initialValues = useMemo<Partial<PropertyDetailsValues>>(
    () => ({
      name: details?.name,
      description: details?.description ?? undefined,
      type: (details?.type as PropertyDetailsValues['type']) ?? undefined,
      floor: details?.floor ?? undefined,
      space: details?.space ?? undefined,
      numberOfBathrooms: details?.numberOfBathrooms ?? undefined,
      licenceNumber: details?.licenceNumber ?? undefined,
      licenceExempt: details?.licenceExempt,
      legalToOperate: details?.legalToOperate,
    }),
    [details],
  );
  return details && <PropertyDetailsForm initialValues={initialValues} onSubmit={submit} />;
}

/** The Property Details section: the details form, the bedrooms and the amenities. */
export function PropertyDetailsSection(props: { property: FragmentRef<PropertyDetailsSection_PropertyFragment> }) {
  const property = useFragmentData(PropertyDetailsSection_PropertyFragmentDoc, props.property);
  return property && <PropertyDetailsSectionFields property={property} />;
}

function PropertyDetailsSectionFields({ property }: { property: PropertyDetailsSection_PropertyFragment }) {
  return (
    <Stack gap="8" separator={<Separator />}>
      <DetailsEditor details={property} />
      <BedroomsEditor property={property} />
      <AmenitiesEditor property={property} />
    </Stack>
  );
}
