import { Badge, HStack, Link, Stack, Table } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ChannelStatus_PropertyFragmentDoc, type ChannelStatus_PropertyFragment } from '../__generated__/graphql';
import { useFragmentList, type FragmentRef } from '../apollo/fragments';
import { CHANNEL_SLUGS, channelHealth, HEALTH_PALETTE, HEALTH_TEXT } from '../channels/status';
import { ChannelIcon, channelName } from '../components/ChannelIcon/ChannelIcon';
import { CardSection, CardTable } from '../components/CardTable/CardTable';
import { DASHBOARD } from './copy';

/** Per listing, whether each of the four channels is connected and how its last sync went; links to /channels. */
export function ChannelStatus(props: { properties: readonly FragmentRef<ChannelStatus_PropertyFragment>[] }) {
  const properties = useFragmentList(ChannelStatus_PropertyFragmentDoc, props.properties);
  return (
    <CardSection
      id="channels-heading"
      title={DASHBOARD.channels}
      header={(heading) => (
        <HStack justify="space-between">
          {heading}
          <Link asChild fontSize="sm">
            <RouterLink to="/channels">{DASHBOARD.manageChannels}</RouterLink>
          </Link>
        </HStack>
      )}
    >
      <CardTable
        rows={properties}
        empty={DASHBOARD.noListings}
        head={
          <>
            <Table.ColumnHeader>{DASHBOARD.calendarListing}</Table.ColumnHeader>
            {CHANNEL_SLUGS.map((slug) => (
              <Table.ColumnHeader key={slug}>{channelName(slug)}</Table.ColumnHeader>
            ))}
          </>
        }
      >
        {(property) => (
          <Table.Row key={property.id}>
            <Table.Cell maxW="48" truncate>
              {property.name}
            </Table.Cell>
            {CHANNEL_SLUGS.map((slug) => {
              const health = channelHealth(slug, property.icalLinks);
              return (
                <Table.Cell key={slug}>
                  <Link asChild>
                    <RouterLink to="/channels">
                      <Stack direction="row" gap="1.5" align="center">
                        <ChannelIcon slug={slug} inactive={health === 'not-connected'} boxSize="5" />
                        <Badge size="xs" colorPalette={HEALTH_PALETTE[health]} variant="subtle">
                          {HEALTH_TEXT[health]}
                        </Badge>
                      </Stack>
                    </RouterLink>
                  </Link>
                </Table.Cell>
              );
            })}
          </Table.Row>
        )}
      </CardTable>
    </CardSection>
  );
}
