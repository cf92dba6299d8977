import { Box, Heading, Image, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { ListingCard_ListingFragment } from '../__generated__/graphql';
import { formatMoney } from '../properties/format';
import { factsOf } from './facts';

/** A listing in the site's list: its cover, name, town, sizes and the base nightly rate; opens its page. */
export function ListingCard({
  listing,
  slug,
  currencySymbol,
}: {
  listing: ListingCard_ListingFragment;
  slug: string;
  currencySymbol: string;
}) {
  return (
    <LinkBox as="article" borderWidth="thin" rounded="l3" overflow="hidden" bg="bg.panel" _hover={{ shadow: 'md' }}>
      <Box aspectRatio={4 / 3} bg="bg.muted">
        {listing.cover && (
          <Image src={listing.cover.url} alt={listing.cover.caption ?? ''} w="full" h="full" objectFit="cover" />
        )}
      </Box>
      <Stack gap="1" p="4">
        <Heading as="h2" size="md">
          <LinkOverlay asChild>
            <Link to={`/sites/${slug}/${listing.id}`}>{listing.name}</Link>
          </LinkOverlay>
        </Heading>
        {listing.town && <Text color="fg.muted">{listing.town}</Text>}
        <Text fontSize="sm">{factsOf(listing).join(' · ')}</Text>
        {listing.baseRate != null && (
          <Text fontSize="sm">
            From <strong>{formatMoney(listing.baseRate, currencySymbol)}</strong> a night
          </Text>
        )}
      </Stack>
    </LinkBox>
  );
}
