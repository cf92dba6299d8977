import { SimpleGrid, Skeleton } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { useSearchQuery } from '../../__generated__/graphql';
import { QueryErrorView } from '../../components/ErrorBoundary/QueryErrorView';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { PAGES } from '../../copy';
import { SearchColumn, type SearchKind } from '../../search/SearchColumn';

const KINDS: SearchKind[] = ['properties', 'services', 'bookings', 'messages'];

/** `/search/{query}`: listings, services, bookings and messages matching, in four columns (spec §2). */
export function SearchPage() {
  const query = (useParams().query ?? '').trim();
  const { data, previousData, error, refetch } = useSearchQuery({ variables: { query }, skip: !query });
  // While the next answer loads (typing in the header box), the last one stays on screen.
  const shown = data ?? previousData;
  return (
    <>
      <PageHeader title={PAGES.search.title} description={`Results for “${query}”`} />
      {error && !shown ? (
        <QueryErrorView error={error} onRetry={() => void refetch()} />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4" alignItems="start">
          {KINDS.map((kind) =>
            shown ? <SearchColumn key={kind} kind={kind} hits={shown.search[kind]} /> : <Skeleton key={kind} h="40" />,
          )}
        </SimpleGrid>
      )}
    </>
  );
}
