import { Skeleton } from '@chakra-ui/react';
import { useDashboardQuery } from '../../__generated__/graphql';
import { BeingBuilt } from '../../components/BeingBuilt/BeingBuilt';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { PAGES } from '../../copy';

/** `/` signed in. */
export function DashboardPage() {
  const { data, loading, error } = useDashboardQuery();
  if (error) throw error;
  return (
    <>
      <PageHeader
        title={PAGES.dashboard.title}
        description={
          loading || !data ? <Skeleton as="span" display="inline-block" h="5" w="40" /> : `Hello, ${data.me.firstName}.`
        }
      />
      <BeingBuilt>{PAGES.dashboard.pending}</BeingBuilt>
    </>
  );
}
