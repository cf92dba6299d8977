import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { SERVICES } from './copy';

/** Services are priced in the host's currency: until one is chosen, a link to Settings, Currency. */
export function NeedsCurrency() {
  return (
    <EmptyState.Root bg="bg.panel" borderWidth="thin" rounded="l3" shadow="card" py="14">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">{SERVICES.currencyFirstTitle}</EmptyState.Title>
          <EmptyState.Description>{SERVICES.currencyFirst}</EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="brand">
          <RouterLink to="/settings#currency">{SERVICES.toSettings}</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
