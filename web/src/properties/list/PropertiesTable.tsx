import { Badge, Box, Button, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { CHANNELS } from '@portal/schema';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  PropertiesTable_PropertyFragmentDoc,
  type PropertiesTable_PropertyFragment,
} from '../../__generated__/graphql';
import { OptionsSelect } from '../../forms/OptionsSelect';
import { useFragmentList, type FragmentRef } from '../../apollo/fragments';
import { ChannelIcon } from '../../components/ChannelIcon/ChannelIcon';
import { formatMoney, propertyStatus, type PropertyStatus } from '../format';
import { PANEL } from '../../components/EmptyPanel/EmptyPanel';

type Row = PropertiesTable_PropertyFragment;
export type SortKey = 'name' | 'airbnbUrl' | 'baseRate' | 'minNights' | 'status' | 'connections';
interface Sort {
  key: SortKey;
  direction: 'ascending' | 'descending';
}

/** The channels shown by their mark; any other connection counts towards '+N'. */
const KNOWN_CHANNELS: readonly string[] = CHANNELS.map((channel) => channel.slug);

export const STATUS_PALETTE: Record<PropertyStatus, string> = { Open: 'green', Closed: 'gray', Archived: 'orange' };
const STATUS_ORDER: Record<PropertyStatus, number> = { Open: 0, Closed: 1, Archived: 2 };

const collator = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true });

/** The value a column sorts by; empty values sort last in either direction. */
function sortValue(row: Row, key: SortKey): string | number | null {
  switch (key) {
    case 'name':
      return row.name;
    case 'airbnbUrl':
      return row.airbnbUrl || null;
    case 'baseRate':
      return row.baseRate;
    case 'minNights':
      return row.minNights || null;
    case 'status':
      return STATUS_ORDER[propertyStatus(row)];
    case 'connections':
      return row.channels.length;
  }
}

export function sortRows(rows: readonly Row[], { key, direction }: Sort): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = sortValue(a, key);
    const y = sortValue(b, key);
    if (x === y) return collator.compare(a.name, b.name);
    if (x === null) return 1;
    if (y === null) return -1;
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return sign * order || collator.compare(a.name, b.name);
  });
}

const COLUMNS: { key: SortKey; label: string; numeric?: boolean }[] = [
  { key: 'name', label: 'Address' },
  { key: 'airbnbUrl', label: 'View Listing' },
  { key: 'baseRate', label: 'Base Price', numeric: true },
  { key: 'minNights', label: 'Min Stay', numeric: true },
  { key: 'status', label: 'Status' },
  { key: 'connections', label: 'Connections' },
];

/** The listings table (spec §2 Listings): every column sorts, ascending then descending. */
export function PropertiesTable(props: { properties: readonly FragmentRef<Row>[] }) {
  const properties = useFragmentList(PropertiesTable_PropertyFragmentDoc, props.properties);
  const [sort, setSort] = useState<Sort>({ key: 'name', direction: 'ascending' });
  const rows = useMemo(() => sortRows(properties, sort), [properties, sort]);
  const sortBy = (key: SortKey) =>
    setSort((current) => ({
      key,
      direction: current.key === key && current.direction === 'ascending' ? 'descending' : 'ascending',
    }));

  return (
    <Stack gap="3">
      <PhoneSort sort={sort} onChange={setSort} />
      <Box {...PANEL} overflow="hidden">
        <Table.ScrollArea>
          <Table.Root size="md" interactive aria-label="Listings" css={PHONE_LAYOUT}>
            <Table.Header>
              <Table.Row bg="bg.subtle">
                {COLUMNS.map((column) => {
                  const active = sort.key === column.key;
                  return (
                    <Table.ColumnHeader
                      key={column.key}
                      aria-sort={active ? sort.direction : 'none'}
                      textAlign={column.numeric ? 'end' : 'start'}
                      whiteSpace="nowrap"
                      py="2"
                    >
                      <Button
                        variant="ghost"
                        size="xs"
                        mx="-2"
                        fontWeight="semibold"
                        color={active ? 'fg' : 'fg.muted'}
                        onClick={() => sortBy(column.key)}
                      >
                        {column.label}
                        <Text as="span" aria-hidden color={active ? 'brand.fg' : 'fg.subtle'} fontSize="xs">
                          {active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                        </Text>
                      </Button>
                    </Table.ColumnHeader>
                  );
                })}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <PropertyRow key={row.id} row={row} />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Box>
    </Stack>
  );
}

/**
 * Below the `md` breakpoint each row becomes a small card (name and status, price and minimum stay, the listing
 * link and the connections) and the header gives way to a sort select. Written for `mdDown`, so wider screens
 * (and jsdom, which applies no media queries) keep the plain table.
 */
const PHONE_LAYOUT = {
  mdDown: {
    display: 'block',
    '& thead': { display: 'none' },
    '& tbody': { display: 'block' },
    '& tr': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"name status" "price stay" "view connections"',
      columnGap: '4',
      rowGap: '2',
      px: '4',
      py: '3',
      borderBottomWidth: 'thin',
    },
    '& tr:last-of-type': { borderBottomWidth: '0' },
    '& td': { display: 'block', borderWidth: '0', p: '0', minW: '0', textAlign: 'start' },
    '& td[data-col=name]': { gridArea: 'name', whiteSpace: 'normal', overflowWrap: 'anywhere' },
    '& td[data-col=status]': { gridArea: 'status', justifySelf: 'end' },
    '& td[data-col=price]': { gridArea: 'price', fontWeight: 'semibold' },
    '& td[data-col=stay]': { gridArea: 'stay', justifySelf: 'end', color: 'fg.muted' },
    '& td[data-col=view]': { gridArea: 'view' },
    '& td[data-col=connections]': { gridArea: 'connections', justifySelf: 'end' },
  },
};

