import { Button, SimpleGrid, Skeleton } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useGuestServicesQuery } from '../__generated__/graphql';
import { QueryErrorView } from '../components/ErrorBoundary/QueryErrorView';
import { EmptyPanel } from '../components/EmptyPanel/EmptyPanel';
import { PlusIcon } from '../components/Icons/icons';
import { PageHeader } from '../components/PageHeader/PageHeader';
import { SERVICES } from './copy';
import { NeedsCurrency } from './NeedsCurrency';
import { ServiceCard } from './ServiceCard';

/** /services/guest: the host's services as cards, or the spec's empty state. */
export function ServiceList() {
  const { data, loading, error, refetch } = useGuestServicesQuery();
  const services = data?.services;
  const hasCurrency = Boolean(data?.me.currency);
  const addButton = hasCurrency && (
    <Button asChild colorPalette="brand">
      <RouterLink to="/services/guest/add">
        <PlusIcon /> {SERVICES.add}
      </RouterLink>
    </Button>
  );
  return (
    <>
      <PageHeader title={SERVICES.listTitle} description={SERVICES.listDescription} actions={addButton} />
      {loading && !data ? (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5" role="status" aria-label="Loading services">
          <Skeleton h="60" rounded="l3" />
          <Skeleton h="60" rounded="l3" />
          <Skeleton h="60" rounded="l3" />
        </SimpleGrid>
      ) : error && !data ? (
        <QueryErrorView error={error} onRetry={() => void refetch()} />
      ) : services && services.length > 0 ? (
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="5" listStyleType="none" aria-label="Services">
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </SimpleGrid>
      ) : !hasCurrency ? (
        <NeedsCurrency />
      ) : (
        <EmptyPanel title={SERVICES.empty} body={SERVICES.emptyHint} titleAs="h2" action={addButton} py="14" />
      )}
    </>
  );
}
