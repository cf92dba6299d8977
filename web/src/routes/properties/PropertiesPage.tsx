import { Button, ButtonGroup, EmptyState, HStack, Skeleton, Stack, VStack } from '@chakra-ui/react';
import { NetworkStatus } from '@apollo/client';
import { Link as RouterLink } from 'react-router-dom';
import { usePropertiesQuery } from '../../__generated__/graphql';
import { QueryErrorView } from '../../components/ErrorBoundary/QueryErrorView';
import { ListingsIcon, TableIcon, TilesIcon } from '../../components/Icons/icons';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { LISTINGS, PAGES } from '../../copy';
import { AddPropertyButton } from '../../properties/add/AddPropertyButton';
import { PropertiesTable } from '../../properties/list/PropertiesTable';
import { PropertyTiles } from '../../properties/list/PropertyTiles';

type View = 'table' | 'tiles';

/** `/properties` (table) and `/properties/list` (tiles): the caller's listings, with Add Property. */
export function PropertiesPage({ view }: { view: View }) {
  const { data, error, networkStatus, refetch } = usePropertiesQuery({ notifyOnNetworkStatusChange: true });
  const properties = data?.properties;
  const loading = !properties && (networkStatus === NetworkStatus.loading || networkStatus === NetworkStatus.refetch);

  return (
    <>
      <PageHeader
        title={PAGES.listings.title}
        actions={
          <HStack gap="3" wrap="wrap">
            {properties && properties.length > 0 && <ViewToggle view={view} />}
            <AddPropertyButton />
          </HStack>
        }
      />
      {loading ? (
        <ListingsSkeleton view={view} />
      ) : error && !properties ? (
        <QueryErrorView error={error} onRetry={() => void refetch()} />
      ) : !properties || properties.length === 0 ? (
        <EmptyListings />
      ) : view === 'tiles' ? (
        <PropertyTiles properties={properties} />
      ) : (
        <PropertiesTable properties={properties} />
      )}
    </>
  );
}

function ViewToggle({ view }: { view: View }) {
  return (
    <ButtonGroup size="sm" variant="outline" attached aria-label="View">
      <Button
        asChild
        aria-current={view === 'table' ? 'page' : undefined}
        variant={view === 'table' ? 'subtle' : 'outline'}
      >
        <RouterLink to="/properties">
          <TableIcon /> Table
        </RouterLink>
      </Button>
      <Button
        asChild
        aria-current={view === 'tiles' ? 'page' : undefined}
        variant={view === 'tiles' ? 'subtle' : 'outline'}
      >
        <RouterLink to="/properties/list">
          <TilesIcon /> Tiles
        </RouterLink>
      </Button>
    </ButtonGroup>
  );
}

function EmptyListings() {
  return (
    <EmptyState.Root bg="bg.panel" borderWidth="thin" rounded="l3" shadow="card" py="16">
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.fg">
          <ListingsIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{LISTINGS.empty}</EmptyState.Title>
          <EmptyState.Description>
            Add your first property to set its details, prices and photos, and connect its channels.
          </EmptyState.Description>
        </VStack>
        <AddPropertyButton />
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function ListingsSkeleton({ view }: { view: View }) {
  return (
    <Stack gap="3" role="status" aria-label="Loading listings">
      {view === 'tiles' ? (
        <HStack gap="5" align="stretch">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} flex="1" h="64" rounded="l3" />
          ))}
        </HStack>
      ) : (
        [0, 1, 2, 3].map((i) => <Skeleton key={i} h="12" rounded="l2" />)
      )}
    </Stack>
  );
}
