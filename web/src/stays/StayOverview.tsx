import { Box, Card, Heading, HStack, Image, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { StayQuery } from '../__generated__/graphql';
import { VideoEmbed } from '../guides/VideoEmbed';
import { STAY } from './copy';
import { addressLine, formatStayDay, mapLink } from './format';

type Stay = StayQuery['stay'];

/** The top of the stay: photo, name, address with a map link, the dates and times, guests, the welcome. */
export function StayOverview({ stay }: { stay: Stay }) {
  const { listing } = stay;
  const address = addressLine(listing.address);
  const map = mapLink(listing.address, address);
  const photo = listing.mainImage;
  return (
    <Stack gap="4">
      <Card.Root overflow="hidden">
        {photo?.mediumUrl && (
          <Image
            src={photo.mediumUrl}
            srcSet={[
              photo.squareSmallUrl && `${photo.squareSmallUrl} 300w`,
              `${photo.mediumUrl} 800w`,
              photo.largeUrl && `${photo.largeUrl} 1600w`,
            ]
              .filter(Boolean)
              .join(', ')}
            sizes="(max-width: 512px) 100vw, 512px"
            alt={listing.name}
            aspectRatio={4 / 3}
            objectFit="cover"
            w="full"
            fetchPriority="high"
          />
        )}
        <Card.Body gap="2">
          <Heading as="h1" size="2xl" letterSpacing="tight">
            {listing.name}
          </Heading>
          {address && <Text color="fg.muted">{address}</Text>}
          {stay.numberOfGuest != null && <Text color="fg.muted">{STAY.guests(stay.numberOfGuest)}</Text>}
          {map && (
            <Link href={map} target="_blank" rel="noopener noreferrer" colorPalette="brand" color="colorPalette.fg">
              {STAY.openMap}
            </Link>
          )}
        </Card.Body>
      </Card.Root>

      <SimpleGrid columns={2} gap="3">
        <DateCard
          label={STAY.checkIn}
          day={stay.startDate}
          time={listing.arriveAfter && STAY.after(listing.arriveAfter)}
        />
        <DateCard
          label={STAY.checkOut}
          day={stay.endDate}
          time={listing.departBefore && STAY.before(listing.departBefore)}
        />
      </SimpleGrid>

      {(listing.welcomeMessage || listing.welcomeMessageYoutubeId) && (
        <Card.Root>
          <Card.Body gap="3">
            <Heading as="h2" size="lg">
              {STAY.welcome}
            </Heading>
            {listing.welcomeMessage && <Text whiteSpace="pre-line">{listing.welcomeMessage}</Text>}
            {listing.welcomeMessageYoutubeId && (
              <VideoEmbed youtubeId={listing.welcomeMessageYoutubeId} title={`${STAY.welcome}: ${listing.name}`} />
            )}
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}

function DateCard({ label, day, time }: { label: string; day: string; time: string | null }) {
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="l3" p="3">
      <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted" fontWeight="semibold">
        {label}
      </Text>
      <Text fontWeight="semibold">{formatStayDay(day)}</Text>
      {time && (
        <HStack>
          <Text fontSize="sm" color="fg.muted">
            {time}
          </Text>
        </HStack>
      )}
    </Box>
  );
}
