import { Field, HStack, Input, Link, Stack, Table, Text } from '@chakra-ui/react';
import { currencySymbol, MESSAGES } from '@portal/schema';
import { Link as RouterLink } from 'react-router-dom';
import type { Transactions_AnalyticsFragment } from '../__generated__/graphql';
import { formatMoney } from '../properties/format';
import { CardSection, CardTable } from '../components/CardTable/CardTable';
import { ANALYTICS } from './copy';

/** '30 Nov' and '16:30' in the viewer's zone (the year is the picker's). */
const dayOf = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

interface TransactionsProps {
  analytics: Transactions_AnalyticsFragment;
  /** `YYYY-MM` shown, and the latest month the picker offers. */
  month: string;
  latest: string;
  onMonthChange: (month: string) => void;
}

/** The monthly transaction history (purchases) with a month picker, newest first. */
export function Transactions({ analytics, month, latest, onMonthChange }: TransactionsProps) {
  const { entries, totals } = analytics.transactions;
  return (
    <CardSection
      id="transactions-heading"
      title={ANALYTICS.transactions}
      header={(heading) => (
        <HStack justify="space-between" wrap="wrap" gap="2" align="flex-start">
          <Stack gap="1">
            {heading}
            {totals.map((total) => (
              <Text key={total.currency} fontSize="sm" color="fg.muted">
                {ANALYTICS.monthTotal(total.purchases, formatMoney(total.amount, currencySymbol(total.currency)))}
              </Text>
            ))}
          </Stack>
          <Field.Root width={{ base: 'full', sm: '48' }}>
            <Field.Label fontSize="sm">{ANALYTICS.transactionsMonth}</Field.Label>
            <Input
              type="month"
              size="sm"
              value={month}
              max={latest}
              min="2021-01"
              onChange={(event) => {
                if (/^\d{4}-\d{2}$/.test(event.currentTarget.value)) onMonthChange(event.currentTarget.value);
              }}
            />
          </Field.Root>
        </HStack>
      )}
    >
      <CardTable
        rows={entries}
        empty={MESSAGES.noPurchasesThisMonth}
        head={
          <>
            <Table.ColumnHeader>{ANALYTICS.date}</Table.ColumnHeader>
            <Table.ColumnHeader>{ANALYTICS.guest}</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="md">{ANALYTICS.listing}</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="md">{ANALYTICS.purchase}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" hideBelow="md">
              {ANALYTICS.items}
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{ANALYTICS.amount}</Table.ColumnHeader>
          </>
        }
      >
        {(entry) => (
          <Table.Row key={`${entry.purchaseId}-${entry.currency}`}>
            <Table.Cell whiteSpace="nowrap">
              {dayOf(entry.createdAt)}
              <Text as="span" display={{ base: 'block', md: 'inline' }} color="fg.muted" fontSize="xs" ms={{ md: '2' }}>
                {timeOf(entry.createdAt)}
              </Text>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              <Link asChild>
                <RouterLink to={`/calendar/${entry.propertyId}/${entry.bookingId}`}>
                  {entry.guestName ?? ANALYTICS.guestUnknown}
                </RouterLink>
              </Link>
              <Text hideFrom="md" fontSize="xs" color="fg.muted" maxW="36" truncate>
                {entry.name} · {entry.propertyName}
              </Text>
            </Table.Cell>
            <Table.Cell maxW="40" truncate hideBelow="md">
              {entry.propertyName}
            </Table.Cell>
            <Table.Cell maxW="48" truncate hideBelow="md">
              {entry.name}
            </Table.Cell>
            <Table.Cell textAlign="end" hideBelow="md">
              {entry.items}
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {formatMoney(entry.amount, currencySymbol(entry.currency))}
            </Table.Cell>
          </Table.Row>
        )}
      </CardTable>
    </CardSection>
  );
}
