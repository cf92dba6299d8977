import { Badge, Card, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ChannelStatus_PropertyFragmentDoc, type ChannelStatus_PropertyFragment } from '../__generated__/graphql';
import { useFragmentList, type FragmentRef } from '../apollo/fragments';
import { CHANNEL_SLUGS, channelHealth, HEALTH_PALETTE, HEALTH_TEXT } from '../channels/status';
import { ChannelIcon, channelName } from '../components/ChannelIcon/ChannelIcon';
import { DASHBOARD } from './copy';

/** Per listing, whether each of the four channels is connected and how its last sync went; links to /channels. */
export function ChannelStatus(props: { properties: readonly FragmentRef<ChannelStatus_PropertyFragment>[] }) {
  const properties = useFragmentList(ChannelStatus_PropertyFragmentDoc, props.properties);
  return (
    <Card.Root as="section" aria-labelledby="channels-heading" size="sm">
      <Card.Header>
        <HStack justify="space-between">
          <Heading id="channels-heading" as="h2" size="md">
            {DASHBOARD.channels}
          </Heading>
          <Link asChild fontSize="sm">
            <RouterLink to="/channels">{DASHBOARD.manageChannels}</RouterLink>
          </Link>
        </HStack>
      </Card.Header>
      <Card.Body>
        {properties.length === 0 ? (
          <Text color="fg.muted">{DASHBOARD.noListings}</Text>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{DASHBOARD.calendarListing}</Table.ColumnHeader>
                  {CHANNEL_SLUGS.map((slug) => (
                    <Table.ColumnHeader key={slug}>{channelName(slug)}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {properties.map((property) => (
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
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Body>
    </Card.Root>
  );
}
