import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  type AddressSection_PropertyFragment,
  AddressSection_PropertyFragmentDoc,
  useAddressPlaceLazyQuery,
} from '../../__generated__/graphql';
import { useFragmentData, type FragmentRef } from '../../apollo/fragments';
import { ActionError } from '../../components/ErrorBoundary/ActionError';
import { PinIcon } from '../../components/Icons/icons';
import { LISTINGS } from '../listings-copy';
import { useSubmitHandler } from '../../forms/useSubmitHandler';
import { ADDRESS_FIELDS, AddressForm, type AddressValues } from './AddressForm';
import { PlaceSearch, type PlaceSuggestion } from '../../places/PlaceSearch';
import { useUpdatePropertyAddress } from './useUpdatePropertyAddress';

/** The address as lines: 'Rose Cottage, 10 Harbour Street', 'Whitstable CT5 1AA', 'United Kingdom'. */
export function addressLines(property: AddressSection_PropertyFragment): string[] {
  const street = [property.addressHouseNumber, property.addressStreet].filter(Boolean).join(' ');
  const first = [property.addressHouseName, street].filter(Boolean).join(', ');
  const second = [property.addressTown, property.addressPostcode].filter(Boolean).join(' ');
  return [first, second, property.addressCountry ?? ''].filter(Boolean);
}

/**
 * The address editor (spec §4): find mode searches places; choosing one saves its address and coordinates and
 * opens form mode for manual edits; saving the form returns to find mode, which shows the saved address.
 */
export function AddressSection(props: { property: FragmentRef<AddressSection_PropertyFragment> }) {
  const property = useFragmentData(AddressSection_PropertyFragmentDoc, props.property);
  return property && <AddressSectionFields property={property} />;
}

function AddressSectionFields({ property }: { property: AddressSection_PropertyFragment }) {
  const [mode, setMode] = useState<'find' | 'form'>('find');
  const [choosing, setChoosing] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [loadPlace] = useAddressPlaceLazyQuery();
  const updateAddress = useUpdatePropertyAddress();

  const choose = async (suggestion: PlaceSuggestion) => {
    setChoosing(suggestion.placeId);
    setFailure(null);
    try {
      const { data, error } = await loadPlace({ variables: { placeId: suggestion.placeId } });
      const place = data?.place;
      if (!place) throw error ?? new Error(`No place for ${suggestion.placeId}`);
      await updateAddress(property.id, {
        addressHouseNumber: place.addressHouseNumber ?? null,
        addressHouseName: null,
        addressStreet: place.addressStreet ?? null,
        addressTown: place.addressTown ?? null,
        addressPostcode: place.addressPostcode ?? null,
        addressCountry: place.addressCountry ?? null,
        addressLatitude: place.latitude,
        addressLongitude: place.longitude,
      });
      setMode('form');
    } catch (error) {
      setFailure(error);
    } finally {
      setChoosing(null);
    }
  };

  const submit = useSubmitHandler(
    async (values: AddressValues) => {
      await updateAddress(property.id, {
        addressHouseNumber: values.addressHouseNumber ?? null,
        addressHouseName: values.addressHouseName ?? null,
        addressStreet: values.addressStreet ?? null,
        addressTown: values.addressTown ?? null,
        addressPostcode: values.addressPostcode ?? null,
        addressCountry: values.addressCountry ?? null,
      });
      setMode('find');
    },
    { fields: ADDRESS_FIELDS },
  );

  if (mode === 'form') {
    return (
      <AddressForm
        initialValues={{
          addressHouseNumber: property.addressHouseNumber,
          addressHouseName: property.addressHouseName,
          addressStreet: property.addressStreet,
          addressTown: property.addressTown,
          addressPostcode: property.addressPostcode,
          addressCountry: property.addressCountry,
          addressLatitude: property.addressLatitude,
          addressLongitude: property.addressLongitude,
        }}
        onSubmit={submit}
        onCancel={() => setMode('find')}
      />
    );
  }

  const lines = addressLines(property);
  return (
    <Stack gap="5">
      {lines.length > 0 ? (
        <HStack
          align="flex-start"
          justify="space-between"
          gap="4"
          wrap="wrap"
          bg="bg.subtle"
          borderWidth="thin"
          rounded="l2"
          p="4"
        >
          <HStack align="flex-start" gap="3">
            <PinIcon color="brand.fg" boxSize="5" mt="0.5" />
            {/* An explicit group: browsers give <address> no role, and drop the name of an element without one. */}
            <Box as="address" role="group" fontStyle="normal" aria-label="Saved address">
              {lines.map((line) => (
                <Text key={line}>{line}</Text>
              ))}
              {property.addressLatitude != null && property.addressLongitude != null && (
                <Text fontSize="sm" color="fg.muted" mt="1" fontVariantNumeric="tabular-nums">
                  {property.addressLatitude.toFixed(5)}, {property.addressLongitude.toFixed(5)}
                </Text>
              )}
            </Box>
          </HStack>
          <Button size="sm" variant="outline" onClick={() => setMode('form')}>
            Edit address
          </Button>
        </HStack>
      ) : (
        <Text color="fg.muted">{LISTINGS.addressEmpty}</Text>
      )}
      <PlaceSearch
        label="Find the address"
        helperText={LISTINGS.placeSearchHint}
        placeholder="e.g. 10 Harbour Street, Whitstable"
        types="address"
        onChoose={(suggestion) => void choose(suggestion)}
        choosing={choosing}
      />
      <ActionError error={failure} />
    </Stack>
  );
}
