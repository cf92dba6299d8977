import { Button, ButtonGroup, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { NetworkStatus } from '@apollo/client';
import { Link as RouterLink } from 'react-router-dom';
import { usePropertiesQuery } from '../../__generated__/graphql';
import { EmptyPanel } from '../../components/EmptyPanel/EmptyPanel';
import { QueryErrorView } from '../../components/ErrorBoundary/QueryErrorView';
import { ListingsIcon, TableIcon, TilesIcon } from '../../components/Icons/icons';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { PAGES } from '../../copy';
import { LISTINGS } from '../../properties/listings-copy';
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

const VIEW_LINKS = [
  { view: 'table', to: '/properties', icon: <TableIcon />, label: 'Table' },
  { view: 'tiles', to: '/properties/list', icon: <TilesIcon />, label: 'Tiles' },
] as const;

function ViewToggle({ view }: { view: View }) {
  return (
    <ButtonGroup size="sm" variant="outline" attached aria-label="View">
      {VIEW_LINKS.map((link) => (
        <Button
          key={link.view}
          asChild
          aria-current={view === link.view ? 'page' : undefined}
          variant={view === link.view ? 'subtle' : 'outline'}
        >
          <RouterLink to={link.to}>
            {link.icon} {link.label}
          </RouterLink>
        </Button>
      ))}
    </ButtonGroup>
  );
}

function EmptyListings() {
  return (
    <EmptyPanel
      title={LISTINGS.empty}
      body="Add your first property to set its details, prices and photos, and connect its channels."
      icon={{ node: <ListingsIcon />, color: 'brand.fg' }}
      action={<AddPropertyButton />}
    />
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
