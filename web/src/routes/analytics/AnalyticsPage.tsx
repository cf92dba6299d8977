import { NativeSelect, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { useAnalyticsQuery } from '../../__generated__/graphql';
import { ANALYTICS } from '../../analytics/copy';
import { Ratings } from '../../analytics/Ratings';
import { SalesChart } from '../../analytics/SalesChart';
import { ServicesSold } from '../../analytics/ServicesSold';
import { Transactions } from '../../analytics/Transactions';
import { monthOf } from '../../calendars/dates';
import { QueryErrorView } from '../../components/ErrorBoundary/QueryErrorView';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { PAGES } from '../../copy';

/** The host's own date where they are (the figures are for their day and months, not UTC's). */
const localToday = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * `/analytics?listing={id}&month=YYYY-MM`: annual sales, services sold, ratings and the month's transactions, for
 * every listing or one (the picks live in the address, so a reload or a shared link shows the same).
 */
export function AnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const today = localToday();
  const latest = monthOf(today);
  const listing = params.get('listing') || null;
  const asked = params.get('month') ?? '';
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) && asked <= latest ? asked : latest;
  const pick = (key: 'listing' | 'month', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const { data, previousData, error, refetch } = useAnalyticsQuery({
    variables: { today, timeZone: timeZone(), propertyId: listing, month },
  });
  const shown = data ?? previousData;

  return (
    <>
      <PageHeader
        title={PAGES.analytics.title}
        actions={
          shown &&
          shown.properties.length > 0 && (
            <NativeSelect.Root size="sm" width={{ base: 'full', sm: '64' }}>
              <NativeSelect.Field
                aria-label={ANALYTICS.listing}
                value={listing ?? ''}
                onChange={(event) => pick('listing', event.currentTarget.value)}
              >
                <option value="">{ANALYTICS.allListings}</option>
                {shown.properties.map((property) => (
                  <option key={property.id} value={property.id}>
                    {property.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )
        }
      />
      {error && !data ? (
        <QueryErrorView error={error} onRetry={() => void refetch()} />
      ) : !shown ? (
        <Stack gap="4" aria-busy="true">
          <Skeleton h="80" />
          <Skeleton h="40" />
        </Stack>
      ) : (
        <Stack gap="4" aria-busy={!data} opacity={data ? 1 : 0.6} transition="opacity 0.2s">
          <SalesChart analytics={shown.analytics} currencySymbol={shown.me.currencySymbol} />
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
            <ServicesSold analytics={shown.analytics} currencySymbol={shown.me.currencySymbol} />
            <Ratings analytics={shown.analytics} />
          </SimpleGrid>
          <Transactions
            analytics={shown.analytics}
            month={month}
            latest={latest}
            onMonthChange={(value) => pick('month', value)}
          />
        </Stack>
      )}
    </>
  );
}
