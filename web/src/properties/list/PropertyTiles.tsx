import {
  AspectRatio,
  Badge,
  Box,
  Center,
  Heading,
  HStack,
  Image,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Text,
} from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PropertyTiles_PropertyFragmentDoc, type PropertyTiles_PropertyFragment } from '../../__generated__/graphql';
import { useFragmentList, type FragmentRef } from '../../apollo/fragments';
import { ListingsIcon } from '../../components/Icons/icons';
import { formatMoney, propertyStatus } from '../format';
import { STATUS_PALETTE } from './PropertiesTable';
import { PANEL } from '../../components/EmptyPanel/EmptyPanel';

type Tile = PropertyTiles_PropertyFragment;

const collator = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true });
const rank = (tile: Tile) => (tile.isArchived ? 2 : tile.isActive ? 0 : 1);

/** Spec §2: active first, then inactive, archived last; by name within each group. */
export function sortTiles(tiles: readonly Tile[]): Tile[] {
  return [...tiles].sort((a, b) => rank(a) - rank(b) || collator.compare(a.name, b.name));
}

/** The listings as tiles (`/properties/list`): main photo, name, town and status; archived ones muted. */
export function PropertyTiles(props: { properties: readonly FragmentRef<Tile>[] }) {
  const properties = useFragmentList(PropertyTiles_PropertyFragmentDoc, props.properties);
  const tiles = useMemo(() => sortTiles(properties), [properties]);
  return (
    <SimpleGrid
      as="ul"
      columns={{ base: 1, sm: 2, lg: 3 }}
      gap="5"
      listStyleType="none"
      m="0"
      p="0"
      aria-label="Listings"
    >
      {tiles.map((tile) => (
        <li key={tile.id}>
          <PropertyTile tile={tile} />
        </li>
      ))}
    </SimpleGrid>
  );
}

function PropertyTile({ tile }: { tile: Tile }) {
  const status = propertyStatus(tile);
  return (
    <LinkBox
      as="article"
      data-archived={tile.isArchived || undefined}
      aria-label={tile.name}
      {...PANEL}
      overflow="hidden"
      h="full"
      transition="box-shadow 0.15s, transform 0.15s"
      _hover={{ shadow: 'md', transform: 'translateY(-1px)' }}
      opacity={tile.isArchived ? 0.65 : 1}
    >
      <AspectRatio ratio={4 / 3} bg="bg.muted">
        {tile.image?.mediumUrl ? (
          <Image
            src={tile.image.mediumUrl}
            alt=""
            objectFit="cover"
            filter={tile.isArchived ? 'grayscale(1)' : undefined}
          />
        ) : (
          <Center color="fg.subtle">
            <ListingsIcon boxSize="10" />
          </Center>
        )}
      </AspectRatio>
      <Box p="4">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Heading as="h2" size="md" lineClamp={2}>
            <LinkOverlay asChild>
              <RouterLink to={`/properties/${tile.id}`}>{tile.name}</RouterLink>
            </LinkOverlay>
          </Heading>
          <Badge colorPalette={STATUS_PALETTE[status]} variant={status === 'Open' ? 'solid' : 'subtle'} flexShrink={0}>
            {status}
          </Badge>
        </HStack>
        <Text color="fg.muted" fontSize="sm" mt="1">
          {tile.addressTown || 'No address yet'}
        </Text>
        <HStack gap="1.5" mt="3" fontSize="sm" color="fg.muted">
          <Text as="span" fontWeight="semibold" color="fg">
            {tile.baseRate ? formatMoney(tile.baseRate, tile.owner.currencySymbol) : 'No price yet'}
          </Text>
          {tile.baseRate ? <Text as="span">/ night</Text> : null}
          {tile.minNights ? (
            <Text as="span">
              · {tile.minNights} {tile.minNights === 1 ? 'night' : 'nights'} min
            </Text>
          ) : null}
        </HStack>
      </Box>
    </LinkBox>
  );
}
