import { Grid, Skeleton, SimpleGrid, Stack } from '@chakra-ui/react';
import { useDashboardQuery } from '../../__generated__/graphql';
import { monthGrid, monthOf, todayIso } from '../../calendars/dates';
import { QueryErrorView } from '../../components/ErrorBoundary/QueryErrorView';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { PAGES } from '../../copy';
import { ChannelStatus } from '../../dashboard/ChannelStatus';
import { DashboardTiles } from '../../dashboard/DashboardTiles';
import { LatestFeedback } from '../../dashboard/LatestFeedback';
import { ListingMonth } from '../../dashboard/ListingMonth';
import { WeekAgenda } from '../../dashboard/WeekAgenda';

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** `/` signed in: this month's figures, the week's agenda, a listing's month, feedback and channel status. */
export function DashboardPage() {
  const today = todayIso();
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
        <Stack gap="4">
          <DashboardTiles dashboard={data.dashboard} currencySymbol={data.me.currencySymbol} />
          <WeekAgenda dashboard={data.dashboard} />
          <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="4" alignItems="start">
            <ListingMonth rows={data.propertyCalendars} today={data.dashboard.today} />
            <LatestFeedback dashboard={data.dashboard} />
          </Grid>
          <ChannelStatus properties={data.properties} />
        </Stack>
      )}
    </>
  );
}
