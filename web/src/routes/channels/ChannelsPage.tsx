import { Button, EmptyState, Skeleton, Stack, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useChannelsQuery } from '../../__generated__/graphql';
import { ChannelsListing } from '../../channels/ChannelsListing';
import { QueryErrorView } from '../../components/ErrorBoundary/QueryErrorView';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { PAGES } from '../../copy';
import { LISTINGS } from '../../properties/listings-copy';

/** `/channels`: per listing, each channel's iCal links, their last sync and its error, Sync now, add or fix. */
export function ChannelsPage() {
  const { data, error, loading, refetch } = useChannelsQuery();
  const properties = data?.properties;
  return (
    <>
      <PageHeader title={PAGES.channels.title} description={PAGES.channels.description} />
      {!properties && loading ? (
        <Stack gap="4">
          <Skeleton h="40" />
          <Skeleton h="40" />
        </Stack>
      ) : error && !properties ? (
        <QueryErrorView error={error} onRetry={() => void refetch()} />
      ) : !properties || properties.length === 0 ? (
        <EmptyState.Root>
          <EmptyState.Content>
            <VStack textAlign="center">
              <EmptyState.Title>{LISTINGS.empty}</EmptyState.Title>
            </VStack>
            <Button asChild variant="outline">
              <RouterLink to="/properties">Go to Listings</RouterLink>
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack gap="4">
          {properties.map((property) => (
            <ChannelsListing key={property.id} property={property} />
          ))}
        </Stack>
      )}
    </>
  );
}
