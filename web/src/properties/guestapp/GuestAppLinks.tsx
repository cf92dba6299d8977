import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { GuestAppLinks_PropertyFragmentDoc, type GuestAppLinks_PropertyFragment } from '../../__generated__/graphql';
import { useFragmentData, type FragmentRef } from '../../apollo/fragments';
import { ChevronRightIcon } from '../../components/Icons/icons';
import { LISTINGS } from '../listings-copy';

type Property = FragmentRef<GuestAppLinks_PropertyFragment>;

function LinkRow({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <HStack justify="space-between" gap="4" wrap="wrap">
      <Text color="fg.muted" flex="1" minW="48">
        {text}
      </Text>
      <Button asChild variant="outline" size="sm" minW="40" justifyContent="space-between">
        <RouterLink to={to}>
          {label} <ChevronRightIcon />
        </RouterLink>
      </Button>
    </HStack>
  );
}

/** Home Guide: appliances, heating, bins and the other tips, plus the wifi details. */
export function HomeGuideLink(props: { property: Property }) {
  const property = useFragmentData(GuestAppLinks_PropertyFragmentDoc, props.property);
  if (!property) return null;
  return (
    <Stack gap="3">
      <LinkRow
        text="Appliances, entertainment, heating, security, bins and other tips for your guests."
        to={`/properties/${property.id}/home-guide`}
        label="Home Guide"
      />
      <LinkRow
        text="The wifi name, password and notes guests see."
        to={`/properties/${property.id}/wifi`}
        label="Wifi details"
      />
    </Stack>
  );
}

/** Local Guide: nearby places; needs the address's coordinates first (spec §2). */
export function LocalGuideLink(props: { property: Property }) {
  const property = useFragmentData(GuestAppLinks_PropertyFragmentDoc, props.property);
  if (!property) return null;
  if (property.addressLatitude == null) {
    return (
      <Stack gap="3">
        <Alert.Root status="info" variant="subtle">
          <Alert.Indicator />
          <Alert.Description>{LISTINGS.localGuideNeedsAddress}</Alert.Description>
        </Alert.Root>
        <HStack justify="flex-end">
          <Button variant="outline" size="sm" minW="40" justifyContent="space-between" disabled aria-disabled="true">
            Local Guide <ChevronRightIcon />
          </Button>
        </HStack>
      </Stack>
    );
  }
  return (
    <LinkRow
      text="Restaurants, cafés, sights and shops near the property that you recommend to guests."
      to={`/properties/${property.id}/local-guide`}
      label="Local Guide"
    />
  );
}
