import { Badge, Box, Button, Card, Heading, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LOCAL_GUIDE_TYPES, priceSigns, type LocalGuideType } from '@portal/schema';
import { Link as RouterLink } from 'react-router-dom';
import {
  LocalGuideEntry_GuideFragmentDoc,
  type LocalGuideEntry_GuideFragment,
  type LocalGuidePageQuery,
} from '../../__generated__/graphql';
import { useFragmentData, type FragmentRef } from '../../apollo/fragments';
import { PlusIcon } from '../../components/Icons/icons';
import { CATEGORY_LABELS, LOCAL_GUIDE, LOCAL_GUIDE_SECTIONS, localGuideHref } from './copy';
import { CopyLocalGuidesDialog } from './CopyLocalGuidesDialog';
import { PlacesMap } from '../../places/map/PlacesMap';
import type { MapTiles } from '../../places/map/types';
import { usePlacePhoto } from '../../places/usePlacePhoto';
import { listingPoint } from './listingPoint';

type Property = NonNullable<LocalGuidePageQuery['property']>;

/** One section per type with an 'Add New' tile and its entries by name; empty, the copy panel (spec §2). */
export function LocalGuideOverview({ property, tiles }: { property: Property; tiles: MapTiles }) {
  const empty = property.localGuides.length === 0;
  return (
    <Stack gap="8">
      <Text color="fg.muted">{LOCAL_GUIDE.intro}</Text>
      {empty && (
        <Card.Root variant="subtle">
          <Card.Body gap="3">
            <Heading as="h2" size="md">
              {LOCAL_GUIDE.emptyTitle}
            </Heading>
            <Text color="fg.muted">{LOCAL_GUIDE.emptyBody}</Text>
            <HStack>
              <CopyLocalGuidesDialog targetId={property.id} />
            </HStack>
          </Card.Body>
        </Card.Root>
      )}
      {LOCAL_GUIDE_TYPES.map((type) => (
        <LocalGuideSection
          key={type}
          propertyId={property.id}
          type={type}
          entries={property.localGuides
            .filter((guide) => guide.type === type)
            .sort((a, b) => a.name.localeCompare(b.name))}
        />
      ))}
      <Stack gap="3">
        <Heading as="h2" size="md">
          {LOCAL_GUIDE.mapHeading}
        </Heading>
        <PlacesMap
          label={LOCAL_GUIDE.mapLabel}
          listing={listingPoint(property)}
          places={property.localGuides.flatMap((guide) =>
            guide.latitude != null && guide.longitude != null
              ? [{ id: guide.id, name: guide.name, latitude: guide.latitude, longitude: guide.longitude }]
              : [],
          )}
          tiles={tiles}
        />
      </Stack>
    </Stack>
  );
}

function LocalGuideSection({
  propertyId,
  type,
  entries,
}: {
  propertyId: string;
  type: LocalGuideType;
  entries: Property['localGuides'];
}) {
  const headingId = `local-guide-${type}`;
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Heading as="h2" size="md" id={headingId}>
        {LOCAL_GUIDE_SECTIONS[type]}{' '}
        {entries.length > 0 && (
          <Badge variant="subtle" ms="1">
            {entries.length}
          </Badge>
        )}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        <Button
          asChild
          variant="outline"
          borderStyle="dashed"
          h="auto"
          minH="20"
          flexDirection="column"
          gap="1"
          color="fg.muted"
        >
          <RouterLink
            to={localGuideHref(propertyId, `/add/${type}`)}
            aria-label={`${LOCAL_GUIDE.addNew}: ${LOCAL_GUIDE_SECTIONS[type]}`}
          >
            <PlusIcon />
            {LOCAL_GUIDE.addNew}
          </RouterLink>
        </Button>
        {entries.map((entry) => (
          <LocalGuideTile key={entry.id} propertyId={propertyId} guide={entry} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function LocalGuideTile(props: { propertyId: string; guide: FragmentRef<LocalGuideEntry_GuideFragment> }) {
  const guide = useFragmentData(LocalGuideEntry_GuideFragmentDoc, props.guide);
  // The host's own image first; else the place's photo from the maps service, through the API.
  const placePhoto = usePlacePhoto(guide && !guide.imageUrl ? guide.placePhotoUrl : null);
  if (!guide) return null;
  const picture = guide.imageUrl ?? placePhoto;
  return (
    <Card.Root asChild variant="outline" size="sm" overflow="hidden" _hover={{ borderColor: 'brand.solid' }}>
      <RouterLink to={localGuideHref(props.propertyId, `/${guide.id}`)} aria-label={`Edit ${guide.name}`}>
        <HStack align="stretch" gap="0" h="full">
          {picture && (
            <Box w="24" flexShrink={0} bg="bg.muted">
              <Image src={picture} alt="" w="full" h="full" objectFit="cover" />
            </Box>
          )}
          <Card.Body gap="1" minW="0">
            <HStack justify="space-between" gap="2">
              <Text fontWeight="semibold" truncate>
                {guide.name}
              </Text>
              {guide.price && (
                <Text color="fg.muted" fontSize="sm" aria-label={`Price ${guide.price} of 5`}>
                  {priceSigns(guide.price)}
                </Text>
              )}
            </HStack>
            {guide.category && (
              <Badge alignSelf="flex-start" variant="subtle" colorPalette="brand" size="sm">
                {CATEGORY_LABELS[guide.category]}
              </Badge>
            )}
            {guide.description && (
              <Text color="fg.muted" fontSize="sm" lineClamp={2}>
                {guide.description}
              </Text>
            )}
          </Card.Body>
        </HStack>
      </RouterLink>
    </Card.Root>
  );
}