const SORT_OPTIONS = COLUMNS.flatMap((column) => [
  { value: `${column.key}:ascending`, label: `${column.label} ${column.numeric ? '(low to high)' : '(A to Z)'}` },
  { value: `${column.key}:descending`, label: `${column.label} ${column.numeric ? '(high to low)' : '(Z to A)'}` },
]);

/** The sort of the phone layout, where the column headers are hidden. */
function PhoneSort({ sort, onChange }: { sort: Sort; onChange: (sort: Sort) => void }) {
  return (
    <HStack hideFrom="md" gap="2" justify="flex-end">
      <Text asChild fontSize="sm" color="fg.muted" flexShrink={0}>
        <label htmlFor="listings-sort">Sort by</label>
      </Text>
      <OptionsSelect
        size="sm"
        maxW="64"
        id="listings-sort"
        value={`${sort.key}:${sort.direction}`}
        onChange={(event) => {
          const [key, direction] = event.target.value.split(':') as [SortKey, Sort['direction']];
          onChange({ key, direction });
        }}
        options={SORT_OPTIONS}
      />
    </HStack>
  );
}

function PropertyRow({ row }: { row: Row }) {
  const status = propertyStatus(row);
  const known = row.channels.filter((channel) => KNOWN_CHANNELS.includes(channel.ota));
  const others = row.channels.length - known.length;
  return (
    <Table.Row opacity={row.isArchived ? 0.7 : 1}>
      <Table.Cell minW="56" data-col="name">
        <Link asChild fontWeight="medium" color="fg" _hover={{ color: 'brand.fg' }}>
          <RouterLink to={`/properties/${row.id}`}>{row.name}</RouterLink>
        </Link>
        {row.addressTown && (
          <Text fontSize="sm" color="fg.muted">
            {row.addressTown}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap" data-col="view">
        {row.airbnbUrl ? (
          <Link href={row.airbnbUrl} target="_blank" rel="noopener noreferrer" color="brand.fg">
            View<Text as="span" srOnly>{` ${row.name} on Airbnb (opens in a new tab)`}</Text> ↗
          </Link>
        ) : (
          <Text as="span" color="fg.subtle">
            —
          </Text>
        )}
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums" data-col="price">
        {formatMoney(row.baseRate, row.owner.currencySymbol)}
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums" data-col="stay">
        {row.minNights ? `${row.minNights} ${row.minNights === 1 ? 'night' : 'nights'}` : '—'}
      </Table.Cell>
      <Table.Cell data-col="status">
        <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle">
          {status}
        </Badge>
      </Table.Cell>
      <Table.Cell data-col="connections">
        <HStack gap="1.5" aria-label="Connections">
          {known.map((channel) => (
            <ChannelIcon key={channel.ota} slug={channel.ota} inactive={!channel.active} />
          ))}
          {others > 0 && (
            <Badge variant="outline" size="sm" title={`${others} more`}>
              +{others}
            </Badge>
          )}
          {row.channels.length === 0 && (
            <Text as="span" color="fg.subtle" fontSize="sm">
              None
            </Text>
          )}
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
