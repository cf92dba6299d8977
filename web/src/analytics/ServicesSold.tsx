import { Badge, Link, SimpleGrid, Stat, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ServicesSold_AnalyticsFragment } from '../__generated__/graphql';
import { formatMoney } from '../properties/format';
import { CardSection, CardTable } from '../components/CardTable/CardTable';
import { ANALYTICS } from './copy';

type Change = ServicesSold_AnalyticsFragment['servicesSold']['month'];

/** '+12% on last month', or why there is no percentage. */
function ChangeText({ change, against, period }: { change: Change; against: string; period: string }) {
  if (change.change === null) return <Text color="fg.muted">{ANALYTICS.noneBefore(period)}</Text>;
  const up = change.change >= 0;
  return (
    <Badge colorPalette={up ? 'green' : 'red'} variant="plain" px="0" gap="1" display="flex" w="fit-content">
      {up ? <Stat.UpIndicator /> : <Stat.DownIndicator />}
      {`${up ? '+' : ''}${change.change}% ${against}`}
    </Badge>
  );
}

/** Services sold this month and this year with % change, and each service sold this year. */
export function ServicesSold(props: { analytics: ServicesSold_AnalyticsFragment; currencySymbol: string }) {
  const { servicesSold, services } = props.analytics;
  const tiles = [
    {
      label: ANALYTICS.thisMonth,
      change: servicesSold.month,
      against: ANALYTICS.onLastMonth,
      period: ANALYTICS.lastMonth,
    },
    { label: ANALYTICS.thisYear, change: servicesSold.year, against: ANALYTICS.onLastYear, period: ANALYTICS.lastYear },
  ];
  return (
    <CardSection id="services-heading" title={ANALYTICS.servicesSold} bodyGap="5">
      <SimpleGrid columns={2} gap="4">
        {tiles.map((tile) => (
          <Stat.Root key={tile.label} gap="1">
            <Stat.Label>{tile.label}</Stat.Label>
            <Stat.ValueText fontSize="2xl">{tile.change.current}</Stat.ValueText>
            <ChangeText change={tile.change} against={tile.against} period={tile.period} />
          </Stat.Root>
        ))}
      </SimpleGrid>
      <CardTable
        title={ANALYTICS.overallServices}
        rows={services}
        empty={ANALYTICS.noServices}
        head={
          <>
            <Table.ColumnHeader>{ANALYTICS.service}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{ANALYTICS.sold}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{ANALYTICS.revenue}</Table.ColumnHeader>
          </>
        }
      >
        {(service) => (
          <Table.Row key={service.serviceId}>
            <Table.Cell>
              <Link asChild>
                <RouterLink to={`/services/guest/${service.serviceId}`}>{service.name}</RouterLink>
              </Link>
            </Table.Cell>
            <Table.Cell textAlign="end">{service.sold}</Table.Cell>
            <Table.Cell textAlign="end">{formatMoney(service.revenue, props.currencySymbol)}</Table.Cell>
          </Table.Row>
        )}
      </CardTable>
    </CardSection>
  );
}
