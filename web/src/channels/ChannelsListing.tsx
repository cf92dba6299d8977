import {
  Badge,
  Box,
  Button,
  Card,
  Collapsible,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ChannelsListing_PropertyFragmentDoc, type ChannelsListing_PropertyFragment } from '../__generated__/graphql';
import { useFragmentData, type FragmentRef } from '../apollo/fragments';
import { ChannelIcon, channelName } from '../components/ChannelIcon/ChannelIcon';
import { ActionFailure } from '../components/ErrorBoundary/ActionError';
import { failedText, IcalSection, syncedText } from '../properties/ical/IcalSection';
import { SyncNowButton } from '../properties/ical/SyncNowButton';
import { useSyncIcalLink } from '../properties/ical/useIcalLinks';
import { CHANNEL_SLUGS, channelHealth, HEALTH_PALETTE, HEALTH_TEXT } from './status';

type Link = ChannelsListing_PropertyFragment['icalLinks'][number];

/** One listing's card on /channels: the four channels' state, and its links section to add or fix one. */
export function ChannelsListing(props: { property: FragmentRef<ChannelsListing_PropertyFragment> }) {
  const property = useFragmentData(ChannelsListing_PropertyFragmentDoc, props.property);
  const [open, setOpen] = useState(false);
  if (!property) return null;
  const headingId = `channels-${property.id}`;
  return (
    <Card.Root as="section" aria-labelledby={headingId} size="sm">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading id={headingId} as="h2" size="md">
            <Link asChild>
              <RouterLink to={`/properties/${property.id}#import`}>{property.name}</RouterLink>
            </Link>
            {property.isArchived && (
              <Badge ms="2" variant="subtle">
                Archived
              </Badge>
            )}
          </Heading>
          <Button size="sm" variant="outline" onClick={() => setOpen((value) => !value)} aria-expanded={open}>
            {open ? 'Close links' : 'Add or fix a link'}
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 2, '2xl': 4 }} gap="3">
          {CHANNEL_SLUGS.map((slug) => (
            <ChannelTile key={slug} slug={slug} links={property.icalLinks} onAdd={() => setOpen(true)} />
          ))}
        </SimpleGrid>
        <Collapsible.Root open={open} lazyMount unmountOnExit>
          <Collapsible.Content>
            <Box mt="5" pt="5" borderTopWidth="thin">
              <IcalSection property={property} />
            </Box>
          </Collapsible.Content>
        </Collapsible.Root>
      </Card.Body>
    </Card.Root>
  );
}

function ChannelTile({ slug, links, onAdd }: { slug: string; links: readonly Link[]; onAdd: () => void }) {
  const own = links.filter(
    (link) => link.provider.slug === slug || (slug === 'homeaway' && link.provider.slug === 'vrbo'),
  );
  const health = channelHealth(slug, links);
  return (
    <Stack borderWidth="thin" rounded="l2" p="3" gap="2" aria-label={channelName(slug)} role="group">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <HStack gap="2">
          <ChannelIcon slug={slug} />
          <Text fontWeight="semibold">{channelName(slug)}</Text>
        </HStack>
        <Badge colorPalette={HEALTH_PALETTE[health]} variant="subtle" whiteSpace="normal">
          {HEALTH_TEXT[health]}
        </Badge>
      </HStack>
      {own.length === 0 ? (
        <HStack justify="space-between" gap="2">
          <Text fontSize="sm" color="fg.muted">
            No import link yet.
          </Text>
          <Button size="xs" variant="ghost" onClick={onAdd} aria-label={`Connect ${channelName(slug)}`}>
            Connect
          </Button>
        </HStack>
      ) : (
        own.map((link) => <ChannelLink key={link.id} link={link} onFix={onAdd} />)
      )}
    </Stack>
  );
}

function ChannelLink({ link, onFix }: { link: Link; onFix: () => void }) {
  const { syncNow, syncing, syncError } = useSyncIcalLink(link.id);
  return (
    <Stack gap="1" fontSize="sm">
      <Text truncate fontFamily="mono" fontSize="xs" title={link.url} color="fg.muted">
        {link.url}
      </Text>
      <Text>{syncedText(link.lastSyncedAt)}</Text>
      {link.lastSyncError && <Text color="fg.error">{failedText(link.lastSyncError, link.lastSyncAttemptAt)}</Text>}
      <HStack gap="2">
        <SyncNowButton providerName={link.provider.name} syncNow={syncNow} syncing={syncing} />
        {link.lastSyncError && (
          <Button size="xs" variant="ghost" onClick={onFix}>
            Fix link
          </Button>
        )}
      </HStack>
      <ActionFailure error={syncError} />
    </Stack>
  );
}
