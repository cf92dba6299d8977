import { Badge, Card, Link, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/schema';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardTiles_DashboardFragment } from '../__generated__/graphql';
import { formatMoney } from '../properties/format';
import { DASHBOARD } from './copy';

type Trend = DashboardTiles_DashboardFragment['bookings'];

/** '+12% on last month', or why there is no percentage. */
function TrendText({ trend }: { trend: Trend }) {
  if (trend.change === null) {
    return <Text color="fg.muted">{trend.thisMonth === 0 ? DASHBOARD.nothingYet : DASHBOARD.noLastMonth}</Text>;
  }
  const up = trend.change >= 0;
  return (
    <Badge colorPalette={up ? 'green' : 'red'} variant="plain" px="0" gap="1" display="flex" w="fit-content">
      {up ? <Stat.UpIndicator /> : <Stat.DownIndicator />}
      {`${up ? '+' : ''}${trend.change}% ${DASHBOARD.onLastMonth}`}
    </Badge>
  );
}

interface TileProps {
  label: string;
  value: ReactNode;
  help: string;
  /** The value is a sentence saying there is nothing (drawn smaller, in full). */
  empty?: boolean;
  children?: ReactNode;
}

function Tile({ label, value, help, empty, children }: TileProps) {
  return (
    <Card.Root size="sm">
      <Card.Body>
        {/* Not a <dl>: a tile holds a sentence and a trend besides its label and value (axe: definition-list). */}
        <Stat.Root as="div" gap="1">
          <Stat.Label as="p">{label}</Stat.Label>
          {empty ? (
            <Text fontSize="md" fontWeight="medium" color="fg.muted" minH="9" display="flex" alignItems="center">
              {value}
            </Text>
          ) : (
            <Stat.ValueText as="p" fontSize="2xl" lineClamp={1}>
              {value}
            </Stat.ValueText>
          )}
          {children}
          <Stat.HelpText color="fg.muted" fontSize="xs" display="block">
            {help}
          </Stat.HelpText>
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** The month's most popular service or listing, linking to its page; the empty text and a hint when there is none. */
function PopularTile({
  label,
  popular,
  empty,
  emptyHelp,
}: {
  label: string;
  popular: { to: string; name: string; help: string } | null | undefined;
  empty: string;
  emptyHelp: string;
}) {
  return (
    <Tile
      label={label}
      empty={!popular}
      value={
        popular ? (
          <Link asChild color="fg">
            <RouterLink to={popular.to}>{popular.name}</RouterLink>
          </Link>
        ) : (
          empty
        )
      }
      help={popular ? popular.help : emptyHelp}
    />
  );
}

/** The four tiles of spec §2 Dashboard; an empty one says so instead of 0 % or NaN. */
export function DashboardTiles(props: { dashboard: DashboardTiles_DashboardFragment; currencySymbol: string }) {
  const { dashboard } = props;
  const { bookings, serviceRevenue, popularService, popularListing } = dashboard;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4" as="section" aria-label={DASHBOARD.tilesLabel}>
      <Tile label={DASHBOARD.bookings} value={bookings.thisMonth} help={DASHBOARD.bookingsHelp}>
        <TrendText trend={bookings} />
      </Tile>
      <Tile
        label={DASHBOARD.revenue}
        empty={serviceRevenue.thisMonth === 0}
        value={
          serviceRevenue.thisMonth === 0
            ? MESSAGES.noPurchasesThisMonth
            : formatMoney(serviceRevenue.thisMonth, props.currencySymbol)
        }
        help={DASHBOARD.revenueHelp(dashboard.currency.toUpperCase())}
      >
        {serviceRevenue.thisMonth > 0 && <TrendText trend={serviceRevenue} />}
      </Tile>
      <PopularTile
        label={DASHBOARD.popularService}
        popular={
          popularService && {
            to: `/services/guest/${popularService.serviceId}`,
            name: popularService.name,
            help: DASHBOARD.soldThisMonth(popularService.sold),
          }
        }
        empty={MESSAGES.noPurchasesThisMonth}
        emptyHelp={DASHBOARD.popularServiceHelp}
      />
      <PopularTile
        label={DASHBOARD.popularListing}
        popular={
          popularListing && {
            to: `/properties/${popularListing.propertyId}`,
            name: popularListing.name,
            help: DASHBOARD.nightsThisMonth(popularListing.nights),
          }
        }
        empty={DASHBOARD.noNights}
        emptyHelp={DASHBOARD.popularListingHelp}
      />
    </SimpleGrid>
  );
}
