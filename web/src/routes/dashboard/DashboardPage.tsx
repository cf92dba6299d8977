import { SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useDashboardQuery } from '../../__generated__/graphql';
import { monthGrid, monthOf } from '../../calendars/dates';
import { QueryErrorView } from '../../components/ErrorBoundary/QueryErrorView';
import { lazyComponent } from '../../components/Lazy/lazyComponent';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { PAGES } from '../../copy';

// Fetched at once, while the query runs, so the sections do not wait for their code after the answer.
const DashboardSections = lazyComponent(() => import('../../dashboard/DashboardSections'), 'DashboardSections');
void DashboardSections.preload();

/** The host's own date where they are (the figures are for their day and months, not UTC's). */
const localToday = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** `/` signed in: this month's figures, the week's agenda, a listing's month, feedback and channel status. */
export function DashboardPage() {
  const today = localToday();
  const { from, to } = monthGrid(monthOf(today));
  const { data, error, refetch } = useDashboardQuery({ variables: { today, timeZone: timeZone(), from, to } });

  return (
    <>
      <PageHeader title={PAGES.dashboard.title} description={data ? `Hello, ${data.me.firstName}.` : undefined} />
      {error && !data ? (
        <QueryErrorView error={error} onRetry={() => void refetch()} />
      ) : !data ? (
        <Stack gap="4" aria-busy="true">
          <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
            {[1, 2, 3, 4].map((key) => (
              <Skeleton key={key} h="28" />
            ))}
          </SimpleGrid>
          <Skeleton h="40" />
        </Stack>
      ) : (
        <Suspense fallback={<Skeleton h="40" />}>
          <DashboardSections data={data} />
        </Suspense>
      )}
    </>
  );
}
