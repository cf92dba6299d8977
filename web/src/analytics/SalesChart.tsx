import { Box, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { SalesChart_AnalyticsFragment } from '../__generated__/graphql';
import { CardSection } from '../components/CardTable/CardTable';
import { LineChart, useChartColors } from '../charts/LineChart';
import { formatMoney } from '../properties/format';
import { ANALYTICS } from './copy';
import { subtitled } from './subtitled';

const shortMonth = (month: string) =>
  new Date(`${month}T00:00:00Z`).toLocaleDateString('en-GB', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** A compact axis label: £1.2k rather than £1,234.56. */
const compactMoney = (symbol: string) => (minor: number) =>
  `${symbol}${(minor / 100).toLocaleString('en-GB', { notation: 'compact', maximumFractionDigits: 1 })}`;

/** The annual sales line chart (spec §2, §9: the last 12 months) and, behind it, the table of its numbers. */
export function SalesChart(props: { analytics: SalesChart_AnalyticsFragment; currencySymbol: string }) {
  const { sales } = props.analytics;
  const colors = useChartColors();
  const money = (minor: number) => formatMoney(minor, props.currencySymbol);
  const lines = [
    { id: ANALYTICS.quoted, short: ANALYTICS.quotedShort, key: 'quoted' },
    { id: ANALYTICS.estimated, short: ANALYTICS.estimatedShort, key: 'estimated' },
    { id: ANALYTICS.services, short: ANALYTICS.services, key: 'services' },
  ] as const;
  const series = lines.map(({ id, key }) => ({
    id,
    data: sales.map((month) => ({ x: shortMonth(month.month), y: month[key] })),
  }));
  const total = sales.reduce((sum, month) => sum + month.quoted + month.estimated + month.services, 0);

  return (
    <CardSection id="sales-heading" title={ANALYTICS.sales} bodyGap="4" header={subtitled(ANALYTICS.salesHelp)}>
      <Stack as="ul" direction={{ base: 'column', md: 'row' }} gap={{ base: '1', md: '5' }} m="0" p="0">
        {lines.map(({ id }, index) => (
          <HStack as="li" key={id} gap="2" listStyleType="none" fontSize="sm">
            <Box w="4" h="1" rounded="full" flexShrink="0" style={{ background: colors[index] }} />
            <Text>{id}</Text>
          </HStack>
        ))}
      </Stack>
      {total === 0 ? (
        <Text color="fg.muted" py="6">
          {ANALYTICS.noSales}
        </Text>
      ) : (
        <LineChart
          series={series}
          label={ANALYTICS.chartLabel(money(total))}
          formatY={compactMoney(props.currencySymbol)}
        />
      )}
      <Text fontSize="xs" color="fg.muted">
        {ANALYTICS.estimatedHelp}
      </Text>
      <Box as="details">
        <Box as="summary" cursor="pointer" fontSize="sm" color="fg.muted">
          {ANALYTICS.showTable}
        </Box>
        <Table.ScrollArea mt="2">
          <Table.Root size="sm">
            <Table.Caption srOnly>{ANALYTICS.sales}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{ANALYTICS.month}</Table.ColumnHeader>
                {lines.map(({ id, short }) => (
                  <Table.ColumnHeader key={id} textAlign="end" title={id}>
                    {short}
                  </Table.ColumnHeader>
                ))}
                <Table.ColumnHeader textAlign="end">{ANALYTICS.total}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {sales.map((month) => (
                <Table.Row key={month.month}>
                  <Table.Cell>{shortMonth(month.month)}</Table.Cell>
                  {lines.map(({ id, key }) => (
                    <Table.Cell key={id} textAlign="end">
                      {money(month[key])}
                    </Table.Cell>
                  ))}
                  <Table.Cell textAlign="end" fontWeight="medium">
                    {money(month.quoted + month.estimated + month.services)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Box>
    </CardSection>
  );
}
