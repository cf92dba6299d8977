import { Grid, Stack } from '@chakra-ui/react';
import type { DashboardQuery } from '../__generated__/graphql';
import { ChannelStatus } from './ChannelStatus';
import { DashboardTiles } from './DashboardTiles';
import { LatestFeedback } from './LatestFeedback';
import { ListingMonth } from './ListingMonth';
import { WeekAgenda } from './WeekAgenda';

/**
 * The dashboard's sections, as their own chunk fetched while the one query runs: the signed-in first screen stays
 * inside the first-load budget (web/scripts/first-load-budget.mjs).
 */
export function DashboardSections({ data }: { data: DashboardQuery }) {
  return (
    <Stack gap="4">
      <DashboardTiles dashboard={data.dashboard} currencySymbol={data.me.currencySymbol} />
      <WeekAgenda dashboard={data.dashboard} />
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="4" alignItems="start">
        <ListingMonth rows={data.propertyCalendars} today={data.dashboard.today} />
        <LatestFeedback dashboard={data.dashboard} />
      </Grid>
      <ChannelStatus properties={data.properties} />
    </Stack>
  );
}
