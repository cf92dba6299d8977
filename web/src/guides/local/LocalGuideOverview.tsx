import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { LOCAL_GUIDE_TYPES, priceSigns, type LocalGuideType } from '@portal/schema';
import {
  LocalGuideEntry_GuideFragmentDoc,
  type LocalGuideEntry_GuideFragment,
  type LocalGuidePageQuery,
} from '../../__generated__/graphql';
import { useFragmentData, type FragmentRef } from '../../apollo/fragments';
import { GuideSection, GuideTile } from '../GuideSection';
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
  return (
    <GuideSection
      id={`local-guide-${type}`}
      title={LOCAL_GUIDE_SECTIONS[type]}
      count={entries.length}
      add={{ href: localGuideHref(propertyId, `/add/${type}`), text: LOCAL_GUIDE.addNew, minH: '20', first: true }}
    >
      {entries.map((entry) => (
        <LocalGuideTile key={entry.id} propertyId={propertyId} guide={entry} />
      ))}
    </GuideSection>
  );
}

function LocalGuideTile(props: { propertyId: string; guide: FragmentRef<LocalGuideEntry_GuideFragment> }) {
  const guide = useFragmentData(LocalGuideEntry_GuideFragmentDoc, props.guide);
  // The host's own image first; else the place's photo from the maps service, through the API.
  const placePhoto = usePlacePhoto(guide && !guide.imageUrl ? guide.placePhotoUrl : null);
  if (!guide) return null;
  return (
    <GuideTile
      to={localGuideHref(props.propertyId, `/${guide.id}`)}
      label={`Edit ${guide.name}`}
      picture={guide.imageUrl ?? placePhoto}
    >
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
    </GuideTile>
  );
}
