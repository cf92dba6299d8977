import { Button, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, SERVICE_MESSAGES } from '@portal/schema';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  GuestServicesSection_PropertyFragmentDoc,
  GuestServicesSection_ServiceFragmentDoc,
  useUpdatePropertyServicesMutation,
  type GuestServicesSection_PropertyFragment,
  type GuestServicesSection_ServiceFragment,
} from '../../__generated__/graphql';
import { useFragmentData, useFragmentList, type FragmentRef } from '../../apollo/fragments';
import { ActionFailure } from '../../components/ErrorBoundary/ActionError';
import { useFlash } from '../../components/Flash/useFlash';
import { formatMoney } from '../format';

interface GuestServicesSectionProps {
  property: FragmentRef<GuestServicesSection_PropertyFragment>;
  /** Every service of the host: the listing offers those ticked. */
  services: readonly FragmentRef<GuestServicesSection_ServiceFragment>[];
}

/** The property page's Guest Services: tick the host's services this listing offers (PUT /properties/{id}). */
export function GuestServicesSection(props: GuestServicesSectionProps) {
  const property = useFragmentData(GuestServicesSection_PropertyFragmentDoc, props.property);
  const services = useFragmentList(GuestServicesSection_ServiceFragmentDoc, props.services);
  if (!property) return null;
  if (services.length === 0) {
    return (
      <HStack justify="space-between" gap="4" wrap="wrap">
        <Text color="fg.muted">{SERVICE_MESSAGES.empty}</Text>
        <Button asChild variant="outline" size="sm">
          <RouterLink to="/services/guest/add">Add a service</RouterLink>
        </Button>
      </HStack>
    );
  }
  return <ServicePicker key={property.serviceIds.join()} property={property} services={services} />;
}

function ServicePicker({
  property,
  services,
}: {
  property: GuestServicesSection_PropertyFragment;
  services: GuestServicesSection_ServiceFragment[];
}) {
  const [selected, setSelected] = useState<string[]>(property.serviceIds);
  const [mutate, { loading, error }] = useUpdatePropertyServicesMutation();
  const flash = useFlash();
  const changed = selected.join() !== property.serviceIds.join();
  const toggle = (id: string, on: boolean) =>
    setSelected((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));
  const save = async () => {
    try {
      await mutate({ variables: { id: property.id, serviceIds: selected } });
      flash.show(MESSAGES.changesSaved);
    } catch {
      // shown below
    }
  };
  return (
    <Stack gap="4">
      <Text color="fg.muted">Tick the services guests can buy for stays at this listing.</Text>
      <Stack as="ul" gap="2" listStyleType="none" aria-label="Guest services offered">
        {services.map((service) => (
          <li key={service.id}>
            <Checkbox.Root
              colorPalette="brand"
              checked={selected.includes(service.id)}
              onCheckedChange={(details) => toggle(service.id, details.checked === true)}
              w="full"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label flex="1" fontWeight="normal">
                <HStack justify="space-between" gap="3">
                  <Text as="span">{service.title}</Text>
                  <Text as="span" color="fg.muted">
                    {formatMoney(service.price, service.currencySymbol)}
                  </Text>
                </HStack>
              </Checkbox.Label>
            </Checkbox.Root>
          </li>
        ))}
      </Stack>
      {error && <ActionFailure error={error} />}
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Button asChild variant="ghost" size="sm">
          <RouterLink to="/services/guest">Manage Guest Services</RouterLink>
        </Button>
        <Button colorPalette="brand" onClick={() => void save()} disabled={!changed} loading={loading}>
          Save
        </Button>
      </HStack>
    </Stack>
  );
}
